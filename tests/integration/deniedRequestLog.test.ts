import { Writable } from 'node:stream'
import { pino } from 'pino'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { deniedRequestHooks } from '@/lib/http/deniedRequestLog'
import type * as ApiClient from './apiClient'
import { bootPayload, type Booted } from './boot'

/**
 * Issue 15 §6: a refused request logs one line at info level, no stack trace. Payload's real
 * REST and GraphQL handlers run in the test's process; Payload's logger is a pino logger with
 * the app's hooks (payload.config.ts) writing into memory, so the test reads what the server's
 * log would hold.
 */
interface Line {
  level: number
  msg?: string
  status?: number
  err?: unknown
}

const info = 30
let booted: Booted
let api: typeof ApiClient
const lines: Line[] = []
let adminToken = ''
let editorToken = ''
let editorId = 0

const sink = new Writable({
  write(chunk: Buffer, _encoding, done) {
    for (const text of chunk.toString().split('\n').filter(Boolean)) lines.push(JSON.parse(text) as Line)
    done()
  },
})

beforeAll(async () => {
  booted = await bootPayload()
  api = await import('./apiClient')
  const admin = await booted.payload.create({ collection: 'users', data: { email: 'admin-log@example.com', password: 'a-real-password-2026', role: 'admin' } })
  const editor = await booted.payload.create({ collection: 'users', data: { email: 'editor-log@example.com', password: 'a-real-password-2026', role: 'editor' } })
  editorId = editor.id
  adminToken = (await booted.payload.login({ collection: 'users', data: { email: admin.email, password: 'a-real-password-2026' } })).token ?? ''
  editorToken = (await booted.payload.login({ collection: 'users', data: { email: editor.email, password: 'a-real-password-2026' } })).token ?? ''
  // From here on the server's log is read: the app's hooks, pino's JSON lines.
  Object.assign(booted.payload, { logger: pino({ level: 'info', hooks: deniedRequestHooks }, sink) })
})
afterAll(async () => {
  await booted.close()
})

/** The lines logged while `work` ran. */
async function logged(work: () => Promise<void>): Promise<Line[]> {
  const from = lines.length
  await work()
  await new Promise((resolve) => setImmediate(resolve))
  return lines.slice(from)
}

/** One info line with the refusal's message; its status when our hook wrote it (Payload's own info lines carry the message only). */
const oneInfoLine = (found: Line[], status: number) => {
  expect(found).toHaveLength(1)
  expect(found[0]).toMatchObject({ level: info, msg: expect.any(String) as string })
  if (found[0]?.status !== undefined) expect(found[0].status).toBe(status)
  expect(found[0]?.err).toBeUndefined()
  expect(JSON.stringify(found)).not.toMatch(/stack|\n\s+at /)
}

describe(`refused requests in the log (${process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'SQLite'})`, () => {
  it('REST: a wrong password (401) and an editor unlocking an account (403): one info line each, no stack', async () => {
    const wrong = await logged(async () => {
      expect((await api.rest('POST', 'users/login', { body: { email: 'editor-log@example.com', password: 'not-the-password' } })).status).toBe(401)
    })
    oneInfoLine(wrong, 401)
    const unlock = await logged(async () => {
      expect((await api.rest('POST', 'users/unlock', { token: editorToken, body: { email: 'admin-log@example.com' } })).status).toBe(403)
    })
    oneInfoLine(unlock, 403)
  })

  it('GraphQL: an editor deleting an account (admins only) gets Forbidden: one info line, no stack', async () => {
    const found = await logged(async () => {
      const answer = await api.graphql(`mutation { deleteUser(id: ${editorId}) { id } }`, { token: editorToken })
      expect(answer.errors.map((error) => error.message)).toEqual(['You are not allowed to perform this action.'])
    })
    oneInfoLine(found, 403)
  })

  it('GraphQL through Payload\'s own handler, anonymous (the guard answers 403 before it): one info line, no stack', async () => {
    const found = await logged(async () => {
      const answer = await api.graphql('mutation { createPage(data: { title: "x", slug: "x" }) { id } }', { guarded: false })
      expect(answer.errors.map((error) => error.message)).toEqual(['You are not allowed to perform this action.'])
    })
    oneInfoLine(found, 403)
  })

  it('the guard\'s own refusals log nothing; an admin\'s allowed request logs nothing', async () => {
    const found = await logged(async () => {
      expect((await api.rest('GET', 'users')).status).toBe(403)
      expect((await api.graphql('{ Users { docs { email } } }')).status).toBe(403)
      expect((await api.rest('GET', 'users', { token: adminToken })).status).toBe(200)
    })
    expect(found).toEqual([])
  })
})
