/**
 * The search engines compared by `npm run bench:search:engines`, behind one small interface:
 * build from a language's documents, answer a query with the keys (hrefs) of the best 20.
 * Every engine gets the same documents and the same queries; where a library lets us, it
 * gets the same words as our index (our tokenizer, Snowball stems, folding, compacted codes),
 * so the comparison is about the engines, not about who tokenizes better.
 */
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { createClient } from '@libsql/client'
import { create, insertMultiple, search as oramaSearch } from '@orama/orama'
import MiniSearch from 'minisearch'
import pg from 'pg'
import type { Locale } from '@/i18n/locales'
import { compactCode, mayBeCode } from '@/features/search/logic/code'
import { parseQuery } from '@/features/search/logic/query'
import { search } from '@/features/search/logic/search'
import { SearchIndex } from '@/features/search/logic/searchIndex'
import { stem } from '@/features/search/logic/stem'
import { synonymMap } from '@/features/search/logic/synonyms'
import { fold, words } from '@/features/search/logic/text'
import { typoBudget } from '@/features/search/logic/typo'
import type { SearchDocument, SynonymEntry } from '@/features/search/logic/types'
import type { OurLogic } from './baseline'

export interface Engine {
  build(docs: readonly SearchDocument[]): Promise<void>
  /** Keys (hrefs) of the best results, best first, at most `limit`. */
  query(text: string, limit: number): Promise<string[]>
  /** Bytes the engine keeps outside the JavaScript heap (database engines: table and indexes). */
  storeBytes(): Promise<number>
  close(): Promise<void>
}

/** `baseline` is our engine at another commit, only with `--baseline <ref>`. */
export const engineNames = ['ours', 'baseline', 'orama', 'minisearch', 'sqlite-fts5', 'postgres'] as const
export type EngineName = (typeof engineNames)[number]

export function isEngineName(value: string): value is EngineName {
  return (engineNames as readonly string[]).includes(value)
}

export interface EngineOptions {
  /** Editor synonyms (only our engine uses them: the others would need a query rewriter). */
  synonyms?: SynonymEntry[]
  postgresUrl?: string
  /** The baseline commit's logic (`baseline` engine). */
  baseline?: OurLogic
}

/** The words our index would key: folded Snowball stems of our tokenizer's words. */
const terms = (locale: Locale, text: string): string[] => words(text).map((span) => stem(locale, span.lower))
/** A code field as every engine gets it: as written and compacted ("SC-P-000001 scp000001"). */
const codeField = (code: string | null): string => (code ? `${code} ${compactCode(code)}` : '')
/** A query with its compacted form appended when it may be a code. */
function withCode(text: string): string {
  const compact = compactCode(text)
  return mayBeCode(compact) ? `${text} ${compact}` : text
}
/** Chinese text as space-separated words (for the databases, whose tokenizers do not cut Chinese). */
const spaced = (text: string): string => words(text).map((span) => span.lower).join(' ')
const forDatabase = (locale: Locale, text: string): string => (locale === 'zh' ? spaced(text) : text)

const currentLogic: OurLogic = { SearchIndex, search, parseQuery, synonymMap }

/** Our engine: this checkout's logic, or a baseline commit's (`--baseline`). */
function ours(locale: Locale, options: EngineOptions, logic: OurLogic = currentLogic): Engine {
  let index = new logic.SearchIndex(locale)
  const synonyms = logic.synonymMap(locale, options.synonyms ?? [])
  return {
    async build(docs) {
      index = new logic.SearchIndex(locale)
      for (const doc of docs) index.upsert(doc)
      index.prepare() // word lists built, postings compacted (as the server does after a sync)
    },
    async query(text, limit) {
      return logic.search(index, logic.parseQuery(text), { synonyms }).slice(0, limit).map((hit) => hit.doc.href)
    },
    storeBytes: async () => 0,
    close: async () => undefined,
  }
}

