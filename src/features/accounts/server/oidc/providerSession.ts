import 'server-only'
import { createHash } from 'node:crypto'
import { MFA_CHALLENGE_SECONDS, REMEMBERED_SESSION_SECONDS } from '../../logic/constants'
import type { Locale } from '@/i18n/locales'
import { visitorAuth } from '../auth'
import { knownProvider, oidcSettings, ssoSignedOutUri } from './provider'

/**
 * Which sessions came from a sign-in at the provider, for the provider's logout at sign-out
 * (RP-initiated logout, docs/decisions/012 addendum). A verification row per session, keyed by
 * the SHA-256 of its token (never the token), holding nothing else: no provider token is kept.
 * A second-factor challenge that followed a sign-in at the provider is marked the same way, so
 * the session its right code makes is marked too. Read once (sign-out); expires with the longest session.
 */
const hashOf = (value: string) => createHash('sha256').update(value).digest('base64url')
const sessionIdentifier = (token: string) => `oidc-session:${hashOf(token)}`
const challengeIdentifier = (challenge: string) => `oidc-challenge:${hashOf(challenge)}`

async function mark(identifier: string, seconds: number): Promise<void> {
  const context = await (await visitorAuth()).$context
  await context.internalAdapter.createVerificationValue({ identifier, value: '1', expiresAt: new Date(Date.now() + seconds * 1000) })
}
async function take(identifier: string): Promise<boolean> {
  const context = await (await visitorAuth()).$context
  return (await context.internalAdapter.consumeVerificationValue(identifier)) !== null
}

export const markProviderSession = (token: string) => mark(sessionIdentifier(token), REMEMBERED_SESSION_SECONDS)
/** Whether the session of this token came from the provider (the mark goes as it is read). */
export const takeProviderSession = (token: string) => take(sessionIdentifier(token))
export const markProviderChallenge = (challenge: string) => mark(challengeIdentifier(challenge), MFA_CHALLENGE_SECONDS)
export const takeProviderChallenge = (challenge: string) => take(challengeIdentifier(challenge))

/** The token of a signed better-auth cookie value (`<token>.<signature>`), or null. */
export function signedCookieToken(value: string | null): string | null {
  if (!value) return null
  const dot = value.lastIndexOf('.')
  return dot > 0 ? value.slice(0, dot) : null
}

/**
 * The provider's logout for a session that came from it (RP-initiated logout): its
 * end_session_endpoint with our client id, the registered way back
 * (`<site>/api/user/sso/signed-out`) and the language as `state`; null when the session did not
 * come from the provider, single sign-on is off, or the provider offers no logout. No
 * `id_token_hint`: the site keeps no provider token; providers take `client_id` instead and may
 * ask the person to confirm.
 */
export async function providerLogoutUrl(sessionToken: string | null, locale: Locale): Promise<string | null> {
  if (!sessionToken || !(await takeProviderSession(sessionToken))) return null
  const settings = oidcSettings()
  if (!settings) return null
  try {
    const { endSessionEndpoint } = (await knownProvider(settings)).metadata
    if (!endSessionEndpoint) return null
    const url = new URL(endSessionEndpoint)
    url.searchParams.set('client_id', settings.clientId)
    url.searchParams.set('post_logout_redirect_uri', ssoSignedOutUri())
    url.searchParams.set('state', locale)
    url.searchParams.set('ui_locales', locale)
    return url.toString()
  } catch (error) {
    console.warn('[accounts] provider logout skipped:', error instanceof Error ? error.message : error)
    return null
  }
}
