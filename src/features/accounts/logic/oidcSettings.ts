import { z } from '@/domain/zod'

/** The ID token's leeway for exp, nbf, iat and auth_time (spec section 9: 60 s by default, at most 300 s). */
export const OIDC_LEEWAY_DEFAULT_SECONDS = 60
export const OIDC_LEEWAY_MAX_SECONDS = 300
/** How long a sign-in may be in flight at the provider: state, nonce and PKCE verifier are kept 30 minutes. */
export const OIDC_STATE_SECONDS = 30 * 60
/** The oldest authentication an ID token may report (`auth_time`, `max_age` asked of the provider). */
export const OIDC_MAX_AGE_DEFAULT_SECONDS = 60 * 60

const blankToUndefined = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? undefined : value)
const optionalText = z.preprocess(blankToUndefined, z.string().trim().min(1).max(500).optional())

/**
 * Single sign-on by OpenID Connect, from the environment: the feature is off unless issuer,
 * client id and client secret are all set; set partly, the start fails (a half configuration is
 * a mistake to show, not to ignore). The issuer must be https (loopback http for development).
 */
export const oidcEnvironmentSchema = z
  .object({
    OIDC_ISSUER: z.preprocess(blankToUndefined, z.url().max(500).optional()),
    OIDC_CLIENT_ID: optionalText,
    OIDC_CLIENT_SECRET: optionalText,
    OIDC_ALLOWED_ORGANIZATION: optionalText,
    OIDC_LEEWAY_SECONDS: z.preprocess(blankToUndefined, z.coerce.number().int().min(0).max(OIDC_LEEWAY_MAX_SECONDS).default(OIDC_LEEWAY_DEFAULT_SECONDS)),
    OIDC_MAX_AGE_SECONDS: z.preprocess(blankToUndefined, z.coerce.number().int().min(60).max(30 * 24 * 60 * 60).default(OIDC_MAX_AGE_DEFAULT_SECONDS)),
    OIDC_DISPLAY_NAME: z.preprocess(blankToUndefined, z.string().trim().min(1).max(60).default('Single sign-on')),
    // On by default: an ID token whose `email_verified` is not true signs nobody in (docs/decisions/012, addendum).
    OIDC_REQUIRE_VERIFIED_EMAIL: z.preprocess(blankToUndefined, z.enum(['true', 'false']).default('true')),
  })
  .superRefine((value, context) => {
    const set = [value.OIDC_ISSUER, value.OIDC_CLIENT_ID, value.OIDC_CLIENT_SECRET].filter((part) => part !== undefined).length
    if (set !== 0 && set !== 3) context.addIssue({ code: 'custom', message: 'OIDC_ISSUER, OIDC_CLIENT_ID and OIDC_CLIENT_SECRET go together', path: ['OIDC_ISSUER'] })
    if (value.OIDC_ISSUER) {
      const issuer = new URL(value.OIDC_ISSUER)
      const loopback = issuer.hostname === '127.0.0.1' || issuer.hostname === 'localhost' || issuer.hostname === '[::1]'
      if (issuer.protocol !== 'https:' && !(issuer.protocol === 'http:' && loopback)) context.addIssue({ code: 'custom', message: 'OIDC_ISSUER must be https', path: ['OIDC_ISSUER'] })
    }
  })

/** The provider the site trusts, when single sign-on is configured. */
export interface OidcSettings {
  issuer: string
  clientId: string
  clientSecret: string
  organization: string | null
  leewaySeconds: number
  maxAgeSeconds: number
  displayName: string
  /**
   * Refuse every sign-in whose ID token does not say `email_verified: true` (`email_unverified`),
   * before any account is looked up or made: an address the provider never checked could be
   * anyone's. On unless `OIDC_REQUIRE_VERIFIED_EMAIL=false` (a provider whose e-mails the site trusts).
   */
  requireVerifiedEmail: boolean
}

