import 'server-only'
import { createRemoteJWKSet, type JWTVerifyGetKey } from 'jose'
import { siteUrl } from '@/env'
import { OIDC_DISCOVERY_CACHE_SECONDS, OIDC_REQUEST_TIMEOUT_MS, oidcSettingsFrom, type OidcSettings } from '../../logic/oidcSettings'
import { discoverProvider, type ProviderMetadata } from './idToken'

/** The path of the callback the provider sends the visitor back to (registered at the provider as the redirect URI). */
export const SSO_CALLBACK_PATH = '/api/user/sso/callback'
export const ssoRedirectUri = () => `${siteUrl()}${SSO_CALLBACK_PATH}`
/** Where the provider's logout sends the visitor back (registered at the provider as the post-logout redirect URI). */
export const SSO_SIGNED_OUT_PATH = '/api/user/sso/signed-out'
export const ssoSignedOutUri = () => `${siteUrl()}${SSO_SIGNED_OUT_PATH}`

const settingNames = ['OIDC_ISSUER', 'OIDC_CLIENT_ID', 'OIDC_CLIENT_SECRET', 'OIDC_ALLOWED_ORGANIZATION', 'OIDC_LEEWAY_SECONDS', 'OIDC_MAX_AGE_SECONDS', 'OIDC_DISPLAY_NAME', 'OIDC_REQUIRE_VERIFIED_EMAIL'] as const
let read: { source: string; settings: OidcSettings | null } | undefined

/**
 * The single sign-on settings of the process's environment (logic/oidcSettings.ts), null when
 * the feature is off. The same for every visitor: the login page decides its button from them.
 * Read again when the variables change (tests set them per file).
 */
export function oidcSettings(): OidcSettings | null {
  const source = JSON.stringify(settingNames.map((name) => process.env[name] ?? ''))
  if (read?.source !== source) read = { source, settings: oidcSettingsFrom(process.env) }
  return read.settings
}

/** The provider as the sign-in uses it: its checked discovery document and its key set (jose refreshes keys on an unknown `kid`). */
export interface KnownProvider {
  metadata: ProviderMetadata
  keys: JWTVerifyGetKey
}

const known = new Map<string, { provider: KnownProvider; until: number }>()

async function fetchJson(url: string): Promise<unknown> {
  const response = await fetch(url, { signal: AbortSignal.timeout(OIDC_REQUEST_TIMEOUT_MS), redirect: 'error', headers: { accept: 'application/json' } })
  if (!response.ok) throw new Error(`discovery answered ${response.status}`)
  return response.json()
}

/**
 * The configured provider, from its discovery document (checked: the configured issuer exactly,
 * RS256, https endpoints), kept `OIDC_DISCOVERY_CACHE_SECONDS` per process; a failure is not
 * kept (the next sign-in asks again). Throws `OidcRejected('request_error')`.
 */
export async function knownProvider(settings: OidcSettings): Promise<KnownProvider> {
  const cached = known.get(settings.issuer)
  if (cached && cached.until > Date.now()) return cached.provider
  const metadata = await discoverProvider(settings.issuer, fetchJson)
  const provider = { metadata, keys: createRemoteJWKSet(new URL(metadata.jwksUri), { timeoutDuration: OIDC_REQUEST_TIMEOUT_MS }) }
  known.set(settings.issuer, { provider, until: Date.now() + OIDC_DISCOVERY_CACHE_SECONDS * 1000 })
  return provider
}
