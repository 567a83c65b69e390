// What an e2e server costs over a run: every SAMPLE_SECONDS, the resident memory and the CPU time
// of its process tree, with the machine's load average, one JSON line each in
// test-results/e2e-server-<name>.jsonl. `npm test` prints them after the e2e step
// (scripts/lib/serverUsage.ts), so that a slow CI run shows whether the server grew, or the
// machine was busy (docs/decisions/030-ci-time.md).
import fs from 'node:fs'
import path from 'node:path'
import { setInterval } from 'node:timers'

/** Seconds between two samples. */
export const SAMPLE_SECONDS = 30
/** Clock ticks per second of /proc's CPU times (USER_HZ, 100 on Linux). */
const TICKS_PER_SECOND = 100

/** @param {string} name the server's name (main, alone) */
export const usageFile = (name) => path.resolve('test-results', `e2e-server-${name}.jsonl`)

/** @returns {Map<number, { ppid: number; cpuTicks: number; rssPages: number }>} every process's parent, CPU ticks and resident pages */
function processes() {
  const table = new Map()
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue
    try {
      const stat = fs.readFileSync(`/proc/${entry}/stat`, 'utf8')
      // The command name (field 2) may hold spaces: the fields after it follow its closing parenthesis.
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ')
      table.set(Number(entry), { ppid: Number(fields[1]), cpuTicks: Number(fields[11]) + Number(fields[12]), rssPages: Number(fields[21]) })
    } catch {
      // The process ended between the listing and the read.
    }
  }
  return table
}

/** @param {number} root a process id @returns {{ rssMb: number; cpuSeconds: number }} its tree's resident memory and CPU time */
export function treeUsage(root) {
  const table = processes()
  const tree = new Set([root])
  for (let grown = true; grown; ) {
    grown = false
    for (const [pid, { ppid }] of table) {
      if (tree.has(pid) || !tree.has(ppid)) continue
      tree.add(pid)
      grown = true
    }
  }
  let pages = 0
  let ticks = 0
  for (const pid of tree) {
    const entry = table.get(pid)
    if (!entry) continue
    pages += entry.rssPages
    ticks += entry.cpuTicks
  }
  return { rssMb: Math.round((pages * 4096) / 1048576), cpuSeconds: Math.round((ticks / TICKS_PER_SECOND) * 10) / 10 }
}

/**
 * Samples the tree of `pid` until this process ends (the timer does not keep it alive).
 * @param {string} name @param {number} pid
 */
export function recordUsage(name, pid) {
  const file = usageFile(name)
  fs.mkdirSync(path.dirname(file), { recursive: true })
  fs.writeFileSync(file, '')
  const started = Date.now()
  const sample = () => {
    try {
      const load = Number(fs.readFileSync('/proc/loadavg', 'utf8').split(' ')[0])
      fs.appendFileSync(file, `${JSON.stringify({ seconds: Math.round((Date.now() - started) / 1000), ...treeUsage(pid), load })}\n`)
    } catch {
      // A lost sample only thins the summary.
    }
  }
  sample()
  setInterval(sample, SAMPLE_SECONDS * 1000).unref()
}
