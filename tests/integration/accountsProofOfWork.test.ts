import fs from 'node:fs'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { decodeProofOfWork, encodeProofOfWork, proofOfWorkHeader } from '@/domain/proofOfWork'
import { readBundledMessages } from '@/i18n/bundled'
import { bootPayload, type Booted } from './boot'
import { solvedAnswer } from './proofOfWork'
import { cookieOf, registeredVisitor, site, visitorPassword } from './visitors'

// The route modules are server-only; here they run in the test's own process.
vi.mock('server-only', () => ({}))
vi.mock('@/data/messages', async () => {
  const { readBundledMessages: bundled } = await import('@/i18n/bundled')
  return { getMessages: async (locale: Parameters<typeof bundled>[0]) => bundled(locale) }
})

/*
 * The proof-of-work challenge on the account screens (issue 17 'Lockout', docs/decisions/029):
 * registration, passwordless start (code and link) and recovery refuse any post without a fresh,
 * genuine, unused answer, before its body is read; sign-in asks for one only after 3 failures
 * of the account's e-mail or of the client's address.
 */

type Handler = (request: Request) => Promise<Response>
type RouteName = 'register' | 'sendCode' | 'sendLink' | 'recovery' | 'signIn'
let booted: Booted
const routes = {} as Record<RouteName, Handler>
const en = readBundledMessages('en')
const kind = process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'SQLite'

let peers = 0
/** A visitor of its own (a fresh socket address), so one test's count never reaches another's. */
const newPeer = () => `192.0.2.${(++peers % 250) + 1}`
const post = (route: string, body: string | object, { peer = newPeer(), answer }: { peer?: string; answer?: string } = {}) =>
  new Request(`${site}${route}`, {
    method: 'POST',
    body: typeof body === 'string' ? body : JSON.stringify(body),
    headers: { 'content-type': 'application/json', 'x-vesta-peer': peer, origin: site, ...(answer !== undefined && { [proofOfWorkHeader]: answer }) },
  })
const read = async (response: Response) => (await response.json()) as { error?: string; message?: string; proofOfWork?: boolean }

/** A challenge this server signed, with a key that was guessed rather than searched for: well formed, wrong. */
async function forgedAnswer(): Promise<string> {
  const decoded = decodeProofOfWork(await solvedAnswer())
  const solution = decoded?.solution as { counter: number; derivedKey: string }
  const last = solution.derivedKey.endsWith('0') ? '1' : '0'
  return encodeProofOfWork({ challenge: decoded?.challenge, solution: { ...solution, derivedKey: `${solution.derivedKey.slice(0, -1)}${last}` } })
}
/** An answer to a challenge issued 11 minutes ago (its lifetime is 10). */
const expiredAnswer = () => solvedAnswer(Date.now() - 11 * 60_000)

const outbox = () => path.join(booted.mediaDir, 'outbox')
const mailsTo = (email: string) =>
  (fs.existsSync(outbox()) ? fs.readdirSync(outbox()) : []).map((file) => fs.readFileSync(path.join(outbox(), file), 'utf8')).filter((mail) => mail.split(/\r?\n/).some((line) => line.startsWith('To:') && line.includes(email)))

const registration = (email: string) => ({
  kind: 'private',
  name: 'Giulia',
  surname: 'Rossi',
  email,
  country: 'IT',
  province: 'MI',
  city: 'Milano',
  password: visitorPassword,
  passwordRepeat: visitorPassword,
  privacy: true,
  terms: true,
})

beforeAll(async () => {
  booted = await bootPayload()
  Object.assign(globalThis, { [Symbol.for('atelier-vesta.peerStamp')]: true })
  routes.register = (await import('@/app/api/user/register/route')).POST
  routes.sendCode = (await import('@/app/api/user/login/code/send/route')).POST
  routes.sendLink = (await import('@/app/api/user/login/link/send/route')).POST
  routes.recovery = (await import('@/app/api/user/recovery-psw/route')).POST
  routes.signIn = (await import('@/app/api/user/login/route')).POST
})
afterAll(async () => {
  const { closeVisitorAuth } = await import('@/features/accounts/server/auth')
  await closeVisitorAuth()
  await booted.close()
})

