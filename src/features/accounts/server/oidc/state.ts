import 'server-only'
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
}

const identifierOf = (state: string) => `oidc-state:${state}`
const STATE_PATTERN = /^[A-Za-z0-9]{32}$/

/**
 * Starts a sign-in at the provider: a random `state`, a `nonce` and a PKCE verifier, kept in the
 * visitor store's verification table (shared by every instance) for `OIDC_STATE_SECONDS`. Gives
 * the state and the values for the authorization request (the S256 challenge, the nonce).
 */
export async function rememberSignIn(next: string, locale: Locale): Promise<{ state: string; nonce: string; codeChallenge: string }> {
  const state = generateRandomString(32, 'a-z', 'A-Z', '0-9')
  const pending: PendingSignIn = { nonce: generateRandomString(32, 'a-z', 'A-Z', '0-9'), codeVerifier: generateRandomString(64, 'a-z', 'A-Z', '0-9'), next, locale }
  const context = await (await visitorAuth()).$context
  await context.internalAdapter.createVerificationValue({ identifier: identifierOf(state), value: JSON.stringify(pending), expiresAt: new Date(Date.now() + OIDC_STATE_SECONDS * 1000) })
  return { state, nonce: pending.nonce, codeChallenge: await generateCodeChallenge(pending.codeVerifier) }
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
    if (typeof value.nonce !== 'string' || typeof value.codeVerifier !== 'string' || typeof value.next !== 'string' || !isLocale(value.locale)) return null
    return { nonce: value.nonce, codeVerifier: value.codeVerifier, next: value.next, locale: value.locale }
  } catch {
    return null
  }
}
