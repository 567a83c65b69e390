import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { exportJWK, generateKeyPair } from 'jose'
import Provider, { type KoaContextWithOIDC } from 'oidc-provider'

/** The ports a test's OpenID provider may take (the first free one is picked). */
export const PROVIDER_PORTS: readonly number[] = Array.from({ length: 10 }, (_, index) => 3340 + index)

/** A person at the provider: what its ID token says about them. */
export interface ProviderAccount {
  sub: string
  email?: string
  email_verified?: boolean
  given_name?: string
  family_name?: string
}

export interface TestProvider {
  issuer: string
  clientId: string
  clientSecret: string
  /** Who signs in at the next login prompt, or the error the prompt ends with (`login_required`...). */
  nextLogin: { account: ProviderAccount } | { error: string }
  close: () => Promise<void>
}

async function listenOnFreePort(server: http.Server, ports: readonly number[]): Promise<number> {
  for (const port of ports) {
    const listening = await new Promise<boolean>((resolve) => {
      const failed = () => resolve(false)
      server.once('error', failed)
      server.listen(port, '127.0.0.1', () => {
        server.off('error', failed)
        resolve(true)
      })
    })
    if (listening) return (server.address() as AddressInfo).port
  }
  throw new Error(`no free port for the OpenID provider in ${ports.join(', ')}`)
}

/**
 * A real OpenID provider (`oidc-provider`) on loopback, with one confidential client whose
 * redirect URI is the site's callback. Its login prompt is answered by `nextLogin` (no page:
 * the test drives the provider with plain HTTP requests), consent is given for the first-party
 * client. ID tokens carry the profile and e-mail claims, signed RS256.
 */
export async function startTestProvider(
  redirectUri: string,
  { ports = PROVIDER_PORTS, clientId = 'storefront', clientSecret = 'a-long-client-secret-for-the-tests' }: { ports?: readonly number[]; clientId?: string; clientSecret?: string } = {},
): Promise<TestProvider> {
  const server = http.createServer()
  const port = await listenOnFreePort(server, ports)
  const issuer = `http://127.0.0.1:${port}`
  const accounts = new Map<string, ProviderAccount>()
  const { privateKey } = await generateKeyPair('RS256', { extractable: true })
  const signingKey = { ...(await exportJWK(privateKey)), alg: 'RS256', use: 'sig', kid: 'test-key' }
  const provider = new Provider(issuer, {
    clients: [{ client_id: clientId, client_secret: clientSecret, redirect_uris: [redirectUri], post_logout_redirect_uris: [redirectUri.replace(/\/callback$/, '/signed-out')], grant_types: ['authorization_code'], response_types: ['code'], token_endpoint_auth_method: 'client_secret_basic' }],
    jwks: { keys: [signingKey] },
    pkce: { methods: ['S256'], required: () => true },
    cookies: { keys: ['a-cookie-key-for-the-tests'] },
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['given_name', 'family_name'] },
    // The claims go into the ID token (the site reads no userinfo).
    conformIdTokenClaims: false,
    features: { devInteractions: { enabled: false } },
    interactions: { url: (_ctx: KoaContextWithOIDC, interaction) => `/interaction/${interaction.uid}` },
    findAccount: (_ctx: KoaContextWithOIDC, sub: string) => {
      const account = accounts.get(sub)
      return account ? { accountId: sub, claims: () => ({ ...account }) } : undefined
    },
    // The site is a first-party client: its scopes are granted without a consent prompt.
    loadExistingGrant: async (ctx: KoaContextWithOIDC) => {
      const { client, session } = ctx.oidc
      if (!client || !session?.accountId) return undefined
      const grantId = session.grantIdFor(client.clientId)
      const existing = grantId ? await ctx.oidc.provider.Grant.find(grantId) : undefined
      if (existing) return existing
      const grant = new ctx.oidc.provider.Grant({ clientId: client.clientId, accountId: session.accountId })
      grant.addOIDCScope('openid profile email')
      await grant.save()
      return grant
    },
  })
  const state: TestProvider = { issuer, clientId, clientSecret, nextLogin: { error: 'login_required' }, close: async () => undefined }
  const handle = provider.callback()
  server.on('request', (request: http.IncomingMessage, response: http.ServerResponse) => {
    if (!request.url?.startsWith('/interaction/')) {
      void handle(request, response)
      return
    }
    void (async () => {
      await provider.interactionDetails(request, response)
      const login = state.nextLogin
      if ('error' in login) {
        await provider.interactionFinished(request, response, { error: login.error, error_description: 'the raw text of the provider, never shown' })
        return
      }
      accounts.set(login.account.sub, login.account)
      await provider.interactionFinished(request, response, { login: { accountId: login.account.sub } }, { mergeWithLastSubmission: false })
    })().catch((error: unknown) => {
      response.statusCode = 500
      response.end(error instanceof Error ? error.message : 'interaction failed')
    })
  })
  state.close = () => new Promise<void>((resolve) => server.close(() => resolve()))
  return state
}

/** A browser's cookies at the provider, kept between the redirects of one sign-in. */
export class CookieJar {
  private readonly cookies = new Map<string, string>()
  take(response: Response): void {
    for (const line of response.headers.getSetCookie()) {
      const [pair = ''] = line.split(';')
      const at = pair.indexOf('=')
      if (at > 0) this.cookies.set(pair.slice(0, at).trim(), pair.slice(at + 1))
    }
  }
  header(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ')
  }
}

/**
 * Follows the provider's redirects from the authorization request (login prompt included) with
 * plain HTTP requests, as a browser would, until it sends the visitor back to the site: the
 * callback URL with `code` (or `error`) and `state`.
 */
export async function followProvider(authorizationUrl: string, provider: TestProvider): Promise<URL> {
  const jar = new CookieJar()
  let location = authorizationUrl
  for (let hop = 0; hop < 10; hop++) {
    if (!location.startsWith(provider.issuer)) return new URL(location)
    const response = await fetch(location, { redirect: 'manual', headers: { cookie: jar.header() } })
    jar.take(response)
    const next = response.headers.get('location')
    if (!next) throw new Error(`the provider answered ${response.status} without a redirect: ${await response.text()}`)
    location = new URL(next, location).toString()
  }
  throw new Error('the provider redirected too many times')
}
