import { spawn } from 'node:child_process'
import crypto from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import { performance } from 'node:perf_hooks'
import { z } from 'zod'
import { clearRuntimeCaches } from './build'
import { onCleanup } from './cleanup'
import { freePort, loopback, waitForOk, type Response } from './net'
import { benchDataDir, preparedMarker, root } from './paths'
import { stopTree } from './procTree'

export interface Server {
  /** The process `npm start` runs (scripts/start.mjs): the root of the server's process tree. */
  pid: number
  port: number
  url: (pathname: string) => string
  logFile: string
  stop: () => Promise<void>
}

/** The image endpoint's cache, emptied at each start: a benchmark measures uncached renders. */
const imageCacheDir = path.join(benchDataDir, 'image-cache')

/** The environment tests/e2e/server.mjs uses, pointed at data/bench/. */
function serverEnv(port: number, secret: string): NodeJS.ProcessEnv {
  return {
    ...process.env,
    NODE_ENV: 'production',
    PORT: String(port),
    // As behind the shipped nginx: the load generator on the loopback speaks for many visitors.
    TRUSTED_PROXIES: '127.0.0.1',
    SITE_URL: `http://${loopback}:${port}`,
    DATABASE_URL: `file:${path.join(benchDataDir, 'storefront.db')}`,
    MEDIA_DIR: path.join(benchDataDir, 'media'),
    MAIL_OUTBOX_DIR: path.join(benchDataDir, 'outbox'),
    IMAGE_CACHE_DIR: imageCacheDir,
    SEED_IMAGE_SCALE: '0.4',
    PAYLOAD_SECRET: secret,
  }
}

/** A random secret kept beside the bench database (production refuses the development one). */
function benchSecret(): string {
  const file = path.join(benchDataDir, '.payload-secret')
  if (!fs.existsSync(file)) fs.writeFileSync(file, crypto.randomBytes(32).toString('hex'), { mode: 0o600 })
  return fs.readFileSync(file, 'utf8').trim()
}

/**
 * What `npm start` runs (package.json): the environment it sets before `node` (`NAME=value`, the
 * malloc arenas) and node's arguments after it — its memory flags and scripts/start.mjs.
 */
function startCommand(): { env: Record<string, string>; args: string[] } {
  const manifest: unknown = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8'))
  const start = z.object({ scripts: z.object({ start: z.string() }) }).parse(manifest).scripts.start.split(/\s+/)
  const node = start.indexOf('node')
  const assignments = start.slice(0, Math.max(node, 0)).map((word) => /^([A-Z_][A-Z0-9_]*)=(.*)$/.exec(word))
  if (node < 0 || assignments.some((match) => match === null)) throw new Error(`npm start does not run node: ${start.join(' ')}`)
  const env = Object.fromEntries(assignments.flatMap((match) => (match ? [[match[1] ?? '', match[2] ?? '']] : [])))
  return { env, args: start.slice(node + 1) }
}

/** Spawns what `npm start` runs, with `--no-build`, in a process group of its own, output to a log file. */
export async function spawnServer(label: string): Promise<Server & { spawnedAt: number; exitReason: () => string | undefined }> {
  fs.mkdirSync(benchDataDir, { recursive: true })
  clearRuntimeCaches()
  fs.rmSync(imageCacheDir, { recursive: true, force: true })
  const port = await freePort()
  const logFile = path.join(benchDataDir, `server-${label}.log`)
  const log = fs.openSync(logFile, 'w')
  const start = startCommand()
  // npm start's own settings, unless the one running the bench set them (a variant measured against the default).
  const env = { ...start.env, ...serverEnv(port, benchSecret()) }
  const spawnedAt = performance.now()
  const child = spawn(process.execPath, [...start.args, '--no-build'], {
    cwd: root,
    env,
    detached: true,
    stdio: ['ignore', log, log],
  })
  fs.closeSync(log)
  const { pid } = child
  if (pid === undefined) throw new Error('could not spawn the server')
  let exit: string | undefined
  child.on('exit', (code, signal) => (exit = `the server exited (${code ?? signal}); see ${logFile}`))
  child.on('error', (error) => (exit = `the server failed to start: ${error.message}`))
  const stop = onCleanup(() => stopTree(pid))
  return {
    pid,
    port,
    url: (pathname) => `http://${loopback}:${port}${pathname}`,
    logFile,
    stop,
    spawnedAt,
    exitReason: () => exit,
  }
}

export interface ColdStart {
  server: Server
  coldStartMs: number
  firstResponse: Response
  /** Starts that exited before serving (a start that stalls while loading the config), retried. */
  failedStarts: number
}

/**
 * Starts the server and times spawn → first complete 200 of `pathname`, polling every 50 ms.
 * A start whose process exits before serving is retried, up to `attempts` in all.
 */
export async function startAndTime(label: string, pathname: string, timeoutMs: number, attempts = 3): Promise<ColdStart> {
  for (let attempt = 1; ; attempt++) {
    const server = await spawnServer(label)
    try {
      const firstResponse = await waitForOk(server.url(pathname), { intervalMs: 50, timeoutMs, failed: server.exitReason })
      return { server, coldStartMs: performance.now() - server.spawnedAt, firstResponse, failedStarts: attempt - 1 }
    } catch (error) {
      printLogTail(server.logFile, 12)
      await server.stop()
      if (attempt >= attempts || server.exitReason() === undefined) throw error
      console.error(`[bench] start ${attempt} of ${attempts} failed (${error instanceof Error ? error.message : String(error)}): retrying`)
    }
  }
}

export function printLogTail(file: string, lines = 30): void {
  try {
    const tail = fs.readFileSync(file, 'utf8').trimEnd().split('\n').slice(-lines)
    console.error(`[bench] last lines of ${file}:\n${tail.join('\n')}`)
  } catch {
    // no log
  }
}

/**
 * Makes sure data/bench/ holds a migrated, seeded database. A new one is made by one
 * warm-up start (migrate + seed) that runs until /en answers, then stops.
 */
export async function prepareDatabase(pathname: string, timeoutMs: number, attempts = 3): Promise<'reused' | 'created'> {
  if (fs.existsSync(preparedMarker)) return 'reused'
  for (let attempt = 1; ; attempt++) {
    // A previous preparation may have stopped half-way through the seed: start over.
    fs.rmSync(benchDataDir, { recursive: true, force: true })
    console.log('[bench] new benchmark database: warm-up start (migrate + seed)...')
    try {
      const { server, coldStartMs } = await startAndTime('prepare', pathname, timeoutMs, 1)
      await server.stop()
      fs.writeFileSync(preparedMarker, new Date().toISOString())
      console.log(`[bench] database prepared in ${(coldStartMs / 1000).toFixed(1)} s`)
      return 'created'
    } catch (error) {
      if (attempt >= attempts || !/exited/.test(error instanceof Error ? error.message : '')) throw error
      console.error(`[bench] preparation ${attempt} of ${attempts} failed: retrying on a new database`)
    }
  }
}
