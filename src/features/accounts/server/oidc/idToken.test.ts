import { createLocalJWKSet, exportJWK, exportSPKI, generateKeyPair, SignJWT, UnsecuredJWT, type JWTPayload, type JWTVerifyGetKey, type KeyLike } from 'jose'
import { beforeAll, describe, expect, it } from 'vitest'
import { discoverProvider, OidcRejected, verifyIdToken, type IdTokenExpectations } from './idToken'

const issuer = 'https://id.example.com'
const clientId = 'storefront'
const now = 1_800_000_000
const expected: IdTokenExpectations = { issuer, clientId, nonce: 'n-0S6_WzA2Mj', leewaySeconds: 60, maxAgeSeconds: 3600, organization: 'org_atelier', now }
let privateKey: KeyLike
let otherKey: KeyLike
let publicPem: string
let keys: JWTVerifyGetKey

beforeAll(async () => {
  const pair = await generateKeyPair('RS256')
  privateKey = pair.privateKey
  otherKey = (await generateKeyPair('RS256')).privateKey
  publicPem = await exportSPKI(pair.publicKey)
  keys = createLocalJWKSet({ keys: [{ ...(await exportJWK(pair.publicKey)), kid: 'k1', alg: 'RS256', use: 'sig' }] })
})

const claims = (extra: JWTPayload = {}): JWTPayload => ({
  iss: issuer,
  sub: 'user-42',
  aud: clientId,
  iat: now - 10,
  exp: now + 300,
  auth_time: now - 20,
  nonce: expected.nonce,
  org_id: 'org_atelier',
  email: 'Giulia@Example.it',
  email_verified: true,
  given_name: 'Giulia',
  family_name: 'Rossi',
  ...extra,
})
const signed = (payload: JWTPayload, key: KeyLike = privateKey) => new SignJWT(payload).setProtectedHeader({ alg: 'RS256', kid: 'k1' }).sign(key)
const refusal = async (token: string, options: Partial<IdTokenExpectations> = {}) => {
  const error = await verifyIdToken(token, keys, { ...expected, ...options }).catch((caught: unknown) => caught)
  expect(error).toBeInstanceOf(OidcRejected)
  return error instanceof OidcRejected ? error : null
}

