import crypto from 'node:crypto'
import { syncBuiltinESMExports } from 'node:module'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { rateLimitKey } from '@/domain/http/clientAddress'
import { readBundledMessages } from '@/i18n/bundled'
import { processRateLimiter } from '@/lib/rateLimit/processLimiter'
import { bootPayload, type Booted } from './boot'
import { proven } from './proofOfWork'
import { get, post, registeredVisitor, visitorPassword } from './visitors'

// The route modules are server-only; here they run in the test's own process.
vi.mock('server-only', () => ({}))
// The CMS labels are read through Next.js's data cache, which only a Next.js server has.
vi.mock('@/data/messages', async () => {
  const { readBundledMessages: bundled } = await import('@/i18n/bundled')
  return { getMessages: async (locale: Parameters<typeof bundled>[0]) => bundled(locale) }
})

/*
 * The sign-in limits over time (issue 17): an address's day of failures, the account lockout's
 * fifteen minutes, the rolling one-day session, and the same password work for an unknown address
 * as for a wrong password. Time is the fake clock's (`Date` only: the database drivers keep their
 * real timers); the shared rate limiter and better-auth both read it.
 */

type Handler = (request: Request) => Promise<Response>
let booted: Booted
/** Sign-in as the login form sends it, with a solved proof-of-work answer (asked after 3 failures). */
let signIn: Handler
let sessionOf: Handler
let profile: Handler
const kind = process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'SQLite'
const second = 1000
const minute = 60 * second
const hour = 60 * minute
const day = 24 * hour

const login = (lang: string, email: string, password: string, peer?: string) => signIn(post(`/api/user/login?lang=${lang}`, { email, password }, peer === undefined ? {} : { peer }))
const wrongPassword = 'not the passphrase at all'

/** The visitor session's Set-Cookie line of an answer ('' when it sets none). */
const sessionLine = (response: Response) => response.headers.getSetCookie().find((line) => line.startsWith('visitor.session_token=')) ?? ''
const maxAgeOf = (line: string) => Number(/Max-Age=(\d+)/i.exec(line)?.[1])
/** The session row a cookie line names, as better-auth keeps it. */
async function sessionRow(line: string) {
  const value = decodeURIComponent(line.split(';')[0]?.split('=')[1] ?? '')
  const context = await authContext()
  return (await context.internalAdapter.findSession(value.slice(0, value.lastIndexOf('.'))))?.session ?? null
}
async function authContext() {
  const { visitorAuth } = await import('@/features/accounts/server/auth')
  return (await visitorAuth()).$context
}

beforeAll(async () => {
  booted = await bootPayload()
  Object.assign(globalThis, { [Symbol.for('atelier-vesta.peerStamp')]: true })
  signIn = proven((await import('@/app/api/user/login/route')).POST)
  sessionOf = (await import('@/app/api/%5Fauth/session/route')).GET
  profile = (await import('@/app/api/user/profile/route')).GET
})
afterEach(() => {
  vi.useRealTimers()
  vi.restoreAllMocks()
})
afterAll(async () => {
  const { closeVisitorAuth } = await import('@/features/accounts/server/auth')
  await closeVisitorAuth()
  await booted.close()
})

