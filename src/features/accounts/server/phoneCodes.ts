import crypto from 'node:crypto'
import type { GenericEndpointContext } from 'better-auth'
import { authSecret } from '@/env'
import { PASSWORDLESS_ATTEMPTS, PASSWORDLESS_CODE_LENGTH, PASSWORDLESS_SECONDS } from '../logic/constants'

/** What the codes need of better-auth's verification store (its `internalAdapter`). */
export interface VerificationStore {
  createVerificationValue: (data: { identifier: string; value: string; expiresAt: Date }) => Promise<unknown>
  consumeVerificationValue: (identifier: string) => Promise<{ value: string; expiresAt: Date } | null>
  deleteVerificationByIdentifier: (identifier: string) => Promise<void>
}

/** better-auth's phone-number plugin drops the row under this name once a code is accepted. */
export const phoneCodeIdentifier = (phoneNumber: string) => `phone-number-otp-${phoneNumber}`

/**
 * A code's stored form: HMAC-SHA-256 keyed with the server's auth secret (`secret`), under a
 * label of its own. A plain hash of six digits is reversed by trying the million codes; without
 * the secret a stolen table gives nothing to try them against.
 */
const digest = (secret: string, code: string) => crypto.createHmac('sha256', secret).update(`phone-sign-in-code:${code}`).digest('hex')

/**
 * A new six-digit code for a phone number (E.164), valid PASSWORDLESS_SECONDS, replacing any
 * earlier one. Stored as its keyed hash with the count of wrong tries (`<hash>:<tries>`): the
 * plugin's own send would keep the code in clear, so the product issues codes itself.
 */
export async function issuePhoneCode(store: VerificationStore, phoneNumber: string, secret: string): Promise<string> {
  const code = crypto.randomInt(0, 10 ** PASSWORDLESS_CODE_LENGTH).toString().padStart(PASSWORDLESS_CODE_LENGTH, '0')
  const identifier = phoneCodeIdentifier(phoneNumber)
  await store.deleteVerificationByIdentifier(identifier)
  await store.createVerificationValue({ identifier, value: `${digest(secret, code)}:0`, expiresAt: new Date(Date.now() + PASSWORDLESS_SECONDS * 1000) })
  return code
}

/**
 * Checks a code (the phone-number plugin's `verifyOTP`): the row is taken atomically, so parallel
 * guesses cannot each see the same count; a wrong code puts it back with one more try, and the
 * PASSWORDLESS_ATTEMPTS-th wrong one voids it. Expired or unknown: false, like a wrong code.
 */
export async function checkPhoneCode(store: VerificationStore, phoneNumber: string, code: string, secret: string): Promise<boolean> {
  const identifier = phoneCodeIdentifier(phoneNumber)
  const taken = await store.consumeVerificationValue(identifier)
  if (!taken || taken.expiresAt.getTime() < Date.now()) return false
  const [hash = '', rawTries = '0'] = taken.value.split(':')
  const tries = Number.parseInt(rawTries, 10) || 0
  const given = digest(secret, code.replace(/\s+/g, ''))
  if (hash.length === given.length && crypto.timingSafeEqual(Buffer.from(hash), Buffer.from(given))) return true
  if (tries + 1 < PASSWORDLESS_ATTEMPTS) await store.createVerificationValue({ identifier, value: `${hash}:${tries + 1}`, expiresAt: taken.expiresAt })
  return false
}

/** The plugin's hook: the store of the request's better-auth context, the secret of the validated environment. */
export async function verifyPhoneCode({ phoneNumber, code }: { phoneNumber: string; code: string }, context?: GenericEndpointContext): Promise<boolean> {
  if (!context) return false
  return checkPhoneCode(context.context.internalAdapter, phoneNumber, code, authSecret())
}
