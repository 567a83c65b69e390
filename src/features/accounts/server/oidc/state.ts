import 'server-only'
import { createHash } from 'node:crypto'
import { generateRandomString } from 'better-auth/crypto'
import { generateCodeChallenge } from 'better-auth/oauth2'
import { isLocale, type Locale } from '@/i18n/locales'
import { OIDC_STATE_SECONDS } from '../../logic/oidcSettings'
import { visitorAuth } from '../auth'

/** What a sign-in at the provider carries from its start to its callback (never leaves the server). */
export interface PendingSignIn {
  nonce: string
  codeVerifier: string
  next: string
  locale: Locale
  /** SHA-256 of the browser's binding cookie: the callback must come back to the browser that started. */
  bindingHash: string
  /** Set when a signed-in visitor links the provider from edit-profile: the account to link (the callback's session must still be theirs). */
  linkUserId?: string
  /**
   * Set when a signed-in visitor without a password confirms who they are by signing in again at
   * the provider (before deleting the account): only this account's own identity may come back.
   */
  confirmUserId?: string
}

/** Why a sign-in at the provider was started, beyond signing in: linking it to the account, or confirming the account's person. */
export type SignInPurpose = { linkUserId: string } | { confirmUserId: string }

const identifierOf = (state: string) => `oidc-state:${state}`
const STATE_PATTERN = /^[A-Za-z0-9]{32}$/
const hashOf = (binding: string) => createHash('sha256').update(binding).digest('base64url')

/**
 * Whether the callback came back to the browser that started the sign-in: the cookie set at the
 * start holds a random value whose hash is kept with the state. Without it, a callback address
 * with someone else's code and state (sent by mail, say) would sign the victim in as them.
 */
export function sameBrowser(pending: PendingSignIn, binding: string | null): boolean {
  return binding !== null && binding !== '' && hashOf(binding) === pending.bindingHash
}

/**
 * Starts a sign-in at the provider: a random `state`, a `nonce` and a PKCE verifier, kept in the
 * visitor store's verification table (shared by every instance) for `OIDC_STATE_SECONDS`. Gives
 * the state, the values for the authorization request (the nonce, the PKCE verifier and its S256
 * challenge) and the browser's binding (for its cookie; only its hash is kept).
 */
export async function rememberSignIn(next: string, locale: Locale, purpose?: SignInPurpose): Promise<{ state: string; nonce: string; codeVerifier: string; codeChallenge: string; binding: string }> {
  const state = generateRandomString(32, 'a-z', 'A-Z', '0-9')
  const binding = generateRandomString(32, 'a-z', 'A-Z', '0-9')
  const pending: PendingSignIn = {
    nonce: generateRandomString(32, 'a-z', 'A-Z', '0-9'),
    codeVerifier: generateRandomString(64, 'a-z', 'A-Z', '0-9'),
    next,
    locale,
    bindingHash: hashOf(binding),
    ...purpose,
  }
  const context = await (await visitorAuth()).$context
  await context.internalAdapter.createVerificationValue({ identifier: identifierOf(state), value: JSON.stringify(pending), expiresAt: new Date(Date.now() + OIDC_STATE_SECONDS * 1000) })
  return { state, nonce: pending.nonce, codeVerifier: pending.codeVerifier, codeChallenge: await generateCodeChallenge(pending.codeVerifier), binding }
}

/**
 * The callback's half: the pending sign-in of this `state`, deleted as it is read (better-auth's
 * `consumeVerificationValue`: one reader wins, an expired row counts as none). Null for a
 * missing, altered, expired or replayed state.
 */
export async function takeSignIn(state: unknown): Promise<PendingSignIn | null> {
  if (typeof state !== 'string' || !STATE_PATTERN.test(state)) return null
  const context = await (await visitorAuth()).$context
  const row = await context.internalAdapter.consumeVerificationValue(identifierOf(state))
  if (!row) return null
  try {
    const value = JSON.parse(row.value) as Partial<PendingSignIn>
    if (typeof value.nonce !== 'string' || typeof value.codeVerifier !== 'string' || typeof value.next !== 'string' || !isLocale(value.locale) || typeof value.bindingHash !== 'string') return null
    const linkUserId = typeof value.linkUserId === 'string' ? { linkUserId: value.linkUserId } : {}
    const confirmUserId = typeof value.confirmUserId === 'string' ? { confirmUserId: value.confirmUserId } : {}
    return { nonce: value.nonce, codeVerifier: value.codeVerifier, next: value.next, locale: value.locale, bindingHash: value.bindingHash, ...linkUserId, ...confirmUserId }
  } catch {
    return null
  }
}
