/**
 * `npm run bench:load [-- --duration 60 --connections 100]`: the production build on the
 * benchmark's seeded database (data/bench, as `npm run bench`), under a mix of concurrent
 * requests — pages, lists with filters, search results, place search, search suggestions (JSON) — for
 * `duration` seconds after one warm-up request per address. Prints requests per second, latency
 * p50/p95/p99 of every answer, errors, timeouts and non-2xx answers per group. Figures: stdout
 * and bench/results/load.json. The goal (issue 15): 0 errors and 0 timeouts.
 *
 * Before the load, every page in the seven sitemaps is fetched once (`CRAWL_PARALLEL` at a time);
 * the server's resident memory (its process tree) is printed after start, after that crawl,
 * after the load and after `SETTLE_SECONDS` of quiet. The goal (issue 14): ≤ 350 MB steady.
 */
import autocannon from 'autocannon'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { parseArgs } from 'node:util'
import { ensureBuild } from './lib/build'
import { cleanupAll, installGuards } from './lib/cleanup'
import { locales } from '../src/i18n/locales'
import { sitemapPaths } from './lib/lighthousePages'
import { get } from './lib/net'
import { treeMemory } from './lib/procTree'
import { root } from './lib/paths'
import { prepareDatabase, startAndTime } from './lib/server'
import { discoverTargets, type TargetGroup } from './load/targets'

/** autocannon's own per-request limit: an answer slower than this counts as a timeout. */
const REQUEST_TIMEOUT_SECONDS = 10
/** Pages fetched at once by the crawl before the load. */
const CRAWL_PARALLEL = 4
/** Quiet time after the load before the steady memory is read. */
const SETTLE_SECONDS = 30
/** The memory goal after crawl and load (issue 14). */
const STEADY_RSS_GOAL_MB = 350

/** Fetches every path once, `CRAWL_PARALLEL` at a time; returns the statuses seen. */
async function crawl(url: (path: string) => string, paths: readonly string[]): Promise<Map<number, number>> {
  const statuses = new Map<number, number>()
  let next = 0
  await Promise.all(
    Array.from({ length: CRAWL_PARALLEL }, async () => {
      for (let index = next++; index < paths.length; index = next++) {
        const status = (await get(url(paths[index] ?? '/'), 120_000)).status
        statuses.set(status, (statuses.get(status) ?? 0) + 1)
      }
    }),
  )
  return statuses
}

/** Distinct visitor addresses the load comes from (X-Forwarded-For, believed from the loopback proxy). */
const VISITORS = 250

function options(): { duration: number; connections: number } {
  const { values } = parseArgs({ args: process.argv.slice(2), strict: true, options: { duration: { type: 'string' }, connections: { type: 'string' } } })
  const duration = Number(values.duration ?? 60)
  const connections = Number(values.connections ?? 100)
  if (!(duration >= 1 && duration <= 600) || !(connections >= 1 && connections <= 1000)) throw new Error('--duration 1–600 s, --connections 1–1000')
  return { duration, connections: Math.round(connections) }
}

/** A reproducible weighted choice of group and address (mulberry32). */
function chooser(groups: TargetGroup[], seed = 15): () => { group: string; path: string } {
  let state = seed
  const random = () => {
    state = (state + 0x6d2b79f5) | 0
    let t = Math.imul(state ^ (state >>> 15), 1 | state)
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
  const total = groups.reduce((sum, group) => sum + group.weight, 0)
  return () => {
    let roll = random() * total
    const group = groups.find((each) => (roll -= each.weight) < 0) ?? groups[0]
    if (!group) throw new Error('no target group')
    return { group: group.name, path: group.paths[Math.floor(random() * group.paths.length)] ?? '/en' }
  }
}

const percentile = (sorted: Float64Array, p: number) => sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))] ?? 0

