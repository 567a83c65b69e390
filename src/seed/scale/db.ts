/**
 * Batched writes through Payload's own drizzle instance and table objects, the same for
 * SQLite and PostgreSQL: drizzle maps column keys, booleans, JSON and enums per dialect.
 * Typed structurally, as much of drizzle as the scale seed uses.
 */
import type { Payload } from 'payload'
import type { Row } from './rows'

export type Table = Record<string, unknown>

interface InsertQuery extends PromiseLike<unknown> {
  returning(fields: Record<string, unknown>): PromiseLike<Row[]>
}

export interface ScaleDb {
  insert(table: Table): { values(rows: Row[]): InsertQuery }
  select(fields: Record<string, unknown>): { from(table: Table): PromiseLike<Row[]> }
  transaction<T>(run: (tx: ScaleDb) => Promise<T>): Promise<T>
}

export interface ScaleAdapter {
  db: ScaleDb
  dialect: 'sqlite' | 'postgres'
  table(name: string): Table
}

export function scaleAdapter(payload: Payload): ScaleAdapter {
  const adapter = payload.db as unknown as { name: string; drizzle?: ScaleDb; tables?: Record<string, Table | undefined> }
  const { drizzle, tables } = adapter
  if (!drizzle || !tables) throw new Error(`The scale seed needs a drizzle database adapter, got "${adapter.name}"`)
  return {
    db: drizzle,
    dialect: adapter.name === 'postgres' ? 'postgres' : 'sqlite',
    table(name) {
      const table = tables[name]
      if (!table) throw new Error(`Table "${name}" is missing: are the migrations up to date?`)
      return table
    },
  }
}

export function column(table: Table, name: string): unknown {
  const value = table[name]
  if (value === undefined) throw new Error(`Column "${name}" is missing`)
  return value
}

/** Bound parameters per statement: below SQLite's 32,766 and PostgreSQL's 65,535. */
const maxParameters = 16_000

function chunksFor<T>(table: Table, rows: readonly T[]): T[][] {
  const columns = Math.max(1, Object.keys(table).length)
  const size = Math.max(1, Math.floor(maxParameters / columns))
  const out: T[][] = []
  for (let i = 0; i < rows.length; i += size) out.push(rows.slice(i, i + size))
  return out
}

export async function insertAll(db: ScaleDb, table: Table, rows: readonly Row[]): Promise<void> {
  for (const chunk of chunksFor(table, rows)) await db.insert(table).values(chunk)
}

/** Inserts rows and returns the named columns of every inserted row. */
export async function insertReturning(db: ScaleDb, table: Table, rows: readonly Row[], fields: readonly string[]): Promise<Row[]> {
  const selection = Object.fromEntries(fields.map((field) => [field, column(table, field)]))
  const out: Row[] = []
  for (const chunk of chunksFor(table, rows)) out.push(...(await db.insert(table).values(chunk).returning(selection)))
  return out
}

export async function selectAll(db: ScaleDb, table: Table, fields: readonly string[]): Promise<Row[]> {
  return db.select(Object.fromEntries(fields.map((field) => [field, column(table, field)]))).from(table)
}
