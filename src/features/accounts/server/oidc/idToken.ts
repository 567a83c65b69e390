import { errors, jwtVerify, type JWTPayload, type JWTVerifyGetKey } from 'jose'

/** An ID token or a discovery document the site refuses; `reason` is for the server's log only. */
export class OidcRejected extends Error {
  constructor(
    readonly code: 'invalid_token' | 'request_error',
    readonly reason: string,
  ) {
    super(`${code}: ${reason}`)
    this.name = 'OidcRejected'
  }
}

/** What the site expects of an ID token from its provider. */
export interface IdTokenExpectations {
  issuer: string
  clientId: string
  /** The nonce sent with this sign-in's authorization request (kept with its state). */
  nonce: string
  leewaySeconds: number
  /** The oldest `auth_time` accepted (`max_age` asked of the provider). */
  maxAgeSeconds: number
  /** The organization whose members may sign in (`org_id`), or null for any. */
  organization: string | null
  /** Now, in seconds (tests move it). */
  now?: number
}

/** The identity an accepted ID token gives: accounts are keyed on (issuer, subject). */
export interface VerifiedIdentity {
  issuer: string
  subject: string
  email: string | null
  emailVerified: boolean
  givenName: string | null
  familyName: string | null
  claims: JWTPayload
}

const text = (value: unknown): string | null => (typeof value === 'string' && value.trim() !== '' ? value.trim() : null)

/**
 * Checks an ID token with `jose`, closing what better-auth's generic OAuth leaves open: RS256
 * only (no `none`, no HS256 keyed with the public key), signature from the provider's key set,
 * `iss` exactly the configured issuer, `aud` containing the client id and `azp` equal to it when
 * there are several audiences (or whenever `azp` is present), `exp`/`nbf`/`iat` within the
 * leeway, the nonce of this sign-in, `auth_time` no older than the max age, and `org_id` when an
 * organization is configured. Any failure is `invalid_token` (the reason goes to the log only).
 */
export async function verifyIdToken(token: string, keys: JWTVerifyGetKey, expected: IdTokenExpectations): Promise<VerifiedIdentity> {
  let payload: JWTPayload
  try {
    ;({ payload } = await jwtVerify(token, keys, {
      algorithms: ['RS256'],
      issuer: expected.issuer,
      audience: expected.clientId,
      clockTolerance: expected.leewaySeconds,
      requiredClaims: ['iss', 'sub', 'aud', 'exp', 'iat'],
      currentDate: expected.now === undefined ? undefined : new Date(expected.now * 1000),
    }))
  } catch (error) {
    const reason = error instanceof errors.JOSEError ? `${error.code}: ${error.message}` : 'unreadable token'
    throw new OidcRejected('invalid_token', reason)
  }
  const now = expected.now ?? Math.floor(Date.now() / 1000)
  const audiences = Array.isArray(payload.aud) ? payload.aud : [payload.aud]
  if (audiences.length > 1 && payload.azp === undefined) throw new OidcRejected('invalid_token', 'several audiences without azp')
  if (payload.azp !== undefined && payload.azp !== expected.clientId) throw new OidcRejected('invalid_token', 'azp is another client')
  if (typeof payload.nonce !== 'string' || payload.nonce === '' || payload.nonce !== expected.nonce) throw new OidcRejected('invalid_token', 'nonce missing or not this sign-in’s')
  if (typeof payload.auth_time !== 'number') throw new OidcRejected('invalid_token', 'auth_time missing (max_age was asked)')
  if (now - payload.auth_time > expected.maxAgeSeconds + expected.leewaySeconds) throw new OidcRejected('invalid_token', 'auth_time older than the max age')
  if (payload.auth_time > now + expected.leewaySeconds) throw new OidcRejected('invalid_token', 'auth_time in the future')
  if (expected.organization !== null && payload.org_id !== expected.organization) throw new OidcRejected('invalid_token', 'org_id is not the allowed organization')
  const subject = text(payload.sub)
  if (!subject) throw new OidcRejected('invalid_token', 'sub missing')
  return {
    issuer: expected.issuer,
    subject,
    email: text(payload.email)?.toLowerCase() ?? null,
    emailVerified: payload.email_verified === true,
    givenName: text(payload.given_name),
    familyName: text(payload.family_name),
    claims: payload,
  }
}

/** The part of a provider's discovery document the sign-in uses. */
export interface ProviderMetadata {
  issuer: string
  authorizationEndpoint: string
  tokenEndpoint: string
  jwksUri: string
  /** RP-initiated logout (OpenID Connect RP-Initiated Logout 1.0): null when the provider offers none. */
  endSessionEndpoint: string | null
}

const endpointOf = (value: unknown, issuer: URL): string | null => {
  if (typeof value !== 'string') return null
  try {
    const url = new URL(value)
    return url.protocol === 'https:' || (url.protocol === 'http:' && url.hostname === issuer.hostname && issuer.protocol === 'http:') ? url.toString() : null
  } catch {
    return null
  }
}

/**
 * Reads `<issuer>/.well-known/openid-configuration` and checks it: its `issuer` must be the
 * configured one exactly (a document naming another issuer is a mix-up or a hijack), RS256
 * must be offered for ID tokens, and the endpoints must be https (http only for a loopback
 * issuer in development). A failure is `request_error`.
 */
export async function discoverProvider(issuer: string, fetchJson: (url: string) => Promise<unknown>): Promise<ProviderMetadata> {
  const base = new URL(issuer)
  const url = `${issuer.replace(/\/$/, '')}/.well-known/openid-configuration`
  let document: unknown
  try {
    document = await fetchJson(url)
  } catch {
    throw new OidcRejected('request_error', 'discovery unreachable')
  }
  if (typeof document !== 'object' || document === null) throw new OidcRejected('request_error', 'discovery is not a JSON object')
  const fields = document as Record<string, unknown>
  if (fields.issuer !== issuer) throw new OidcRejected('request_error', 'discovery names another issuer')
  const algorithms = fields.id_token_signing_alg_values_supported
  if (!Array.isArray(algorithms) || !algorithms.includes('RS256')) throw new OidcRejected('request_error', 'provider does not sign ID tokens with RS256')
  const authorizationEndpoint = endpointOf(fields.authorization_endpoint, base)
  const tokenEndpoint = endpointOf(fields.token_endpoint, base)
  const jwksUri = endpointOf(fields.jwks_uri, base)
  if (!authorizationEndpoint || !tokenEndpoint || !jwksUri) throw new OidcRejected('request_error', 'discovery endpoints missing or not https')
  return { issuer, authorizationEndpoint, tokenEndpoint, jwksUri, endSessionEndpoint: endpointOf(fields.end_session_endpoint, base) }
}