describe(`an address's failed sign-ins in a day (${kind})`, () => {
  it('an address with 98 failures spent in the shared limiter: two real failed sign-ins (a success between) spend the day, the next is refused 429 before any password is checked, until the day is over', async () => {
    const owner = 'steady@example.it'
    await registeredVisitor(owner, booted.mediaDir)
    const [address, elsewhere] = ['192.0.2.10', '192.0.2.11']
    const start = Date.now()
    vi.useFakeTimers({ now: start, toFake: ['Date'] })
    // Most of the day's budget is spent in the store the route counts in, under the route's own
    // key for the address (98 failed sign-ins cost as many scrypt hashes and proofs of work; the
    // count is the limiter's all the same). The route has to count the last two itself.
    const limiter = await processRateLimiter()
    for (let failure = 0; failure < 98; failure++) expect((await limiter.consume('addressSignInFailures', rateLimitKey(address))).allowed).toBe(true)

    // Each real failure (a new e-mail every time: no account reaches its lockout) comes ten minutes
    // and a second after the last: the short budget starts again, only the day's count is left.
    vi.setSystemTime(Date.now() + 10 * minute + second)
    expect((await login('de', 'guess-99@example.it', wrongPassword, address)).status).toBe(401)
    // Between them, the owner of an account signs in from the same address: the address's count goes on.
    expect((await login('it', owner, visitorPassword, address)).status).toBe(200)
    vi.setSystemTime(Date.now() + 10 * minute + second)
    expect((await login('de', 'guess-100@example.it', wrongPassword, address)).status).toBe(401)

    vi.setSystemTime(Date.now() + 10 * minute + second)
    const context = await authContext()
    const hashes = vi.spyOn(context.password, 'hash')
    const verifications = vi.spyOn(context.password, 'verify')
    const refused = await login('de', 'guess-101@example.it', wrongPassword, address)
    expect(refused.status).toBe(429)
    expect(await refused.json()).toEqual({ error: 'rate_limited', message: readBundledMessages('de')['http.tooManyRequests'] })
    // The wait runs to the end of the day that began with the first failure (the ten-minute window has just begun again).
    expect(refused.headers.get('retry-after')).toBe(String((start + day - Date.now()) / second))
    // The right password from that address is refused the same way, and no password was checked.
    const owners = await login('it', owner, visitorPassword, address)
    expect(owners.status).toBe(429)
    expect(((await owners.json()) as { error?: string }).error).toBe('rate_limited')
    expect(sessionLine(owners)).toBe('')
    expect(hashes).not.toHaveBeenCalled()
    expect(verifications).not.toHaveBeenCalled()
    // Another address is served.
    expect((await login('it', owner, visitorPassword, elsewhere)).status).toBe(200)
    expect((await login('de', 'guess-102@example.it', wrongPassword, elsewhere)).status).toBe(401)

    vi.setSystemTime(start + day - second)
    expect((await login('de', 'guess-103@example.it', wrongPassword, address)).status).toBe(429)
    vi.setSystemTime(start + day + second)
    expect((await login('de', 'guess-104@example.it', wrongPassword, address)).status).toBe(401)
    expect((await login('it', owner, visitorPassword, address)).status).toBe(200)
  })
})

describe(`the account lockout's fifteen minutes (${kind})`, () => {
  it('10 wrong passwords block the account, the right one included; 15 minutes and a second later the right one signs in', async () => {
    const email = 'patient@example.it'
    await registeredVisitor(email, booted.mediaDir)
    const start = Date.now()
    vi.useFakeTimers({ now: start, toFake: ['Date'] })
    // Each guess from an address of its own: only the account's count answers.
    for (let guess = 0; guess < 10; guess++) expect((await login('en', email, `wrong guess ${guess}`)).status).toBe(401)
    const blocked = await login('en', email, visitorPassword)
    expect(blocked.status).toBe(429)
    expect(await blocked.json()).toEqual({ error: 'account_blocked', message: 'Account blocked due to too many login attempts' })
    expect(sessionLine(blocked)).toBe('')

    vi.setSystemTime(start + 15 * minute - second)
    expect((await login('en', email, visitorPassword)).status).toBe(429)
    vi.setSystemTime(start + 15 * minute + second)
    const lifted = await login('en', email, visitorPassword)
    expect(lifted.status).toBe(200)
    expect(sessionLine(lifted)).toMatch(/^visitor\.session_token=/)
  })
})

