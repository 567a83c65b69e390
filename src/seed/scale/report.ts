/**
 * The end-of-run summary: documents per collection, a read per language through Payload
 * with public access (what visitors get), and the size of the database.
 */
import fs from 'node:fs'
import path from 'node:path'
import type { CollectionSlug, Payload } from 'payload'
import { locales } from '@/i18n/locales'
import { productCode } from './products'
import { materialCode } from './materials'

const counted: CollectionSlug[] = [
  'products', 'materials', 'categories', 'material-categories', 'families', 'designers', 'media', 'pages', 'stores',
]

export async function collectionCounts(payload: Payload): Promise<Record<string, number>> {
  const out: Record<string, number> = {}
  for (const collection of counted) out[collection] = (await payload.count({ collection, overrideAccess: true })).totalDocs
  return out
}

export interface LanguageCheck {
  locale: string
  /** Published products and materials a visitor can list in this language. */
  products: number
  materials: number
  /** Name of the first generated product and material, read as a visitor. */
  sampleProduct: string
  sampleMaterial: string
}

/** Reads as a visitor (overrideAccess false) in every language. */
export async function languageChecks(payload: Payload): Promise<LanguageCheck[]> {
  const checks: LanguageCheck[] = []
  for (const locale of locales) {
    const visitor = { locale, fallbackLocale: false, overrideAccess: false, depth: 0 } as const
    const [products, materials, product, material] = await Promise.all([
      payload.count({ collection: 'products', locale, overrideAccess: false, where: { slug: { exists: true } } }),
      payload.count({ collection: 'materials', locale, overrideAccess: false, where: { slug: { exists: true } } }),
      payload.find({ collection: 'products', ...visitor, limit: 1, where: { code: { equals: productCode(1) } }, select: { name: true } }),
      payload.find({ collection: 'materials', ...visitor, limit: 1, where: { code: { equals: materialCode(1) } }, select: { name: true } }),
    ])
    checks.push({
      locale,
      products: products.totalDocs,
      materials: materials.totalDocs,
      sampleProduct: product.docs[0]?.name ?? '(none)',
      sampleMaterial: material.docs[0]?.name ?? '(none)',
    })
  }
  return checks
}

interface RawDatabase {
  /** PostgreSQL */
  pool?: { query: (sql: string) => Promise<{ rows: { size?: string | number }[] }> }
  /** SQLite (libsql) */
  client?: { execute: (sql: string) => Promise<unknown> }
}

const raw = (payload: Payload): RawDatabase => payload.db as unknown as RawDatabase

/** Refreshes the query planner's statistics after a bulk load, as a live database would have them. */
export async function analyze(payload: Payload): Promise<void> {
  const db = raw(payload)
  if (db.pool) await db.pool.query('ANALYZE')
  else if (db.client) await db.client.execute('ANALYZE')
}

/** Bytes used by the database: the SQLite file with its WAL, or the PostgreSQL database. */
export async function databaseSize(payload: Payload, url: string): Promise<number> {
  const db = raw(payload)
  if (url.startsWith('file:')) {
    // Fold the write-ahead log into the file so its size is the database's.
    await db.client?.execute('PRAGMA wal_checkpoint(TRUNCATE)')
    const file = path.resolve(url.slice('file:'.length))
    return ['', '-wal', '-shm'].reduce((sum, suffix) => {
      try {
        return sum + fs.statSync(file + suffix).size
      } catch {
        return sum
      }
    }, 0)
  }
  if (!db.pool) return 0
  const result = await db.pool.query('select pg_database_size(current_database()) as size')
  return Number(result.rows[0]?.size ?? 0)
}

export function formatBytes(bytes: number): string {
  if (bytes >= 1024 ** 3) return `${(bytes / 1024 ** 3).toFixed(2)} GB`
  return `${(bytes / 1024 ** 2).toFixed(1)} MB`
}