function orama(locale: Locale): Engine {
  const schema = { title: 'string', body: 'string', code: 'string' } as const
  const make = () => create({ schema, components: { tokenizer: { language: 'english', normalizationCache: new Map(), tokenize: (raw: string) => terms(locale, raw) } } })
  let db = make()
  return {
    async build(docs) {
      db = make()
      await insertMultiple(db, docs.map((doc) => ({ id: doc.href, title: doc.title, body: doc.body, code: codeField(doc.code) })), 1000)
    },
    async query(text, limit) {
      const parsed = parseQuery(text)
      // One tolerance per query in Orama: the budget of its shortest word.
      const tolerance = Math.min(...parsed.words.map((word) => typoBudget(word.length)))
      const result = await oramaSearch(db, { term: withCode(text), properties: ['title', 'body', 'code'], boost: { title: 3, code: 10 }, tolerance: Number.isFinite(tolerance) ? tolerance : 0, limit })
      return result.hits.map((hit) => hit.id)
    },
    storeBytes: async () => 0,
    close: async () => undefined,
  }
}

interface MiniDoc {
  id: string
  title: string
  body: string
  code: string
}

function minisearch(locale: Locale): Engine {
  const make = () => new MiniSearch<MiniDoc>({ fields: ['title', 'body', 'code'], storeFields: [], tokenize: (text) => words(text).map((span) => span.lower), processTerm: (term) => stem(locale, term) })
  let index = make()
  return {
    async build(docs) {
      index = make()
      index.addAll(docs.map((doc) => ({ id: doc.href, title: doc.title, body: doc.body, code: codeField(doc.code) })))
    },
    async query(text, limit) {
      const typing = parseQuery(text).typing
      const hits = index.search(withCode(text), {
        boost: { title: 3, code: 10 },
        prefix: (_term, position, all) => typing && position === all.length - 1,
        // Our rule exactly: one edit from 4 characters, two from 8.
        fuzzy: (term) => typoBudget(term.length) || false,
        combineWith: 'OR',
      })
      return hits.slice(0, limit).map((hit) => String(hit.id))
    },
    storeBytes: async () => 0,
    close: async () => undefined,
  }
}

/** FTS5 match expression: every word (AND), the last as a prefix while typing, or the code. */
function ftsMatch(text: string): string | null {
  const parsed = parseQuery(text)
  if (parsed.words.length === 0) return null
  const quoted = parsed.words.map((word, position) => `"${word}"${parsed.typing && position === parsed.words.length - 1 ? '*' : ''}`).join(' ')
  return mayBeCode(parsed.compact) ? `(${quoted}) OR code : "${parsed.compact}"` : quoted
}

function sqliteFts5(locale: Locale): Engine {
  const file = path.join(os.tmpdir(), `search-bench-fts5-${process.pid}-${locale}.db`)
  const client = createClient({ url: `file:${file}` })
  // Only English has a stemmer in FTS5 (porter); accents are folded by unicode61.
  const tokenizer = `${locale === 'en' ? 'porter ' : ''}unicode61 remove_diacritics 2`
  return {
    async build(docs) {
      await client.execute('DROP TABLE IF EXISTS docs')
      await client.execute(`CREATE VIRTUAL TABLE docs USING fts5(key UNINDEXED, title, body, code, tokenize = '${tokenizer}')`)
      for (let start = 0; start < docs.length; start += 1000) {
        const chunk = docs.slice(start, start + 1000)
        await client.batch(chunk.map((doc) => ({ sql: 'INSERT INTO docs (key, title, body, code) VALUES (?, ?, ?, ?)', args: [doc.href, forDatabase(locale, doc.title), forDatabase(locale, doc.body), codeField(doc.code)] })), 'write')
      }
      await client.execute("INSERT INTO docs(docs) VALUES ('optimize')")
    },
    async query(text, limit) {
      const match = ftsMatch(text)
      if (!match) return []
      const result = await client.execute({ sql: 'SELECT key FROM docs WHERE docs MATCH ? ORDER BY bm25(docs, 0.0, 3.0, 1.0, 10.0) LIMIT ?', args: [match, limit] })
      return result.rows.map((row) => (typeof row.key === 'string' ? row.key : ''))
    },
    async storeBytes() {
      const pages = await client.execute('PRAGMA page_count')
      const size = await client.execute('PRAGMA page_size')
      return Number(pages.rows[0]?.[0] ?? 0) * Number(size.rows[0]?.[0] ?? 0)
    },
    async close() {
      client.close()
      fs.rmSync(file, { force: true })
    },
  }
}

const postgresConfigs: Record<Locale, string> = { it: 'italian', en: 'english', de: 'german', es: 'spanish', fr: 'french', ru: 'russian', zh: 'simple' }

