// Serves the production build (`next start`) with the server's memory limits. Plain JavaScript:
// the process that serves, or stays as the server's parent, needs no TypeScript loader
// (scripts/start.mjs; docs/decisions/022-server-memory.md).
import { spawn } from 'node:child_process'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import { BUILT_CONFIG_VARIABLE, builtConfigJson } from './builtConfig.mjs'

/**
 * The server's young generation: V8's semi-spaces of at most this many MB (default 16 each, three
 * of them). Pages render in short bursts of garbage; small semi-spaces cost a few more quick
 * scavenges and keep about 40 MB less resident (docs/decisions/022-server-memory.md).
 */
export const SEMI_SPACE_MB = 4

/**
 * The server may run a garbage collection itself: once quiet after a load it collects once, so the
 * heap V8 grew under the load goes back (src/lib/memory/idleCollector.ts).
 */
export const EXPOSE_GC = '--expose-gc'

/**
 * glibc's malloc arenas for the server (`MALLOC_ARENA_MAX`): by default up to eight per core, each
 * keeping freed native memory (image optimizer, database driver, compression buffers) for its own
 * threads. Two measured 13–89 MB less resident across a crawl and a load
 * (docs/decisions/022-server-memory.md). glibc reads it when the process starts: `npm start` sets
 * it on its command line, a child server gets it here; a value the operator set wins.
 */
export const MALLOC_ARENAS = 2

/** Whether this process was itself started with the server's memory limits (`npm start` is). */
function startedWithLimits(heapMb) {
  const own = process.execArgv
  // The operator's NODE_OPTIONS would lose against this command line: then the server gets its own process.
  const operatorLimits = /--max-(?:old|semi)-space-size/.test(process.env.NODE_OPTIONS ?? '')
  return own.includes(`--max-old-space-size=${heapMb}`) && own.includes(`--max-semi-space-size=${SEMI_SPACE_MB}`) && own.includes(EXPOSE_GC) && !operatorLimits
}

/**
 * Serves in this process when it already has the server's limits (`npm start` passes them to
 * node: one process instead of a parent holding about 40 MB only to relay signals), else in a
 * child process that gets them (another SERVER_HEAP_MB, the operator's NODE_OPTIONS, start.ts).
 *
 * @param {{ port: number; heapMb: number; env: NodeJS.ProcessEnv }} settings the validated PORT and
 *   SERVER_HEAP_MB, and the environment of the server
 */
export async function serve({ port, heapMb, env: given }) {
  // The build's own config rather than next.config.ts: the SWC compiler stays out of the server
  // (scripts/lib/builtConfig.mjs). NEXT_CONFIG_FROM_BUILD=0 loads next.config.ts as `next start` does.
  const config = given.NEXT_CONFIG_FROM_BUILD === '0' ? null : builtConfigJson(given.NEXT_DIST_DIR ?? '.next', given)
  const env = config === null ? given : { ...given, [BUILT_CONFIG_VARIABLE]: config }
  if (!startedWithLimits(heapMb)) return serveInChild({ port, heapMb, env })
  for (const [key, value] of Object.entries(env)) if (value !== undefined) process.env[key] = value
  process.env.DATABASE_PREPARED = '1'
  await import('./stampPeer.mjs')
  const { nextStart } = await import(pathToFileURL(path.resolve('node_modules/next/dist/cli/next-start.js')).href)
  await nextStart({ port }, undefined)
}

/** @param {{ port: number; heapMb: number; env: NodeJS.ProcessEnv }} settings */
function serveInChild({ port, heapMb, env }) {
  // Every request gets its socket's peer address stamped before Next.js sees it: the only
  // client address a visitor cannot forge (src/domain/http/clientAddress.ts).
  const stampPeer = `--import=${pathToFileURL(path.resolve('scripts/lib/stampPeer.mjs')).href}`
  // The heap limits first: the same flags in the operator's own NODE_OPTIONS come later and win.
  const nodeOptions = [`--max-old-space-size=${heapMb}`, `--max-semi-space-size=${SEMI_SPACE_MB}`, env.NODE_OPTIONS, stampPeer].filter(Boolean).join(' ')
  const server = spawn(process.execPath, [EXPOSE_GC, path.resolve('node_modules/next/dist/bin/next'), 'start', '-p', String(port)], {
    stdio: 'inherit',
    env: { MALLOC_ARENA_MAX: String(MALLOC_ARENAS), ...env, DATABASE_PREPARED: '1', NODE_OPTIONS: nodeOptions },
  })
  for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal))
  server.on('exit', (code) => process.exit(code ?? 0))
}
