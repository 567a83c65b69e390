/**
 * `npm run bench:search:engines [-- --engines ours,orama,minisearch,sqlite-fts5,postgres
 *   --locales en,it,zh --products 10000 --materials 5000 --queries 100 --runs 3
 *   --postgres-url URL --baseline REF --repeat N]` (default: TEST_DATABASE_URL, the PostgreSQL the database
 *   tests use; without either, PostgreSQL is left out). `--baseline <git ref>` adds the engine
 *   `baseline`: our logic folder at that commit, measured in the same run (before/after).
 *   `--repeat N` runs each query N times and keeps its fastest time: the query's own cost,
 *   without the garbage collections and the waits of a shared machine (default 1: one run).
 *
 * Our search index against Orama, MiniSearch, SQLite FTS5 and PostgreSQL (tsvector + pg_trgm)
 * on the same data: the scale catalogue's generated products and materials (`seed:scale`'s
 * generators, no database needed), per language. Each engine × language × run is a fresh
 * process (`--expose-gc`), so memory is the heap the engine keeps after a full collection,
 * with the input documents dropped (an engine that keeps documents pays for them). Figures:
 * build time, heap, store size (databases: table + indexes), query latency p50/p95 per kind
 * (exact word, prefix, one typo, two typos, code, Chinese), how often the answer was right,
 * and the relevance table's pass count on the demo content. Medians of the runs; the machine
 * is shared, so compare engines within one run of this script. Writes bench/results/search-engines.json.
 */
import { execFileSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { parseArgs } from 'node:util'
import { isLocale, locales as allLocales, type Locale } from '@/i18n/locales'
import { fold } from '@/features/search/logic/text'
import { extractBaseline, loadLogic, type OurLogic } from './lib/searchEngines/baseline'
import { engineNames, isEngineName, makeEngine, type EngineName } from './lib/searchEngines/engines'
import { benchQueries, queryKinds, type QueryKind } from './lib/searchEngines/queries'
import { scaleCatalogue, scaleDocuments } from './lib/scaleSearchDocuments'
import { demoDocuments, demoSynonyms } from '../tests/fixtures/search/demoDocuments'
import { relevanceTable } from '../tests/fixtures/search/relevanceTable'

const { values } = parseArgs({
  options: {
    child: { type: 'string' },
    engines: { type: 'string' },
    locales: { type: 'string' },
    locale: { type: 'string' },
    products: { type: 'string' },
    materials: { type: 'string' },
    queries: { type: 'string' },
    runs: { type: 'string' },
    'postgres-url': { type: 'string' },
    baseline: { type: 'string' },
    repeat: { type: 'string' },
    'baseline-dir': { type: 'string' },
  },
  strict: true,
})
const postgresUrl = values['postgres-url'] ?? process.env.TEST_DATABASE_URL ?? ''
const products = Number(values.products ?? 10_000)
const materials = Number(values.materials ?? 5_000)
const queryCount = Number(values.queries ?? 100)
/** Times each query runs; its figure is the fastest (1: one cold run, collections and the machine's noise included). */
const repeat = Math.max(1, Number(values.repeat ?? 1))
const baselineDir = values['baseline-dir'] ?? (values.baseline ? extractBaseline(values.baseline) : '')
const baseline: OurLogic | undefined = values.child && baselineDir ? await loadLogic(baselineDir) : undefined

interface KindFigures {
  n: number
  p50: number
  p95: number
  /** CPU time of this process per query (waiting for a core excluded; a database server's own CPU is not in it). */
  cpuP50: number
  cpuP95: number
  /** Share of queries answered right (see `right`). */
  right: number
}
interface ScaleResult {
  documents: number
  buildMs: number
  heapMb: number
  storeMb: number
  kinds: Partial<Record<QueryKind, KindFigures>>
}

function percentile(sorted: readonly number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN
}
const median = (list: readonly number[]): number => percentile([...list].sort((a, b) => a - b), 50)
const heap = (): number => {
  global.gc?.()
  global.gc?.()
  const memory = process.memoryUsage()
  return memory.heapUsed + memory.arrayBuffers
}

/** One engine, one language, in this process: build, memory, queries. */
async function scaleChild(name: EngineName, locale: Locale): Promise<ScaleResult> {
  const catalogue = scaleCatalogue(products, materials)
  const queries = (() => {
    const docs = scaleDocuments(catalogue, locale)
    return { docs: docs.length, set: benchQueries(locale, docs, queryCount), titles: new Map(docs.map((doc) => [doc.href, fold(doc.title)])) }
  })()
  const engine = makeEngine(name, locale, { postgresUrl, baseline })
  const before = heap()
  let docs = scaleDocuments(catalogue, locale)
  const started = performance.now()
  await engine.build(docs)
  const buildMs = performance.now() - started
  docs = []
  const heapMb = (heap() - before) / 1048576
  const result: ScaleResult = { documents: queries.docs, buildMs, heapMb, storeMb: (await engine.storeBytes()) / 1048576, kinds: {} }
  for (const query of queries.set.exact.slice(0, 30)) await engine.query(query.text, 20) // warm-up (JIT, caches)
  heap()
  for (const kind of queryKinds) {
    const list = queries.set[kind]
    if (list.length === 0) continue
    const times: number[] = []
    const cpuTimes: number[] = []
    let right = 0
    for (const query of list) {
      let keys: string[] = []
      let time = Number.POSITIVE_INFINITY
      let cpuTime = Number.POSITIVE_INFINITY
      for (let attempt = 0; attempt < repeat; attempt += 1) {
        const cpu = process.cpuUsage()
        const start = performance.now()
        keys = await engine.query(query.text, 20)
        time = Math.min(time, performance.now() - start)
        const used = process.cpuUsage(cpu)
        cpuTime = Math.min(cpuTime, (used.user + used.system) / 1000)
      }
      times.push(time)
      cpuTimes.push(cpuTime)
      const ok = 'code' in query.expect ? keys[0] === query.expect.code : keys.some((key) => (queries.titles.get(key) ?? '').includes((query.expect as { title: string }).title))
      if (ok) right += 1
    }
    const sorted = times.sort((a, b) => a - b)
    const cpuSorted = cpuTimes.sort((a, b) => a - b)
    result.kinds[kind] = { n: list.length, p50: percentile(sorted, 50), p95: percentile(sorted, 95), cpuP50: percentile(cpuSorted, 50), cpuP95: percentile(cpuSorted, 95), right: right / list.length }
  }
  await engine.close()
  return result
}

/** The relevance table on the demo content, all seven languages: rows passed. */
async function relevanceChild(name: EngineName): Promise<{ passed: number; total: number; failed: string[] }> {
  let passed = 0
  const failed: string[] = []
  for (const locale of allLocales) {
    const rows = relevanceTable.filter((row) => row.locale === locale)
    if (rows.length === 0) continue
    const engine = makeEngine(name, locale, { postgresUrl, baseline, synonyms: demoSynonyms[locale] })
    await engine.build(demoDocuments(locale))
    for (const row of rows) {
      const top = await engine.query(row.q, row.within)
      if (top.includes(row.want)) passed += 1
      else failed.push(`${locale} "${row.q}"`)
    }
    await engine.close()
  }
  return { passed, total: relevanceTable.length, failed }
}

if (values.child) {
  const name = values.engines ?? ''
  if (!isEngineName(name)) throw new Error(`unknown engine ${name}`)
  const output = values.child === 'relevance' ? await relevanceChild(name) : await scaleChild(name, isLocale(values.locale) ? values.locale : 'en')
  console.log(JSON.stringify(output))
  process.exit(0)
}

const chosen = (values.engines ?? engineNames.join(',')).split(',').filter(isEngineName).filter((name) => (name !== 'postgres' || postgresUrl !== '') && (name !== 'baseline' || baselineDir !== ''))
// `--baseline` measures the baseline beside whatever else was chosen.
const engines: EngineName[] = baselineDir !== '' && !chosen.includes('baseline') ? ['baseline', ...chosen] : chosen
const locales = (values.locales ?? 'en,it,zh').split(',').filter(isLocale)
const runs = Number(values.runs ?? 3)
const script = path.join(import.meta.dirname, 'searchEngines.ts')

function child(args: string[]): unknown {
  const out = execFileSync(process.execPath, ['--expose-gc', '--import', 'tsx', script, ...args, '--products', String(products), '--materials', String(materials), '--queries', String(queryCount), '--postgres-url', postgresUrl, '--baseline-dir', baselineDir, '--repeat', String(repeat)], { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024, stdio: ['ignore', 'pipe', 'inherit'] })
  const last = out.trim().split('\n').pop() ?? '{}'
  return JSON.parse(last)
}

const started = Date.now()
const results = new Map<string, ScaleResult[]>()
for (let run = 1; run <= runs; run += 1) {
  for (const locale of locales) {
    for (const name of engines) {
      const result = child(['--child', 'scale', '--engines', name, '--locale', locale]) as ScaleResult
      const key = `${name}|${locale}`
      results.set(key, [...(results.get(key) ?? []), result])
      console.log(`[bench:search:engines] run ${run}/${runs} ${name} ${locale}: build ${result.buildMs.toFixed(0)} ms, heap ${result.heapMb.toFixed(1)} MB, store ${result.storeMb.toFixed(1)} MB, exact p95 ${result.kinds.exact?.p95.toFixed(2)} ms (CPU ${result.kinds.exact?.cpuP95.toFixed(2)} ms)`)
    }
  }
}
const relevance = new Map(engines.map((name) => [name, child(['--child', 'relevance', '--engines', name]) as { passed: number; total: number; failed: string[] }]))

const summary: Record<string, unknown> = { date: new Date().toISOString(), loadAverage: os.loadavg(), cores: os.cpus().length, products, materials, queries: queryCount, repeat, runs, engines: {} }
const mainRows: string[][] = [['engine', 'locale', 'docs', 'build ms', 'heap MB', 'store MB', 'relevance']]
const kindRows: string[][] = [['engine', 'locale', 'kind', 'p50 ms', 'p95 ms', 'p95 ÷ ours', 'CPU p50', 'CPU p95', 'CPU p95 ÷ ours', 'right %']]
const mid = (list: ScaleResult[], pick: (result: ScaleResult) => number | undefined): number => median(list.map(pick).filter((value): value is number => value !== undefined))
for (const locale of locales) {
  for (const name of engines) {
    const list = results.get(`${name}|${locale}`) ?? []
    const ours = results.get(`ours|${locale}`) ?? []
    const rel = relevance.get(name)
    const entry = { buildMs: mid(list, (r) => r.buildMs), heapMb: mid(list, (r) => r.heapMb), storeMb: mid(list, (r) => r.storeMb), kinds: {} as Record<string, unknown>, relevance: rel }
    mainRows.push([name, locale, String(list[0]?.documents ?? 0), entry.buildMs.toFixed(0), entry.heapMb.toFixed(1), entry.storeMb.toFixed(1), rel ? `${rel.passed}/${rel.total}` : ''])
    for (const kind of queryKinds) {
      if (!list[0]?.kinds[kind]) continue
      const figures = { p50: mid(list, (r) => r.kinds[kind]?.p50), p95: mid(list, (r) => r.kinds[kind]?.p95), cpuP50: mid(list, (r) => r.kinds[kind]?.cpuP50), cpuP95: mid(list, (r) => r.kinds[kind]?.cpuP95), right: mid(list, (r) => r.kinds[kind]?.right) }
      const oursP95 = mid(ours, (r) => r.kinds[kind]?.p95)
      const oursCpuP95 = mid(ours, (r) => r.kinds[kind]?.cpuP95)
      entry.kinds[kind] = figures
      const ratio = (value: number, base: number) => (ours.length > 0 ? (value / base).toFixed(2) : '')
      kindRows.push([name, locale, kind, figures.p50.toFixed(2), figures.p95.toFixed(2), ratio(figures.p95, oursP95), figures.cpuP50.toFixed(2), figures.cpuP95.toFixed(2), ratio(figures.cpuP95, oursCpuP95), (figures.right * 100).toFixed(0)])
    }
    ;(summary.engines as Record<string, unknown>)[`${name} ${locale}`] = entry
  }
}

const print = (rows: string[][]) => {
  const widths = rows[0]?.map((_, column) => Math.max(...rows.map((row) => (row[column] ?? '').length))) ?? []
  for (const row of rows) console.log(row.map((cell, column) => cell.padStart(widths[column] ?? 0)).join('  '))
}
console.log(`\n[bench:search:engines] ${products} products + ${materials} materials per language, ${queryCount} queries per kind${repeat > 1 ? ` (each the fastest of ${repeat})` : ''}, median of ${runs} runs, ${((Date.now() - started) / 1000).toFixed(0)} s; load average ${os.loadavg().map((value) => value.toFixed(1)).join(' ')} on ${os.cpus().length} cores`)
print(mainRows)
console.log('')
print(kindRows)
for (const [name, rel] of relevance) if (rel.failed.length > 0) console.log(`relevance ${name} failed: ${rel.failed.join(', ')}`)
const file = path.join(process.cwd(), 'bench', 'results', 'search-engines.json')
fs.mkdirSync(path.dirname(file), { recursive: true })
fs.writeFileSync(file, `${JSON.stringify(summary, null, 2)}\n`)