async function main(): Promise<void> {
  const { duration, connections } = options()
  process.chdir(root)
  await ensureBuild()
  installGuards(duration + 25 * 60)
  await prepareDatabase('/en', 15 * 60_000)
  const { server } = await startAndTime('load', '/en', 3 * 60_000)
  const rss = { afterStart: treeMemory(server.pid).totalMb, afterCrawl: 0, afterLoad: 0, steady: 0 }
  const sitemap = (await Promise.all(locales.map((locale) => sitemapPaths(server.url('/'), locale)))).flat()
  console.log(`[bench:load] crawling the ${sitemap.length} sitemap pages once...`)
  const crawled = await crawl((each) => server.url(encodeURI(each)), sitemap)
  rss.afterCrawl = treeMemory(server.pid).totalMb
  const groups = await discoverTargets(server.url)
  console.log(`[bench:load] warming ${groups.reduce((sum, group) => sum + group.paths.length, 0)} addresses once...`)
  for (const group of groups) for (const each of group.paths) await get(server.url(each), 60_000)

  console.log(`[bench:load] ${connections} connections for ${duration} s...`)
  const next = chooser(groups)
  const statuses = new Map<string, Map<number, number>>()
  const samples: number[] = []
  let visitor = 0
  const instance = autocannon({
    url: server.url('/'),
    connections,
    duration,
    timeout: REQUEST_TIMEOUT_SECONDS,
    headers: { 'accept-encoding': 'identity' },
    requests: [
      {
        setupRequest: (request, context) => {
          const target = next()
          context.group = target.group
          // Many visitors, as behind the shipped nginx: each request comes from one of
          // VISITORS addresses, so the per-address budgets apply as they would in production.
          visitor = (visitor + 1) % VISITORS
          return { ...request, method: 'GET', path: target.path, headers: { ...request.headers, 'x-forwarded-for': `198.51.100.${visitor + 1}` } }
        },
        onResponse: (status, _body, context) => {
          const group = String(context.group)
          const counts = statuses.get(group) ?? new Map<number, number>()
          counts.set(status, (counts.get(status) ?? 0) + 1)
          statuses.set(group, counts)
        },
      },
    ],
  })
  instance.on('response', (_client, _status, _bytes, ms) => samples.push(ms))
  const result = await instance
  rss.afterLoad = treeMemory(server.pid).totalMb
  console.log(`[bench:load] ${SETTLE_SECONDS} s of quiet...`)
  await new Promise((resolve) => setTimeout(resolve, SETTLE_SECONDS * 1000))
  rss.steady = treeMemory(server.pid).totalMb
  const processes = treeMemory(server.pid).processes
  await server.stop()

  const sorted = Float64Array.from(samples).sort()
  const figures = {
    date: new Date().toISOString(),
    machine: { cpus: os.cpus().length, loadAverage: os.loadavg(), node: process.version },
    connections,
    durationSeconds: result.duration,
    requests: result.requests.total,
    requestsPerSec: result.requests.total / result.duration,
    latencyMs: { p50: percentile(sorted, 50), p95: percentile(sorted, 95), p99: percentile(sorted, 99), max: sorted[sorted.length - 1] ?? 0 },
    errors: result.errors,
    timeouts: result.timeouts,
    non2xx: result.non2xx,
    statusesByGroup: Object.fromEntries([...statuses].map(([group, counts]) => [group, Object.fromEntries(counts)])),
    crawl: { pages: sitemap.length, statuses: Object.fromEntries(crawled) },
    rssMb: rss,
    processes,
  }
  const ms = (value: number) => value.toFixed(1)
  console.log(
    [
      '',
      `bench:load — ${connections} connections, ${figures.durationSeconds} s, mixed GETs (${groups.map((group) => `${group.name} ${group.weight}%`).join(', ')})`,
      `requests: ${figures.requests}, ${figures.requestsPerSec.toFixed(1)} req/s`,
      `latency: p50 ${ms(figures.latencyMs.p50)} ms, p95 ${ms(figures.latencyMs.p95)} ms, p99 ${ms(figures.latencyMs.p99)} ms, max ${ms(figures.latencyMs.max)} ms`,
      `errors: ${figures.errors}, timeouts (> ${REQUEST_TIMEOUT_SECONDS} s): ${figures.timeouts}, non-2xx: ${figures.non2xx}`,
      ...[...statuses].map(([group, counts]) => `  ${group}: ${[...counts].sort(([a], [b]) => a - b).map(([status, n]) => `${status}×${n}`).join(' ')}`),
      `crawl before the load: ${sitemap.length} sitemap pages, ${[...crawled].sort(([a], [b]) => a - b).map(([status, n]) => `${status}×${n}`).join(' ')}`,
      `server RSS (process tree): after start ${rss.afterStart.toFixed(0)} MB, after the crawl ${rss.afterCrawl.toFixed(0)} MB, after the load ${rss.afterLoad.toFixed(0)} MB, after ${SETTLE_SECONDS} s of quiet ${rss.steady.toFixed(0)} MB (goal ≤ ${STEADY_RSS_GOAL_MB} MB)`,
      ...processes.map((each) => `  ${each.rssMb.toFixed(0)} MB  ${each.command}`),
    ].join('\n'),
  )
  const file = path.join(root, 'bench', 'results', 'load.json')
  fs.mkdirSync(path.dirname(file), { recursive: true })
  fs.writeFileSync(file, `${JSON.stringify(figures, null, 2)}\n`)
  console.log(`\nwritten ${path.relative(root, file)}`)
}

try {
  await main()
  await cleanupAll()
  process.exit(0)
} catch (error) {
  console.error(`[bench:load] failed: ${error instanceof Error ? error.message : String(error)}`)
  await cleanupAll()
  process.exit(1)
}
