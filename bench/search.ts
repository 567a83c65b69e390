/**
 * `npm run bench:search [-- --database-url file:./data/scale.db --locales en,it,zh --queries 200]`
 *
 * The site search on the scale database (`npm run seed:scale -- --products 10000 --materials 5000`):
 * index build time and memory per language, then server-side query time (p50/p95/p99) for
 * single words, two-word queries and typo queries, next to a plain `LIKE` query over the
 * same rows (the search's first engine) in the same run. Figures: stdout and bench/results/search.json.
 */
import fs from 'node:fs'
import path from 'node:path'
import { parseArgs } from 'node:util'

const { values } = parseArgs({
  options: { 'database-url': { type: 'string' }, locales: { type: 'string' }, queries: { type: 'string' }, 'like-queries': { type: 'string' } },
  strict: true,
})
process.env.DATABASE_URL = values['database-url'] ?? process.env.SEARCH_BENCH_DATABASE_URL ?? 'file:./data/scale.db'
process.env.LOG_LEVEL = 'warn'

const { loadPayload } = await import('../scripts/lib/payload')
const { mustFinish } = await import('../scripts/lib/mustFinish')
const { closeDatabase } = await import('../src/lib/closeDatabase')
const { searchEngine } = await import('../src/features/search/server/engine')
const { parseQuery } = await import('../src/features/search/logic/query')
const { search } = await import('../src/features/search/logic/search')
const { highlight } = await import('../src/features/search/logic/highlight')
const { isLocale } = await import('../src/i18n/locales')
const { collectionOf } = await import('../src/features/search/logic/documents')
const { searchTypes } = await import('../src/features/search/logic/types')

const finished = mustFinish('bench:search')

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN
}
function figures(times: number[]) {
  const sorted = [...times].sort((a, b) => a - b)
  return { n: sorted.length, p50: percentile(sorted, 50), p95: percentile(sorted, 95), p99: percentile(sorted, 99) }
}

/** A small seeded generator: the same queries on every run. */
function random(seed: number): () => number {
  let state = seed
  return () => {
    state = (state * 1103515245 + 12345) % 2147483648
    return state / 2147483648
  }
}

function typo(word: string, next: () => number): string {
  const at = 1 + Math.floor(next() * (word.length - 2))
  return word.slice(0, at - 1) + word.charAt(at) + word.charAt(at - 1) + word.slice(at + 1)
}