/** Reads the settings from an environment; null when single sign-on is off. Throws on a wrong value. */
export function oidcSettingsFrom(environment: Record<string, string | undefined>): OidcSettings | null {
  const parsed = oidcEnvironmentSchema.parse(environment)
  if (!parsed.OIDC_ISSUER || !parsed.OIDC_CLIENT_ID || !parsed.OIDC_CLIENT_SECRET) return null
  return {
    issuer: parsed.OIDC_ISSUER,
    clientId: parsed.OIDC_CLIENT_ID,
    clientSecret: parsed.OIDC_CLIENT_SECRET,
    organization: parsed.OIDC_ALLOWED_ORGANIZATION ?? null,
    leewaySeconds: parsed.OIDC_LEEWAY_SECONDS,
    maxAgeSeconds: parsed.OIDC_MAX_AGE_SECONDS,
    displayName: parsed.OIDC_DISPLAY_NAME,
    requireVerifiedEmail: parsed.OIDC_REQUIRE_VERIFIED_EMAIL === 'true',
  }
}

/** The spec's single sign-on error catalogue (section 9) and the label each shows. */
export const oidcErrors = {
  invalid_token: 'auth.error.invalidSession',
  login_required: 'auth.error.loginRequired',
  consent_required: 'auth.error.consentRequired',
  request_error: 'auth.error.requestFailed',
  generic_error: 'auth.error.generic',
} as const
export type OidcError = keyof typeof oidcErrors

/**
 * What a failed sign-in at the provider shows: the provider's own `error` (RFC 6749 / OIDC
 * codes) or the site's, mapped to the catalogue; anything else is 'Something went wrong'. The
 * provider's text (`error_description`) is never shown.
 */
export function oidcErrorOf(code: unknown): OidcError {
  switch (code) {
    case 'invalid_token':
    case 'id_token_invalid':
      return 'invalid_token'
    case 'login_required':
    case 'interaction_required':
    case 'account_selection_required':
      return 'login_required'
    case 'consent_required':
    case 'access_denied':
      return 'consent_required'
    case 'request_error':
    case 'invalid_request':
    case 'invalid_state':
    case 'state_mismatch':
    case 'state_not_found':
    case 'please_restart_the_process':
    case 'invalid_code':
    case 'no_code':
    case 'temporarily_unavailable':
      return 'request_error'
    default:
      return 'generic_error'
  }
}

/** How long the site waits for the provider (discovery, key set, token exchange): spec section 9's 5000 ms single-sign-on check. */
export const OIDC_REQUEST_TIMEOUT_MS = 5000
/** How long a provider's discovery document is kept before it is read again (its keys refresh on their own). */
export const OIDC_DISCOVERY_CACHE_SECONDS = 60 * 60
/** The scope asked of the provider (spec section 9's default). */
export const OIDC_SCOPES = ['openid', 'profile', 'email'] as const

/**
 * What the single sign-on failure page can say: the spec's catalogue, and the site's own refusals
 * (an IdP e-mail that a local account already has — never merged silently —, a provider that
 * gives no e-mail or one it has not verified, too many attempts). Each is a label; anything else is 'Something went wrong'.
 */
export const ssoFailureLabels = {
  ...oidcErrors,
  account_exists: 'account.sso.accountExists',
  email_missing: 'account.sso.emailMissing',
  email_unverified: 'account.sso.emailUnverified',
  identity_in_use: 'account.sso.identityInUse',
  rate_limited: 'http.tooManyRequests',
} as const
export type SsoFailure = keyof typeof ssoFailureLabels

/** The failure a `?code=` names; an unknown or missing one is 'Something went wrong'. */
export function ssoFailureOf(code: unknown): SsoFailure {
  return isSsoFailure(code) ? code : 'generic_error'
}
const isSsoFailure = (code: unknown): code is SsoFailure => typeof code === 'string' && Object.hasOwn(ssoFailureLabels, code)

/** The failure page of a sign-in at the provider, in the visitor's language. */
export const ssoErrorPath = (locale: string, failure: SsoFailure) => `/${locale}/user/sso-error?code=${failure}`
