import fs from 'node:fs'
import path from 'node:path'
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { bootPayload, type Booted } from './boot'

let booted: Booted
beforeAll(async () => {
  // The one suite that migrates an empty database itself: the others start from the run's migrated template.
  booted = await bootPayload({ migrations: 'from scratch' })
})
afterAll(async () => {
  await booted.close()
})

async function tableExists(name: string): Promise<boolean> {
  const { payload } = booted
  const db = payload.db as unknown as { execute: (args: { drizzle: unknown; raw: string }) => Promise<{ rows: unknown[] }>; drizzle: unknown }
  const raw =
    payload.db.name === 'postgres'
      ? `SELECT table_name FROM information_schema.tables WHERE table_name = '${name}'`
      : `SELECT name FROM sqlite_master WHERE type = 'table' AND name = '${name}'`
  const result = await db.execute({ drizzle: db.drizzle, raw })
  return result.rows.length > 0
}

describe(`migrations (${process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'SQLite'})`, () => {
  it('apply on an empty database and record themselves', async () => {
    const { payload } = booted
    const applied = await payload.find({ collection: 'payload-migrations', limit: 0, pagination: false })
    const dir = path.resolve('src/migrations', payload.db.name === 'postgres' ? 'postgres' : 'sqlite')
    const files = fs.readdirSync(dir).filter((file) => /^\d{8}_\d{6}_.+\.ts$/.test(file)).map((file) => file.replace(/\.ts$/, ''))
    expect(applied.docs.map((doc) => doc.name).sort()).toEqual(files.sort())
    for (const table of ['products', 'products_locales', 'materials', 'stores', 'pages_blocks_hero', 'users']) {
      expect(await tableExists(table), table).toBe(true)
    }
  })

  it('a migration that fails leaves the database unchanged', async () => {
    const { payload } = booted
    const failing = {
      name: '20991231_000000_failing',
      up: async ({ db }: { db: unknown }) => {
        const statement = sql`CREATE TABLE must_not_survive (id integer)`
        const handle = db as { run?: (query: typeof statement) => Promise<unknown>; execute?: (query: typeof statement) => Promise<unknown> }
        await (handle.run ? handle.run(statement) : handle.execute?.(statement))
        throw new Error('deliberate failure')
      },
      down: async () => undefined,
    }
    // Payload ends the process after a failed migration; here that becomes a rejection.
    const exit = vi.spyOn(process, 'exit').mockImplementation(((code?: number) => {
      throw new Error(`process.exit(${code})`)
    }) as typeof process.exit)
    try {
      await expect(payload.db.migrate({ migrations: [failing] as unknown as Parameters<typeof payload.db.migrate>[0] extends { migrations?: infer M } ? M : never })).rejects.toThrow('process.exit(1)')
    } finally {
      exit.mockRestore()
    }
    expect(await tableExists('must_not_survive')).toBe(false)
    const recorded = await payload.find({ collection: 'payload-migrations', where: { name: { equals: failing.name } } })
    expect(recorded.docs).toHaveLength(0)
  })
})
