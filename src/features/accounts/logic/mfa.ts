import { z } from '@/domain/zod'
import { asFields } from '@/domain/http/inputIssues'
import { BACKUP_CODE_PATTERN, FRESH_SIGN_IN_SECONDS, PASSWORD_MAX_LENGTH, TOTP_CODE_PATTERN } from './constants'
import { checked } from './fields'

/** The site setting 'administrator requires MFA' (site-settings `visitorMfa`). */
export const mfaPolicies = ['off', 'professionals', 'everybody'] as const
export type MfaPolicy = (typeof mfaPolicies)[number]

/** Whether the site's policy asks a visitor of this kind for a second factor. */
export function mfaRequiredFor(policy: MfaPolicy, kind: string): boolean {
  switch (policy) {
    case 'off':
      return false
    case 'professionals':
      return kind === 'professional'
    case 'everybody':
      return true
    default: {
      const unknown: never = policy
      throw new Error(`unknown MFA policy ${String(unknown)}`)
    }
  }
}

/** What the forced set-up needs to know of a signed-in visitor: their account kind and whether MFA is on. */
export interface MfaStanding {
  kind: string
  twoFactorEnabled: boolean
}

/** Whether the site's policy asks MFA of this visitor and they have none yet: they must set it up first. */
export const mfaSetUpPending = (policy: MfaPolicy, visitor: MfaStanding): boolean => !visitor.twoFactorEnabled && mfaRequiredFor(policy, visitor.kind)

/**
 * What a signed-in request reads the session for. 'personal': it reads or changes the visitor's
 * data (wishlist, moodboards, trade area, profile, downloads...). 'mfaSetUp': what a visitor held
 * at the forced set-up may still do: read the session, set MFA up (a sign-in again at the
 * provider included), sign out, see their ways in and delete the account.
 */
export type SessionPurpose = 'personal' | 'mfaSetUp'

/** Whether a request is held back until MFA is set up (answered 403 `mfa_setup_required`, or sent to the set-up). */
export const heldForMfaSetUp = (policy: MfaPolicy, visitor: MfaStanding, purpose: SessionPurpose): boolean => purpose === 'personal' && mfaSetUpPending(policy, visitor)

/** Whether a session started within FRESH_SIGN_IN_SECONDS of `now`: it confirms an account without a password. */
export const isRecentSignIn = (sessionCreatedAt: Date, now: Date): boolean => now.getTime() - sessionCreatedAt.getTime() <= FRESH_SIGN_IN_SECONDS * 1000

/**
 * How turning MFA on (or off) is confirmed: an account with a password types it; one without
 * (made by single sign-on) shows a recent sign-in (decision 026), else it is asked to sign in again.
 */
export function mfaEnableConfirmation(account: { hasPassword: boolean; sessionCreatedAt: Date }, now: Date): 'password' | 'recentSignIn' | 'signInAgain' {
  if (account.hasPassword) return 'password'
  return isRecentSignIn(account.sessionCreatedAt, now) ? 'recentSignIn' : 'signInAgain'
}

export type MfaCodeKind = 'totp' | 'backup'

/**
 * What a typed code is: six digits from the authenticator app, or one of the backup codes
 * (`xxxxx-xxxxx`, the dash optional); spaces a visitor types or pastes are ignored. Null for
 * anything else (answered as a wrong code, never sent to the check).
 */
export function readMfaCode(typed: string): { kind: MfaCodeKind; code: string } | null {
  const code = typed.replace(/\s+/g, '')
  if (TOTP_CODE_PATTERN.test(code)) return { kind: 'totp', code }
  if (BACKUP_CODE_PATTERN.test(code)) return { kind: 'backup', code: code.includes('-') ? code : `${code.slice(0, 5)}-${code.slice(5)}` }
  return null
}

/** The secret of an `otpauth://totp/...` address, for visitors who type it instead of scanning. */
export function totpSecretOf(uri: string): string | null {
  try {
    const url = new URL(uri)
    return url.protocol === 'otpauth:' ? url.searchParams.get('secret') : null
  } catch {
    return null
  }
}

/** The secret in groups of four, as authenticator apps show it. */
export const groupedSecret = (secret: string) => secret.match(/.{1,4}/g)?.join(' ') ?? secret

const mandatory = { error: 'auth.error.mfaMandatory' }
const required = { error: 'form.fieldRequired' }
/** A code field: missing or empty → 'Mandatory multi-factor authentication'. */
const codeField = z.string(mandatory).trim().min(1, mandatory).max(32, { error: 'auth.error.mfaInvalid' })
const passwordField = z.string(required).min(1, required).max(PASSWORD_MAX_LENGTH * 4)

/** The second step of a sign-in: the code, and where to go after. */
/** The code step of a sign-in; 'remember me' as it was ticked on the first step. */
export const mfaSignInSchema = z.preprocess(asFields, z.object({ code: codeField, next: z.unknown().optional(), rememberMe: z.unknown().optional().transform(checked) }))
/** Starting the set-up: the current password; an account without one sends none (a recent sign-in confirms it). */
export const mfaEnableSchema = z.preprocess(asFields, z.object({ password: passwordField.optional() }))
/** Confirming the set-up with the first code the app shows. */
export const mfaConfirmSchema = z.preprocess(asFields, z.object({ code: codeField }))
/** Turning MFA off: a code (app or backup) and the current password (none for an account without one). */
export const mfaDisableSchema = z.preprocess(asFields, z.object({ code: codeField, password: passwordField.optional() }))
