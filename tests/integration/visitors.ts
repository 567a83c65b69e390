import fs from 'node:fs'
import path from 'node:path'
import type { Payload } from 'payload'
import { expect, vi } from 'vitest'
import { parseEnv, siteUrl } from '@/env'
import { proven } from './proofOfWork'

/*
 * Requests and registered visitors for the suites that call the visitor endpoints' route
 * handlers in-process (the suite mocks `server-only` and `@/data/messages` before loading them).
 */

/** The app's own origin, as src/env.ts derives it (read without caching the environment: suites set theirs before booting). */
export const site = siteUrl(parseEnv(process.env))
export const visitorPassword = 'a long and quiet passphrase'

let peers = 0
/** A visitor of its own (a fresh socket address), so one test's count never reaches another's. */
export const newPeer = () => `203.0.113.${++peers % 250}`

/** A JSON post from a fresh address, or from `peer` (a visitor posting again from one address). */
export const post = (route: string, body: unknown, { origin = site, cookie = '', peer = newPeer() } = {}) =>
  new Request(`${site}${route}`, { method: 'POST', body: JSON.stringify(body), headers: { 'content-type': 'application/json', 'x-vesta-peer': peer, origin, ...(cookie && { cookie }) } })

export const get = (route: string, cookie = '', headers: Record<string, string> = {}) => new Request(`${site}${route}`, { headers: { 'x-vesta-peer': newPeer(), ...headers, ...(cookie && { cookie }) } })

export const cookieOf = (response: Response) =>
  response.headers
    .getSetCookie()
    .map((line) => line.split(';')[0])
    .join('; ')

/** A registered, verified and signed-in visitor's cookie (the verification link read from the outbox under `mediaDir`). */
export async function registeredVisitor(email: string, mediaDir: string): Promise<string> {
  const register = proven((await import('@/app/api/user/register/route')).POST)
  const signIn = (await import('@/app/api/user/login/route')).POST
  const verify = (await import('@/app/api/user/auth/[...all]/route')).GET
  await register(
    post('/api/user/register?lang=en', { kind: 'private', name: 'Giulia', surname: 'Rossi', email, phoneCountry: 'IT', phone: '02 1234 5678', country: 'IT', province: 'MI', city: 'Milano', password: visitorPassword, passwordRepeat: visitorPassword, privacy: true, terms: true }),
  )
  const outbox = path.join(mediaDir, 'outbox')
  const mail = fs.readdirSync(outbox).map((file) => fs.readFileSync(path.join(outbox, file), 'utf8').replace(/=\r?\n/g, '').replace(/=3D/g, '=')).find((text) => text.includes(`To: ${email}`)) ?? ''
  const link = new URL(/https?:\/\/[^\s]+\/api\/user\/auth\/verify-email\?[^\s]+/.exec(mail)?.[0] ?? `${site}/missing`)
  await verify(get(link.pathname + link.search))
  return cookieOf(await signIn(post('/api/user/login?lang=en', { email, password: visitorPassword })))
}

/** What a suite's mail catcher (tests/integration/mailCatcher.ts) lets the helpers read. */
interface Outbox {
  mailsTo: (email: string) => string[]
}

/**
 * A registered, verified and signed-in visitor, private or professional (the product's own
 * endpoints; the verification link read from `mail`): the session cookie, as a browser sends it back.
 */
export async function signedInVisitor(mail: Outbox, email: string, kind: 'private' | 'professional'): Promise<string> {
  const register = proven((await import('@/app/api/user/register/route')).POST)
  const verify = (await import('@/app/api/user/auth/[...all]/route')).GET
  const signIn = (await import('@/app/api/user/login/route')).POST
  const professional = kind === 'professional' ? { profession: 'architect', company: 'Studio Est', vatNumber: 'DE123456789' } : {}
  const registration = { kind, name: 'Lena', surname: 'Berg', email, country: 'DE', city: 'Berlin', password: visitorPassword, passwordRepeat: visitorPassword, privacy: true, terms: true, ...professional }
  expect((await register(post('/api/user/register?lang=en', registration))).status).toBe(200)
  await vi.waitFor(() => expect(mail.mailsTo(email).join()).toContain('verify-email'))
  const link = new URL(/https?:\/\/[^\s]+\/api\/user\/auth\/verify-email\?[^\s]+/.exec(mail.mailsTo(email).at(-1) ?? '')?.[0] ?? `${site}/missing`)
  await verify(get(link.pathname + link.search))
  const signedIn = await signIn(post('/api/user/login?lang=en', { email, password: visitorPassword }))
  expect(signedIn.status).toBe(200)
  return cookieOf(signedIn)
    .split('; ')
    .filter((pair) => !pair.endsWith('='))
    .join('; ')
}

/**
 * A professional who applied for the trade area through its endpoint; then the editor's decision
 * (`{ status, reason }` or `{ status, group, markets }`), written straight in the collection (the
 * admin's own path is tradeApplications.test), or none (still pending). The cookie and the visitor's id.
 */
export async function tradeProfessional(payload: Payload, mail: Outbox, email: string, decision: Record<string, unknown> | null): Promise<{ cookie: string; userId: string }> {
  const apply = (await import('@/app/api/trade/application/route')).POST
  const cookie = await signedInVisitor(mail, email, 'professional')
  expect((await apply(post('/api/trade/application?lang=en', { profession: 'architect', company: 'Studio Est', vatNumber: 'DE123456789', country: 'DE' }, { cookie }))).status).toBe(200)
  const { docs } = await payload.find({ collection: 'trade-applications', where: { email: { equals: email } }, overrideAccess: true, depth: 0 })
  const row = docs[0]
  if (!row) throw new Error(`no application from ${email}`)
  if (decision) await payload.update({ collection: 'trade-applications', id: row.id, data: decision, overrideAccess: true })
  return { cookie, userId: row.visitor }
}