describe(`the rolling one-day session (${kind})`, () => {
  it('without "remember me", a session in use past the refresh age moves its row and cookie a day on; one unused for a day is refused', async () => {
    const email = 'rolling@example.it'
    await registeredVisitor(email, booted.mediaDir)
    const start = Date.now()
    vi.useFakeTimers({ now: start, toFake: ['Date'] })
    const first = sessionLine(await login('en', email, visitorPassword))
    expect(maxAgeOf(first)).toBe(day / second)
    expect((await sessionRow(first))?.expiresAt.getTime()).toBe(start + day)
    const cookie = first.split(';')[0] ?? ''
    const current = async () => {
      const answer = await sessionOf(get('/api/_auth/session', cookie))
      return { line: sessionLine(answer), body: (await answer.json()) as { user?: { email: string } } }
    }

    // Used within the hour: served, and nothing is extended yet.
    vi.setSystemTime(start + 30 * minute)
    const early = await current()
    expect(early.body.user?.email).toBe(email)
    expect(early.line).toBe('')
    expect((await sessionRow(first))?.expiresAt.getTime()).toBe(start + day)

    // Used past the refresh age: the row and the cookie run a day from now.
    const used = start + hour + second
    vi.setSystemTime(used)
    const refreshed = await current()
    expect(refreshed.body.user?.email).toBe(email)
    expect(refreshed.line.split(';')[0]).toBe(cookie)
    expect(maxAgeOf(refreshed.line)).toBe(day / second)
    expect((await sessionRow(refreshed.line))?.expiresAt.getTime()).toBe(used + day)

    // Past the first day's end, the extended session still serves.
    vi.setSystemTime(start + day + minute)
    expect((await current()).body.user?.email).toBe(email)

    // Left unused for more than a day, it is refused.
    vi.setSystemTime(start + day + minute + day + second)
    expect((await current()).body).toEqual({})
    expect((await profile(get('/api/user/profile?lang=en', cookie))).status).toBe(401)
  })
})

describe(`an unknown address and a wrong password do the same work (${kind})`, () => {
  it("the unknown address's password is hashed like a stored one, the wrong password verified against it: one scrypt each, at the same cost; same status and body", async () => {
    const email = 'same-work@example.it'
    await registeredVisitor(email, booted.mediaDir)
    const context = await authContext()
    const hashes = vi.spyOn(context.password, 'hash')
    const verifications = vi.spyOn(context.password, 'verify')
    // better-auth derives its keys with node:crypto's scrypt (the Node build of @better-auth/utils,
    // a named import): the spy reaches that import once the built-in's named exports are synced.
    const scrypt = vi.spyOn(crypto, 'scrypt')
    syncBuiltinESMExports()
    /** Key length and options (N, r, p, maxmem) of each scrypt call since the `from`th. */
    const derivations = (from: number) => scrypt.mock.calls.slice(from).map((call): unknown[] => call.slice(2, 4))
    try {
      const unknown = await login('fr', 'nobody-here@example.it', wrongPassword)
      const unknownDerivations = derivations(0)
      expect(hashes.mock.calls).toEqual([[wrongPassword]])
      expect(verifications).not.toHaveBeenCalled()
      // What the dummy work made has the shape of a stored hash: a 16-byte salt and a 64-byte key.
      const dummy: unknown = await hashes.mock.results[0]?.value
      expect(dummy).toMatch(/^[0-9a-f]{32}:[0-9a-f]{128}$/)

      hashes.mockClear()
      const wrong = await login('fr', email, wrongPassword)
      const wrongDerivations = derivations(unknownDerivations.length)
      expect(hashes).not.toHaveBeenCalled()
      expect(verifications).toHaveBeenCalledTimes(1)
      const [verified] = verifications.mock.calls[0] ?? []
      expect(verified?.password).toBe(wrongPassword)
      expect(verified?.hash).toMatch(/^[0-9a-f]{32}:[0-9a-f]{128}$/)
      const matched: unknown = await verifications.mock.results[0]?.value
      expect(matched).toBe(false)

      // One key derivation each, of the same length and cost.
      expect(unknownDerivations).toHaveLength(1)
      expect(unknownDerivations[0]?.[0]).toBe(64)
      expect(wrongDerivations).toEqual(unknownDerivations)

      expect(unknown.status).toBe(401)
      expect(wrong.status).toBe(401)
      const [unknownBody, wrongBody] = [await unknown.text(), await wrong.text()]
      expect(wrongBody).toBe(unknownBody)
      expect((JSON.parse(wrongBody) as { message: string }).message).toBe(readBundledMessages('fr')['auth.error.invalidCredentials'])
    } finally {
      scrypt.mockRestore()
      syncBuiltinESMExports()
    }
  })
})
