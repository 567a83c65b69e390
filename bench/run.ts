/**
 * Also the image transform endpoint: first (uncached) and repeated (cached) latency.
 * `npm run bench [-- --duration 15 --connections 10 --warmup 3 --timeout 1200]`: cold start,
 * throughput, latency and memory of the production server on /en, next to nginx serving
 * the same bytes. Figures: stdout and bench/results/home.json.
 */
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { ensureBuild } from './lib/build'
import { cleanupAll, installGuards } from './lib/cleanup'
import { measure } from './lib/load'
import { measureImages, printImages } from './lib/images'
import { get } from './lib/net'
import { buildMinimalNext, startMinimalNext } from './catalogue/minimalNext'
import { ensureNginx, startNginx, startSetup } from './lib/nginx'
import { parseOptions } from './lib/options'
import { resultsFile, root } from './lib/paths'
import { treeMemory } from './lib/procTree'
import { printProduction, printTable, ratios, writeJson, type BenchResult } from './lib/report'
import { prepareDatabase, startAndTime } from './lib/server'

const pagePath = '/en'
/** What browsers send: the app compresses, the set-up compresses once per cache fill. */
const compressed = { 'accept-encoding': 'gzip, br' }

async function main(): Promise<void> {
  const options = parseOptions(process.argv.slice(2))
  process.chdir(root)
  await ensureBuild()
  installGuards(options.timeout)
  await ensureNginx()
  const database = await prepareDatabase(pagePath, 15 * 60_000)

  console.log('[bench] cold start...')
  const { server, coldStartMs, failedStarts } = await startAndTime('cold', pagePath, 3 * 60_000)
  console.log(`[bench] cold start: ${coldStartMs.toFixed(0)} ms`)
  const page = await get(server.url(pagePath), 30_000)
  if (page.status !== 200) throw new Error(`${pagePath} answered ${page.status}`)
  const header = (name: string) => String(page.headers[name] ?? 'none')

  const load = { connections: options.connections, duration: options.duration, warmup: options.warmup }
  console.log(`[bench] load on the app (${load.warmup} s warm-up + ${load.duration} s)...`)
  const app = await measure(server.url(pagePath), load)
  const memory = treeMemory(server.pid)
  console.log('[bench] image transform endpoint, uncached then cached...')
  const images = await measureImages((path) => server.url(path))
  const appGzip = await measure(server.url(pagePath), load, compressed)
  console.log('[bench] load through the shipped set-up (deploy/nginx in front of the app)...')
  const front = await startSetup(server.port, pagePath)
  const setup = await measure(front.url, load)
  const setupGzip = await measure(front.url, load, compressed)
  await front.stop()
  await server.stop()

  const nginx = await startNginx(page.body)
  console.log(`[bench] load on nginx (${load.warmup} s warm-up + ${load.duration} s)...`)
  const reference = await measure(nginx.url, load)
  await nginx.stop()

  console.log('[bench] the minimal reference page (bench/fixtures/minimal-next), built and served...')
  const minimalDir = await buildMinimalNext()
  const minimalServer = await startMinimalNext(minimalDir)
  const minimal = await measure(minimalServer.url, load)
  await minimalServer.stop()
  fs.rmSync(minimalDir, { recursive: true, force: true })

  const result: BenchResult = {
    date: new Date().toISOString(),
    options,
    machine: { cpus: os.cpus().length, loadAverage: os.loadavg(), node: process.version },
    build: fs.readFileSync(path.join(root, '.next', 'BUILD_ID'), 'utf8').trim(),
    database,
    page: {
      path: pagePath,
      bodyBytes: page.body.length,
      contentType: header('content-type'),
      contentEncoding: header('content-encoding'),
      nextCache: header('x-nextjs-cache'),
    },
    coldStartMs,
    coldStartFailedStarts: failedStarts,
    app,
    nginx: reference,
    ratio: ratios(app, reference),
    production: { setup, setupGzip, appGzip, minimal },
    memory,
    images,
  }
  printTable(result)
  printProduction(result)
  printImages(images)
  writeJson(resultsFile, result)
}

try {
  await main()
  await cleanupAll()
  process.exit(0)
} catch (error) {
  console.error(`[bench] failed: ${error instanceof Error ? error.message : String(error)}`)
  await cleanupAll()
  process.exit(1)
}
