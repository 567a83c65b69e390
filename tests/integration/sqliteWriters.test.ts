import fs from 'node:fs'
import path from 'node:path'
import { createClient } from '@libsql/client'
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { bootPayload, type Booted } from './boot'

let booted: Booted
const editors = Array.from({ length: 5 }, (_, index) => `writer${index}@example.com`)
const designerIds: number[] = []
const outbox = () => path.join(booted.mediaDir, 'outbox')
const outboxCount = () => (fs.existsSync(outbox()) ? fs.readdirSync(outbox()).length : 0)
const user = async (email: string) =>
  (await booted.payload.find({ collection: 'users', where: { email: { equals: email } }, overrideAccess: true, showHiddenFields: true })).docs[0]

/** Connections of this database still inside a transaction, or 1 when the SQLite write lock is still held. */
async function openWriteTransactions(): Promise<number> {
  if (booted.db.kind === 'sqlite') {
    // A fresh connection without a busy timeout: BEGIN IMMEDIATE fails at once if anyone holds the write lock.
    const probe = createClient({ url: booted.db.url })
    try {
      await probe.execute('BEGIN IMMEDIATE')
      await probe.execute('ROLLBACK')
      return 0
    } catch {
      return 1
    } finally {
      probe.close()
    }
  }
  const client = new pg.Client({ connectionString: booted.db.url })
  await client.connect()
  try {
    const { rows } = await client.query<{ count: string }>(
      "SELECT count(*) FROM pg_stat_activity WHERE datname = current_database() AND state LIKE 'idle in transaction%'",
    )
    return Number(rows[0]?.count ?? 0)
  } finally {
    await client.end()
  }
}

beforeAll(async () => {
  booted = await bootPayload()
  for (const email of [...editors, 'sequence@example.com']) {
    await booted.payload.create({ collection: 'users', data: { email, password: 'right-password-123', role: 'editor' }, overrideAccess: true })
  }
  for (let index = 0; index < 15; index++) {
    const designer = await booted.payload.create({ collection: 'designers', data: { name: `Existing ${index}`, slug: `existing-${index}` }, overrideAccess: true })
    designerIds.push(designer.id)
  }
})
afterAll(async () => {
  await booted.close()
})

describe(`writers never wedge (${process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'SQLite'})`, () => {
  it('forgot-password answers for a known and an unknown address, and a failed sign-in after it is counted', async () => {
    const before = outboxCount()
    const token = await booted.payload.forgotPassword({ collection: 'users', data: { email: 'sequence@example.com' }, disableEmail: false })
    expect(token).toMatch(/^[0-9a-f]{40}$/)
    expect(await booted.payload.forgotPassword({ collection: 'users', data: { email: 'nobody@example.com' }, disableEmail: false })).toBeNull()
    expect(outboxCount()).toBe(before + 1)
    await expect(booted.payload.login({ collection: 'users', data: { email: 'sequence@example.com', password: 'wrong-password' } })).rejects.toMatchObject({ status: 401 })
    expect(await user('sequence@example.com')).toMatchObject({ loginAttempts: 1, resetPasswordToken: token })
    expect(await openWriteTransactions()).toBe(0)
  })

  it('50 concurrent writers (creates, updates, failed sign-ins, forgot-password) all succeed and every write is kept', async () => {
    const mailsBefore = outboxCount()
    const creates = Array.from({ length: 15 }, (_, index) =>
      booted.payload.create({ collection: 'designers', data: { name: `Concurrent ${index}`, slug: `concurrent-${index}` }, overrideAccess: true }))
    const updates = designerIds.map((id, index) =>
      booted.payload.update({ collection: 'designers', id, data: { country: `C${index}` }, overrideAccess: true }))
    const failedSignIns = [...editors, ...editors].map((email) =>
      booted.payload.login({ collection: 'users', data: { email, password: 'wrong-password' } }).then(
        () => 'signed in',
        (error: unknown) => (error instanceof Error && 'status' in error ? error.status : error),
      ))
    const forgotten = [...editors, ...editors.map((email) => `unknown-${email}`)].map((email) =>
      booted.payload.forgotPassword({ collection: 'users', data: { email }, disableEmail: false }))
    const results = await Promise.allSettled([...creates, ...updates, ...failedSignIns, ...forgotten])
    expect(results.filter((result) => result.status === 'rejected')).toEqual([])
    expect(await Promise.all(failedSignIns)).toEqual(Array(10).fill(401))

    const created = await booted.payload.count({ collection: 'designers', where: { name: { like: 'Concurrent' } }, overrideAccess: true })
    expect(created.totalDocs).toBe(15)
    const updated = await booted.payload.find({ collection: 'designers', where: { id: { in: designerIds } }, limit: 100, depth: 0, overrideAccess: true })
    expect(updated.docs.map((designer) => designer.country).sort()).toEqual(designerIds.map((_, index) => `C${index}`).sort())
    for (const email of editors) {
      const saved = await user(email)
      expect(saved?.loginAttempts).toBe(2)
      expect(saved?.resetPasswordToken).toMatch(/^[0-9a-f]{40}$/)
    }
    expect(outboxCount()).toBe(mailsBefore + editors.length)
    expect(await openWriteTransactions()).toBe(0)
  })
})