const payload = await loadPayload()
const locales = (values.locales ?? 'en,it,zh').split(',').filter(isLocale)
const count = Number(values.queries ?? 200)
const likeCount = Number(values['like-queries'] ?? 40)
const report: Record<string, unknown> = { date: new Date().toISOString(), loadAverage: (await import('node:os')).loadavg(), database: process.env.DATABASE_URL.replace(/^.*\//, ''), locales: {} }
const rows: string[][] = [['locale', 'kind', 'n', 'p50 ms', 'p95 ms', 'p99 ms', 'CPU p95 ms', 'LIKE p50', 'LIKE p95', 'p95 ratio LIKE/index']]

for (const locale of locales) {
  global.gc?.()
  const heapBefore = process.memoryUsage().heapUsed
  const started = performance.now()
  const engine = await searchEngine(payload, locale)
  const buildMs = performance.now() - started
  global.gc?.()
  const heapMb = (process.memoryUsage().heapUsed - heapBefore) / 1048576
  console.log(`[bench:search] ${locale}: ${engine.index.size} documents indexed in ${buildMs.toFixed(0)} ms, heap +${heapMb.toFixed(0)} MB`)

  // Queries from the catalogue's own title words (seeded), as visitors would type them.
  const titleWords = [...engine.index.documents()].flatMap((number) => (engine.index.entry(number)?.title ?? '').split(/\s+/)).filter((word) => Array.from(word).length >= (locale === 'zh' ? 2 : 5) && /^[\p{L}]+$/u.test(word))
  const next = random(42)
  const pick = () => titleWords[Math.floor(next() * titleWords.length)] ?? 'sofa'
  const kinds: Record<string, string[]> = {
    single: Array.from({ length: count }, pick),
    twoWords: Array.from({ length: count }, () => `${pick()} ${pick()}`),
    typo: Array.from({ length: count }, () => (locale === 'zh' ? pick() : typo(pick(), next))),
  }
  const localeReport: Record<string, unknown> = { documents: engine.index.size, buildMs, heapMb }
  // Warm-up, not measured: the first queries of a fresh process compile the search code (JIT)
  // and sweep the garbage the index build left; a server answers its visitors warm.
  for (const text of Array.from({ length: 50 }, pick)) {
    const current = await searchEngine(payload, locale)
    search(current.index, parseQuery(text), { synonyms: current.synonyms })
  }
  global.gc?.()
  for (const [kind, queries] of Object.entries(kinds)) {
    const times: number[] = []
    const cpuTimes: number[] = []
    let found = 0
    for (const text of queries) {
      const cpu = process.cpuUsage()
      const start = performance.now()
      const current = await searchEngine(payload, locale)
      const hits = search(current.index, parseQuery(text), { synonyms: current.synonyms, exclude: (doc) => current.hidden.has(`${collectionOf[doc.type]}:${doc.id}`) })
      for (const hit of hits.slice(0, 20)) highlight(locale, hit.doc.title, hit)
      times.push(performance.now() - start)
      const used = process.cpuUsage(cpu)
      cpuTimes.push((used.user + used.system) / 1000)
      if (hits.length > 0) found += 1
    }
    const likeTimes: number[] = []
    for (const text of queries.slice(0, likeCount)) {
      const start = performance.now()
      await Promise.all(
        searchTypes.map((type) => {
          const field = type === 'products' || type === 'materials' ? 'name' : 'title'
          return payload.find({ collection: collectionOf[type], locale, depth: 0, limit: 200, where: { and: [{ _status: { equals: 'published' } }, { or: [{ [field]: { like: text } }, ...(type === 'products' || type === 'materials' ? [{ code: { like: text } }] : [])] }] } })
        }),
      )
      likeTimes.push(performance.now() - start)
    }
    const index = figures(times)
    const cpu = figures(cpuTimes)
    const like = figures(likeTimes)
    localeReport[kind] = { index, cpu, like, withResults: found / queries.length, ratioP95: like.p95 / index.p95 }
    rows.push([locale, kind, String(index.n), index.p50.toFixed(2), index.p95.toFixed(2), index.p99.toFixed(2), cpu.p95.toFixed(2), like.p50.toFixed(1), like.p95.toFixed(1), (like.p95 / index.p95).toFixed(0)])
  }
  ;(report.locales as Record<string, unknown>)[locale] = localeReport
}

const widths = rows[0]?.map((_, column) => Math.max(...rows.map((row) => (row[column] ?? '').length))) ?? []
console.log(`[bench:search] load average ${(await import('node:os')).loadavg().map((value) => value.toFixed(1)).join(' ')} on ${(await import('node:os')).cpus().length} cores (wall-clock percentiles include waiting for a core; CPU p95 does not)`)
for (const row of rows) console.log(row.map((cell, column) => cell.padStart(widths[column] ?? 0)).join('  '))
const memory = process.memoryUsage()
report.rssMb = memory.rss / 1048576
console.log(`[bench:search] process memory: rss ${(memory.rss / 1048576).toFixed(0)} MB, heap ${(memory.heapUsed / 1048576).toFixed(0)} MB`)
const file = path.join(process.cwd(), 'bench', 'results', 'search.json')
fs.mkdirSync(path.dirname(file), { recursive: true })
fs.writeFileSync(file, `${JSON.stringify(report, null, 2)}\n`)
await closeDatabase(payload)
finished()
process.exit(0)
