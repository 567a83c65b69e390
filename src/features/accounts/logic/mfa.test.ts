import { describe, expect, it } from 'vitest'
import { groupedSecret, mfaConfirmSchema, mfaRequiredFor, mfaSignInSchema, readMfaCode, totpSecretOf } from './mfa'

describe('the administrator MFA policy', () => {
  it('asks nobody when off, professionals only, or everybody', () => {
    expect(mfaRequiredFor('off', 'professional')).toBe(false)
    expect(mfaRequiredFor('professionals', 'professional')).toBe(true)
    expect(mfaRequiredFor('professionals', 'private')).toBe(false)
    expect(mfaRequiredFor('everybody', 'private')).toBe(true)
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
