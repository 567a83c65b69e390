/**
 * Our engine as it was at an earlier commit (`--baseline <git ref>`), for before/after figures
 * in one run of the bench: the ref's `src/features/search/logic/` is written under
 * `bench/results/` (ignored by git, and below the project's `node_modules`, so its imports
 * resolve) and loaded beside the current one.
 */
import { execFileSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import type { Locale } from '@/i18n/locales'
import type { ParsedQuery } from '@/features/search/logic/query'
import type { SearchDocument, SynonymEntry } from '@/features/search/logic/types'

const logicFolder = 'src/features/search/logic'

interface OurIndex {
  upsert(doc: SearchDocument): void
  prepare(): void
}

/**
 * What the bench needs of an engine's logic folder (the current one or a baseline's). Method
 * signatures, so that the current module's narrower parameter types fit.
 */
export interface OurLogic {
  SearchIndex: new (locale: Locale) => OurIndex
  search(index: OurIndex, query: ParsedQuery, options: { synonyms: unknown }): { doc: { href: string } }[]
  parseQuery(raw: string): ParsedQuery
  synonymMap(locale: Locale, entries: SynonymEntry[]): unknown
}

/** Writes the ref's logic folder once per commit; returns the folder. */
export function extractBaseline(ref: string): string {
  const git = (...args: string[]) => execFileSync('git', args, { encoding: 'utf8' })
  const commit = git('rev-parse', '--verify', `${ref}^{commit}`).trim()
  const dir = path.join(process.cwd(), 'bench', 'results', `baseline-${commit.slice(0, 12)}`)
  if (fs.existsSync(path.join(dir, 'search.ts'))) return dir
  fs.mkdirSync(dir, { recursive: true })
  for (const file of git('ls-tree', '--name-only', `${commit}:${logicFolder}`).split('\n')) {
    if (!file.endsWith('.ts') || file.endsWith('.test.ts')) continue
    fs.writeFileSync(path.join(dir, file), git('show', `${commit}:${logicFolder}/${file}`))
  }
  return dir
}

export async function loadLogic(dir: string): Promise<OurLogic> {
  const load = async (file: string): Promise<Record<string, unknown>> => (await import(path.join(dir, file))) as Record<string, unknown>
  const [index, search, query, synonyms] = await Promise.all([load('searchIndex.ts'), load('search.ts'), load('query.ts'), load('synonyms.ts')])
  const logic = { SearchIndex: index.SearchIndex, search: search.search, parseQuery: query.parseQuery, synonymMap: synonyms.synonymMap }
  for (const [name, value] of Object.entries(logic)) if (typeof value !== 'function') throw new Error(`baseline ${dir}: no ${name}`)
  // Checked above to be functions; their signatures are the baseline commit's (the same interface).
  return logic as OurLogic
}
