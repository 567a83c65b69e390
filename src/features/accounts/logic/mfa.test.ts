import { describe, expect, it } from 'vitest'
import { FRESH_SIGN_IN_SECONDS } from './constants'
import { groupedSecret, heldForMfaSetUp, mfaConfirmSchema, mfaEnableConfirmation, mfaEnableSchema, mfaRequiredFor, mfaSetUpPending, mfaSignInSchema, readMfaCode, totpSecretOf } from './mfa'

describe('the administrator MFA policy', () => {
  it('asks nobody when off, professionals only, or everybody', () => {
    expect(mfaRequiredFor('off', 'professional')).toBe(false)
    expect(mfaRequiredFor('professionals', 'professional')).toBe(true)
    expect(mfaRequiredFor('professionals', 'private')).toBe(false)
    expect(mfaRequiredFor('everybody', 'private')).toBe(true)
  })
})

describe('the forced MFA set-up', () => {
  const professional = { kind: 'professional', twoFactorEnabled: false }
  const privateOne = { kind: 'private', twoFactorEnabled: false }
  it('is pending for a visitor the policy asks MFA of who has none, never once MFA is on', () => {
    expect(mfaSetUpPending('professionals', professional)).toBe(true)
    expect(mfaSetUpPending('professionals', { ...professional, twoFactorEnabled: true })).toBe(false)
    expect(mfaSetUpPending('professionals', privateOne)).toBe(false)
    expect(mfaSetUpPending('everybody', privateOne)).toBe(true)
    expect(mfaSetUpPending('everybody', { kind: '', twoFactorEnabled: false })).toBe(true)
    expect(mfaSetUpPending('off', professional)).toBe(false)
  })
  it('holds back personal requests only; the set-up and the way out stay open', () => {
    expect(heldForMfaSetUp('professionals', professional, 'personal')).toBe(true)
    expect(heldForMfaSetUp('professionals', professional, 'mfaSetUp')).toBe(false)
    expect(heldForMfaSetUp('professionals', privateOne, 'personal')).toBe(false)
    expect(heldForMfaSetUp('everybody', privateOne, 'personal')).toBe(true)
    expect(heldForMfaSetUp('everybody', { ...privateOne, twoFactorEnabled: true }, 'personal')).toBe(false)
  })
})

describe('confirming a change of MFA', () => {
  const now = new Date('2026-11-28T12:00:00Z')
  const ago = (seconds: number) => new Date(now.getTime() - seconds * 1000)
  it('asks an account with a password for it, however recent its sign-in', () => {
    expect(mfaEnableConfirmation({ hasPassword: true, sessionCreatedAt: now }, now)).toBe('password')
    expect(mfaEnableConfirmation({ hasPassword: true, sessionCreatedAt: ago(86_400) }, now)).toBe('password')
  })
  it('takes a recent sign-in from an account without one, and asks it to sign in again after the window', () => {
    expect(mfaEnableConfirmation({ hasPassword: false, sessionCreatedAt: ago(30) }, now)).toBe('recentSignIn')
    expect(mfaEnableConfirmation({ hasPassword: false, sessionCreatedAt: ago(FRESH_SIGN_IN_SECONDS) }, now)).toBe('recentSignIn')
    expect(mfaEnableConfirmation({ hasPassword: false, sessionCreatedAt: ago(FRESH_SIGN_IN_SECONDS + 1) }, now)).toBe('signInAgain')
  })
  it('lets the start of the set-up come without a password (the endpoint decides whether one is needed)', () => {
    expect(mfaEnableSchema.safeParse({}).success).toBe(true)
    expect(mfaEnableSchema.safeParse({ password: 'a long and quiet passphrase' }).success).toBe(true)
    expect(mfaEnableSchema.safeParse({ password: '' }).success).toBe(false)
  })
})

describe('a typed MFA code', () => {
  it('is an authenticator code of six digits, spaces ignored', () => {
    expect(readMfaCode('123 456')).toEqual({ kind: 'totp', code: '123456' })
  })
  it('is a backup code with or without its dash', () => {
    expect(readMfaCode('aB3dE-fG5hJ')).toEqual({ kind: 'backup', code: 'aB3dE-fG5hJ' })
    expect(readMfaCode('aB3dEfG5hJ')).toEqual({ kind: 'backup', code: 'aB3dE-fG5hJ' })
  })
  it('is nothing else', () => {
    expect(readMfaCode('12345')).toBeNull()
    expect(readMfaCode('1234567')).toBeNull()
    expect(readMfaCode("' OR 1=1 --")).toBeNull()
  })
  it('missing or empty is "Mandatory multi-factor authentication"', () => {
    for (const body of [{}, { code: '' }, { code: '   ' }]) {
      const checked = mfaSignInSchema.safeParse(body)
      expect(checked.success).toBe(false)
      expect(checked.error?.issues[0]?.message).toBe('auth.error.mfaMandatory')
    }
    expect(mfaConfirmSchema.safeParse({ code: ' 123456 ' }).data).toEqual({ code: '123456' })
  })
})

describe('the secret for typing in', () => {
  it('is read from the otpauth address and grouped by four', () => {
    const secret = totpSecretOf('otpauth://totp/Atelier%20Vesta:giulia%40example.it?secret=JBSWY3DPEHPK3PXPJBSW&issuer=Atelier%20Vesta&digits=6&period=30')
    expect(secret).toBe('JBSWY3DPEHPK3PXPJBSW')
    expect(groupedSecret(secret ?? '')).toBe('JBSW Y3DP EHPK 3PXP JBSW')
    expect(totpSecretOf('https://example.com/?secret=X')).toBeNull()
    expect(totpSecretOf('not a url')).toBeNull()
  })
})
