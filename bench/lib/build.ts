import fs from 'node:fs'
import { setTimeout as sleep } from 'node:timers/promises'
import { buildIfNeeded } from '../../scripts/lib/build'
import { root } from './paths'

/** Pids of `next build` processes running in this project (started by someone else). */
function otherBuilds(): number[] {
  return fs.readdirSync('/proc').flatMap((entry) => {
    const pid = Number(entry)
    if (!Number.isInteger(pid) || pid === process.pid) return []
    try {
      const argv = fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0')
      const isNextBuild = argv.some((arg) => /(^|\/)next(\/dist\/bin\/next)?$/.test(arg)) && argv.includes('build')
      return isNextBuild && fs.realpathSync(`/proc/${pid}/cwd`) === fs.realpathSync(root) ? [pid] : []
    } catch {
      return []
    }
  })
}

/** Waits (bounded) for a build already running here, then builds if `.next` is not of these sources. */
export async function ensureBuild(maxWaitMs = 20 * 60_000): Promise<void> {
  const deadline = Date.now() + maxWaitMs
  let running = otherBuilds()
  if (running.length > 0) console.log(`[bench] waiting for the build already running (pid ${running.join(', ')})...`)
  while (running.length > 0) {
    if (Date.now() > deadline) throw new Error(`another build (pid ${running.join(', ')}) is still running`)
    await sleep(2000)
    running = otherBuilds()
  }
  await buildIfNeeded()
}

/**
 * Empties the build's run-time caches (pages rendered on demand, the data cache): what they hold
 * was read from another database (the demo, the e2e run, another benchmark).
 */
export function clearRuntimeCaches(): void {
  for (const cache of ['cache/fetch-cache', 'server/route-cache']) fs.rmSync(`${root}/.next/${cache}`, { recursive: true, force: true })
}
