import fs from 'node:fs'
import path from 'node:path'
import type { ImageFigures } from './images'
import type { LoadFigures } from './load'
import type { BenchOptions } from './options'
import type { TreeMemory } from './procTree'

export interface BenchResult {
  date: string
  options: BenchOptions
  machine: { cpus: number; loadAverage: number[]; node: string }
  build: string
  database: 'reused' | 'created'
  page: { path: string; bodyBytes: number; contentType: string; contentEncoding: string; nextCache: string }
  coldStartMs: number
  /** Starts that exited before serving and were retried before the measured one. */
  coldStartFailedStarts: number
  app: LoadFigures
  nginx: LoadFigures
  /** app / nginx: below 1 for requests/s and above 1 for latencies mean the app is slower. */
  ratio: { requestsPerSec: number; p50: number; p99: number }
  memory: TreeMemory
  images: ImageFigures
  /** The shipped set-up (nginx micro-cache in front of the app) and the framework's minimal page. */
  production: { setup: LoadFigures; setupGzip: LoadFigures; appGzip: LoadFigures; minimal: LoadFigures }
}

const ratio = (a: number, b: number) => (b > 0 ? a / b : Number.NaN)

export function ratios(app: LoadFigures, nginx: LoadFigures): BenchResult['ratio'] {
  return {
    requestsPerSec: ratio(app.requestsPerSec, nginx.requestsPerSec),
    p50: ratio(app.latencyMs.p50, nginx.latencyMs.p50),
    p99: ratio(app.latencyMs.p99, nginx.latencyMs.p99),
  }
}

function row(label: string, app: string, nginx: string, both = ''): string {
  return `${label.padEnd(22)}${app.padStart(12)}${nginx.padStart(12)}${both.padStart(12)}`
}

const fixed = (value: number, digits: number) => (Number.isFinite(value) ? value.toFixed(digits) : 'n/a')

export function printTable(result: BenchResult): void {
  const { app, nginx, options, page, memory } = result
  const latencyRow = (label: string, key: 'p50' | 'p90' | 'p97_5' | 'p99') =>
    row(`latency ${label} (ms)`, fixed(app.latencyMs[key], 2), fixed(nginx.latencyMs[key], 2), fixed(ratio(app.latencyMs[key], nginx.latencyMs[key]), 1))
  const failures = (figures: LoadFigures) => `${figures.errors}/${figures.timeouts}/${figures.non2xx}`
  const largest = memory.largest
  console.log(
    [
      '',
      `GET ${page.path}: ${options.connections} connections, ${options.duration} s measured after ${options.warmup} s warm-up, same run`,
      `Fair comparison: no compression on either side (no Accept-Encoding, nginx gzip off), the same ${page.bodyBytes} body bytes`,
      `(app: Content-Encoding ${page.contentEncoding}, x-nextjs-cache ${page.nextCache}); nginx: 1 worker, the app: 1 Node process.`,
      `Load generator, app and nginx share ${result.machine.cpus} CPUs (load average ${result.machine.loadAverage.map((n) => n.toFixed(2)).join(' ')}).`,
      '',
      row('', 'app', 'nginx', 'app/nginx'),
      row('requests/s', fixed(app.requestsPerSec, 1), fixed(nginx.requestsPerSec, 1), fixed(result.ratio.requestsPerSec, 3)),
      latencyRow('p50', 'p50'),
      latencyRow('p90', 'p90'),
      latencyRow('p97.5', 'p97_5'),
      latencyRow('p99', 'p99'),
      row('bytes/response', fixed(app.bytesPerResponse, 0), fixed(nginx.bytesPerResponse, 0)),
      row('requests', String(app.requests), String(nginx.requests)),
      row('errors/timeouts/non2xx', failures(app), failures(nginx)),
      '',
      `cold start (spawn → first 200 of ${page.path}): ${fixed(result.coldStartMs, 0)} ms (database ${result.database}${
        result.coldStartFailedStarts > 0 ? `; after ${result.coldStartFailedStarts} start(s) that exited early, retried` : ''
      })`,
      `server RSS after load: ${fixed(memory.totalMb, 1)} MB in ${memory.processes.length} processes; largest ${
        largest ? `${fixed(largest.rssMb, 1)} MB (pid ${largest.pid}: ${largest.command})` : 'n/a'
      }`,
    ].join('\n'),
  )
}

export function writeJson(file: string, result: BenchResult): void {
  fs.mkdirSync(path.dirname(file), { recursive: true })
  fs.writeFileSync(file, `${JSON.stringify(result, null, 2)}\n`)
  console.log(`\nwritten ${path.relative(process.cwd(), file)}`)
}

/** The production table: each way of serving the page, then the ratios the speed targets use. */
export function printProduction(result: BenchResult): void {
  const { setup, setupGzip, appGzip, minimal } = result.production
  const line = (label: string, figures: LoadFigures) =>
    `${label.padEnd(34)}${fixed(figures.requestsPerSec, 1).padStart(10)}${fixed(figures.latencyMs.p50, 2).padStart(10)}${fixed(figures.latencyMs.p99, 2).padStart(10)}${`${figures.errors}/${figures.timeouts}/${figures.non2xx}`.padStart(12)}`
  console.log(
    [
      '',
      `GET ${result.page.path}, ways of serving it (same run, same load):`,
      `${''.padEnd(34)}${'req/s'.padStart(10)}${'p50 ms'.padStart(10)}${'p99 ms'.padStart(10)}${'err/to/non2xx'.padStart(12)}`,
      line('nginx, static file (same bytes)', result.nginx),
      line('set-up: deploy/nginx + app', setup),
      line('set-up, Accept-Encoding gzip, br', setupGzip),
      line('app alone', result.app),
      line('app alone, Accept-Encoding gzip, br', appGzip),
      line('minimal Next.js page (reference)', minimal),
      '',
      `set-up ÷ nginx static (req/s): ${fixed(ratio(setup.requestsPerSec, result.nginx.requestsPerSec), 3)} (target ≥ 0.5)`,
      `app ÷ minimal Next.js page (req/s): ${fixed(ratio(result.app.requestsPerSec, minimal.requestsPerSec), 3)} (target ≥ 0.7)`,
    ].join('\n'),
  )
}