/**
 * PostgreSQL: a stored tsvector (title A, body D, codes with the `simple` configuration) with
 * a GIN index, and pg_trgm on titles for typos (`<%`, word similarity ≥ 0.6). Text is folded
 * by our `fold` on both sides (`unaccent` cannot be used in a stored column), Chinese spaced.
 */
function postgres(locale: Locale, options: EngineOptions): Engine {
  const base = options.postgresUrl
  if (!base) throw new Error('the PostgreSQL engine needs --postgres-url or TEST_DATABASE_URL')
  const name = `search_bench_${process.pid}_${locale}`
  const url = new URL(base)
  url.pathname = `/${name}`
  let client: pg.Client | null = null
  const config = postgresConfigs[locale]
  const prepare = (text: string) => fold(forDatabase(locale, text))
  const connected = (): pg.Client => {
    if (!client) throw new Error('postgres engine: build first')
    return client
  }
  return {
    async build(docs) {
      const admin = new pg.Client({ connectionString: base })
      await admin.connect()
      await admin.query(`DROP DATABASE IF EXISTS ${name}`)
      await admin.query(`CREATE DATABASE ${name}`)
      await admin.end()
      client = new pg.Client({ connectionString: url.toString() })
      await client.connect()
      await client.query('CREATE EXTENSION IF NOT EXISTS pg_trgm')
      await client.query(`CREATE TABLE docs (key text PRIMARY KEY, title text NOT NULL, body text NOT NULL, code text NOT NULL,
        tsv tsvector GENERATED ALWAYS AS (setweight(to_tsvector('${config}'::regconfig, title), 'A') || setweight(to_tsvector('${config}'::regconfig, body), 'D') || setweight(to_tsvector('simple'::regconfig, code), 'A')) STORED)`)
      for (let start = 0; start < docs.length; start += 2000) {
        const chunk = docs.slice(start, start + 2000)
        await client.query('INSERT INTO docs (key, title, body, code) SELECT * FROM unnest($1::text[], $2::text[], $3::text[], $4::text[])', [
          chunk.map((doc) => doc.href),
          chunk.map((doc) => prepare(doc.title)),
          chunk.map((doc) => prepare(doc.body)),
          chunk.map((doc) => codeField(doc.code).toLowerCase()),
        ])
      }
      await client.query('CREATE INDEX docs_tsv ON docs USING gin (tsv)')
      await client.query('CREATE INDEX docs_title_trgm ON docs USING gin (title gin_trgm_ops)')
      await client.query('ANALYZE docs')
    },
    async query(text, limit) {
      const parsed = parseQuery(text)
      if (parsed.words.length === 0) return []
      const folded = parsed.words.map((word) => fold(word))
      let tsquery = folded.map((word, position) => `'${word}'${parsed.typing && position === folded.length - 1 ? ':*' : ''}`).join(' & ')
      if (mayBeCode(parsed.compact)) tsquery = `(${tsquery}) | '${parsed.compact}'`
      const result = await connected().query(
        `SELECT key FROM docs, to_tsquery($1::regconfig, $2) AS q
         WHERE tsv @@ q OR $3 <% title
         ORDER BY ts_rank(tsv, q) + word_similarity($3, title) DESC LIMIT $4`,
        [config, tsquery, folded.join(' '), limit],
      )
      return result.rows.map((row: { key: string }) => row.key)
    },
    async storeBytes() {
      const result = await connected().query<{ bytes: string }>("SELECT pg_total_relation_size('docs') AS bytes")
      return Number(result.rows[0]?.bytes ?? 0)
    },
    async close() {
      await client?.end()
      client = null
      const admin = new pg.Client({ connectionString: base })
      await admin.connect()
      await admin.query(`DROP DATABASE IF EXISTS ${name}`)
      await admin.end()
    },
  }
}

export function makeEngine(name: EngineName, locale: Locale, options: EngineOptions = {}): Engine {
  switch (name) {
    case 'ours':
      return ours(locale, options)
    case 'baseline':
      if (!options.baseline) throw new Error('the baseline engine needs --baseline <git ref>')
      return ours(locale, options, options.baseline)
    case 'orama':
      return orama(locale)
    case 'minisearch':
      return minisearch(locale)
    case 'sqlite-fts5':
      return sqliteFts5(locale)
    case 'postgres':
      return postgres(locale, options)
  }
}