describe('the ID token check (issue 17, checklist 19–23)', () => {
  it('accepts a right token and gives the identity keyed on issuer and subject', async () => {
    const identity = await verifyIdToken(await signed(claims()), keys, expected)
    expect(identity).toMatchObject({ issuer, subject: 'user-42', email: 'giulia@example.it', emailVerified: true, givenName: 'Giulia', familyName: 'Rossi' })
  })

  it('refuses alg none', async () => {
    expect((await refusal(new UnsecuredJWT(claims()).encode()))?.code).toBe('invalid_token')
  })

  it('refuses HS256 keyed with the public key (algorithm confusion)', async () => {
    const token = await new SignJWT(claims()).setProtectedHeader({ alg: 'HS256', kid: 'k1' }).sign(new TextEncoder().encode(publicPem))
    expect((await refusal(token))?.reason).toMatch(/ERR_JOSE_ALG_NOT_ALLOWED|ERR_JWKS_NO_MATCHING_KEY/)
  })

  it('refuses a tampered signature, a tampered payload and another key', async () => {
    const token = await signed(claims())
    const [header = '', payload = '', signature = ''] = token.split('.')
    const flipped = `${signature.slice(0, -2)}${signature.endsWith('AA') ? 'BB' : 'AA'}`
    expect((await refusal(`${header}.${payload}.${flipped}`))?.reason).toContain('ERR_JWS_SIGNATURE_VERIFICATION_FAILED')
    const forgedPayload = Buffer.from(JSON.stringify(claims({ sub: 'admin' }))).toString('base64url')
    expect((await refusal(`${header}.${forgedPayload}.${signature}`))?.reason).toContain('ERR_JWS_SIGNATURE_VERIFICATION_FAILED')
    expect(await refusal(await signed(claims(), otherKey))).not.toBeNull()
  })

  it('refuses another issuer and another audience', async () => {
    expect((await refusal(await signed(claims({ iss: 'https://evil.example.com' }))))?.reason).toContain('"iss"')
    expect((await refusal(await signed(claims({ iss: `${issuer}/` }))))?.reason).toContain('"iss"')
    expect((await refusal(await signed(claims({ aud: 'another-client' }))))?.reason).toContain('"aud"')
  })

  it('refuses several audiences without azp, or an azp of another client; accepts them with azp = client id', async () => {
    expect((await refusal(await signed(claims({ aud: [clientId, 'another-client'] }))))?.reason).toBe('several audiences without azp')
    expect((await refusal(await signed(claims({ aud: [clientId, 'another-client'], azp: 'another-client' }))))?.reason).toBe('azp is another client')
    expect((await refusal(await signed(claims({ azp: 'another-client' }))))?.reason).toBe('azp is another client')
    await expect(verifyIdToken(await signed(claims({ aud: [clientId, 'another-client'], azp: clientId })), keys, expected)).resolves.toMatchObject({ subject: 'user-42' })
  })

  it('holds exp and nbf to the leeway (60 s by default, the setting otherwise)', async () => {
    await expect(verifyIdToken(await signed(claims({ exp: now - 59 })), keys, expected)).resolves.toBeTruthy()
    expect((await refusal(await signed(claims({ exp: now - 61 }))))?.reason).toContain('ERR_JWT_EXPIRED')
    await expect(verifyIdToken(await signed(claims({ nbf: now + 59 })), keys, expected)).resolves.toBeTruthy()
    expect((await refusal(await signed(claims({ nbf: now + 61 }))))?.reason).toContain('"nbf"')
    expect((await refusal(await signed(claims({ exp: now - 10 })), { leewaySeconds: 0 }))?.reason).toContain('ERR_JWT_EXPIRED')
    expect(await refusal(await signed(claims({ exp: undefined })))).not.toBeNull()
  })

  it('refuses a missing or another sign-in’s nonce', async () => {
    expect((await refusal(await signed(claims({ nonce: undefined }))))?.reason).toContain('nonce')
    expect((await refusal(await signed(claims({ nonce: 'another' }))))?.reason).toContain('nonce')
    expect((await refusal(await signed(claims()), { nonce: '' }))?.reason).toContain('nonce')
  })

  it('refuses an authentication older than the max age, or without auth_time', async () => {
    expect((await refusal(await signed(claims({ auth_time: now - 3600 - 61 }))))?.reason).toBe('auth_time older than the max age')
    await expect(verifyIdToken(await signed(claims({ auth_time: now - 3600 - 59 })), keys, expected)).resolves.toBeTruthy()
    expect((await refusal(await signed(claims({ auth_time: undefined }))))?.reason).toContain('auth_time missing')
  })

  it('refuses another organization, or none, when one is configured; any when none is', async () => {
    expect((await refusal(await signed(claims({ org_id: 'org_other' }))))?.reason).toContain('org_id')
    expect((await refusal(await signed(claims({ org_id: undefined }))))?.reason).toContain('org_id')
    await expect(verifyIdToken(await signed(claims({ org_id: undefined })), keys, { ...expected, organization: null })).resolves.toBeTruthy()
  })
})

describe('the discovery document', () => {
  const document = {
    issuer,
    authorization_endpoint: `${issuer}/auth`,
    token_endpoint: `${issuer}/token`,
    jwks_uri: `${issuer}/jwks`,
    id_token_signing_alg_values_supported: ['RS256', 'ES256'],
  }
  it('is read from the issuer and checked', async () => {
    let asked = ''
    const metadata = await discoverProvider(issuer, async (url) => {
      asked = url
      return document
    })
    expect(asked).toBe(`${issuer}/.well-known/openid-configuration`)
    expect(metadata).toEqual({ issuer, authorizationEndpoint: `${issuer}/auth`, tokenEndpoint: `${issuer}/token`, jwksUri: `${issuer}/jwks`, endSessionEndpoint: null })
  })
  it('keeps the logout endpoint when it is https, not otherwise', async () => {
    expect((await discoverProvider(issuer, async () => ({ ...document, end_session_endpoint: `${issuer}/session/end` }))).endSessionEndpoint).toBe(`${issuer}/session/end`)
    expect((await discoverProvider(issuer, async () => ({ ...document, end_session_endpoint: 'http://id.example.com/session/end' }))).endSessionEndpoint).toBeNull()
  })
  it('is refused when it names another issuer, offers no RS256, has http endpoints or cannot be read', async () => {
    const refused = async (fetched: () => Promise<unknown>) => {
      const error = await discoverProvider(issuer, fetched).catch((caught: unknown) => caught)
      expect(error).toBeInstanceOf(OidcRejected)
      return error instanceof OidcRejected ? `${error.code} ${error.reason}` : ''
    }
    expect(await refused(async () => ({ ...document, issuer: 'https://evil.example.com' }))).toBe('request_error discovery names another issuer')
    expect(await refused(async () => ({ ...document, id_token_signing_alg_values_supported: ['HS256', 'none'] }))).toContain('RS256')
    expect(await refused(async () => ({ ...document, token_endpoint: 'http://id.example.com/token' }))).toContain('https')
    expect(await refused(() => Promise.reject(new Error('ECONNREFUSED')))).toBe('request_error discovery unreachable')
  })
})