describe(`proof of work on the account screens (${kind})`, () => {
  const screens: { name: string; route: RouteName; path: string; body: (email: string) => object }[] = [
    { name: 'registration', route: 'register', path: '/api/user/register?lang=en', body: registration },
    { name: 'sign-in code', route: 'sendCode', path: '/api/user/login/code/send?lang=en', body: (email) => ({ email }) },
    { name: 'sign-in link', route: 'sendLink', path: '/api/user/login/link/send?lang=en', body: (email) => ({ email, next: '/en' }) },
    { name: 'recovery', route: 'recovery', path: '/api/user/recovery-psw?lang=en', body: (email) => ({ email }) },
  ]

  it.each(screens)('$name: refused without an answer, with a forged, an expired or a reused one; nothing is mailed; a fresh answer goes through', async ({ route, path: url, body }) => {
    const email = `pow.${route.toLowerCase()}@example.it`
    if (route !== 'register') await registeredVisitor(email, booted.mediaDir)
    const mailsBefore = mailsTo(email).length
    const without = await routes[route](post(url, body(email)))
    expect(without.status).toBe(400)
    expect(await read(without)).toEqual({ error: 'proof_of_work', message: en['proofOfWork.needsScript'] })
    expect(without.headers.get('cache-control')).toBe('no-store')
    for (const answer of [await forgedAnswer(), await expiredAnswer(), 'not base64 at all', encodeProofOfWork({ challenge: {}, solution: {} })]) {
      const refused = await routes[route](post(url, body(email), { answer }))
      expect(refused.status).toBe(400)
      expect(await read(refused)).toEqual({ error: 'proof_of_work', message: en['proofOfWork.failed'] })
    }
    // The header is read before the body: an unreadable body without an answer is refused for the answer.
    const unread = await routes[route](post(url, '{ not json'))
    expect((await read(unread)).error).toBe('proof_of_work')
    expect(mailsTo(email)).toHaveLength(mailsBefore)

    const answer = await solvedAnswer()
    const accepted = await routes[route](post(url, body(email), { answer }))
    expect(accepted.status).toBe(200)
    await vi.waitFor(() => expect(mailsTo(email).length).toBe(mailsBefore + 1))
    const replayed = await routes[route](post(url, body(email), { answer }))
    expect(replayed.status).toBe(400)
    expect(await read(replayed)).toEqual({ error: 'proof_of_work', message: en['proofOfWork.failed'] })
    expect(mailsTo(email)).toHaveLength(mailsBefore + 1)
  })

  it('sign-in: no answer needed for the first 3 failures of an account; then none is checked without one, and nothing counted', async () => {
    const email = 'pow.signin@example.it'
    await registeredVisitor(email, booted.mediaDir)
    const signIn = (password: string, answer?: string) => routes.signIn(post('/api/user/login?lang=en', { email, password }, { answer }))
    const first = [await signIn('wrong guess one'), await signIn('wrong guess two'), await signIn('wrong guess three')]
    expect(first.map((answer) => answer.status)).toEqual([401, 401, 401])
    // The third failure tells the form that the next try needs an answer (it solves one meanwhile).
    expect(await Promise.all(first.map(async (answer) => (await read(answer)).proofOfWork))).toEqual([undefined, undefined, true])

    const without = await signIn(visitorPassword)
    expect(without.status).toBe(400)
    expect(await read(without)).toEqual({ error: 'proof_of_work', message: en['proofOfWork.needsScript'], proofOfWork: true })
    expect(without.headers.getSetCookie()).toEqual([])
    for (const answer of [await forgedAnswer(), await expiredAnswer()]) {
      const refused = await signIn(visitorPassword, answer)
      expect(refused.status).toBe(400)
      expect((await read(refused)).message).toBe(en['proofOfWork.failed'])
    }
    const { processRateLimiter } = await import('@/lib/rateLimit/processLimiter')
    const { lockoutKey } = await import('@/features/accounts/server/lockout')
    expect(await (await processRateLimiter()).spent('accountLockout', lockoutKey(email))).toBe(3)

    // A wrong password with an answer counts as a failure; the same answer again is refused.
    const answer = await solvedAnswer()
    const wrong = await signIn('wrong guess four', answer)
    expect(wrong.status).toBe(401)
    expect((await read(wrong)).proofOfWork).toBe(true)
    const replayed = await signIn(visitorPassword, answer)
    expect(replayed.status).toBe(400)
    expect((await read(replayed)).message).toBe(en['proofOfWork.failed'])

    const right = await signIn(visitorPassword, await solvedAnswer())
    expect(right.status).toBe(200)
    expect(cookieOf(right)).toMatch(/visitor\.session_token=/)
    // A success starts the account's count again: the next mistakes are free once more.
    const after = await signIn('a slip of the finger')
    expect(after.status).toBe(401)
    expect((await read(after)).proofOfWork).toBeUndefined()
  })

  it('sign-in: an address that failed 3 times needs an answer for any account', async () => {
    const peer = newPeer()
    for (const guess of ['one', 'two', 'three']) {
      expect((await routes.signIn(post('/api/user/login?lang=en', { email: `pow.spray.${guess}@example.it`, password: 'a guessed passphrase' }, { peer }))).status).toBe(401)
    }
    const fresh = { email: 'pow.spray.four@example.it', password: 'a guessed passphrase' }
    const without = await routes.signIn(post('/api/user/login?lang=en', fresh, { peer }))
    expect(without.status).toBe(400)
    expect((await read(without)).error).toBe('proof_of_work')
    const answered = await routes.signIn(post('/api/user/login?lang=en', fresh, { peer, answer: await solvedAnswer() }))
    expect(answered.status).toBe(401)
    // From another address, the same new account needs none.
    expect((await routes.signIn(post('/api/user/login?lang=en', fresh))).status).toBe(401)
  })
})
