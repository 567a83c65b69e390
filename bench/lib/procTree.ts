import fs from 'node:fs'
import { setTimeout as sleep } from 'node:timers/promises'

function read(file: string): string | undefined {
  try {
    return fs.readFileSync(file, 'utf8')
  } catch {
    return undefined
  }
}

/** Direct children of a process, from /proc/<pid>/task/<tid>/children. */
function children(pid: number): number[] {
  let tasks: string[]
  try {
    tasks = fs.readdirSync(`/proc/${pid}/task`)
  } catch {
    return []
  }
  return tasks.flatMap((tid) =>
    (read(`/proc/${pid}/task/${tid}/children`) ?? '')
      .split(' ')
      .filter((word) => word.trim() !== '')
      .map(Number),
  )
}

/** The process and all its descendants, parents first. */
export function processTree(pid: number): number[] {
  const seen: number[] = []
  const queue = [pid]
  for (let current = queue.shift(); current !== undefined; current = queue.shift()) {
    if (seen.includes(current) || !isAlive(current)) continue
    seen.push(current)
    queue.push(...children(current))
  }
  return seen
}

export function isAlive(pid: number): boolean {
  const status = read(`/proc/${pid}/status`)
  return status !== undefined && !/^State:\s+Z/m.test(status)
}

export interface ProcessMemory {
  pid: number
  command: string
  rssMb: number
}

/** Resident memory of one process (VmRSS), with a short command line. */
export function processMemory(pid: number): ProcessMemory | undefined {
  const status = read(`/proc/${pid}/status`)
  const rss = status?.match(/^VmRSS:\s+(\d+)\s+kB/m)?.[1]
  if (rss === undefined) return undefined
  const argv = (read(`/proc/${pid}/cmdline`) ?? '').split('\0').filter(Boolean)
  // Leave out the loader flags tsx adds (--require x --import y): keep what is run.
  const command = argv
    .filter((arg, index) => !/^--(require|import)$/.test(arg) && !/^--(require|import)$/.test(argv[index - 1] ?? ''))
    .map((arg) => arg.replace(/^.*node_modules\//, ''))
    .join(' ')
    .slice(0, 70)
  return { pid, command, rssMb: Number(rss) / 1024 }
}

export interface TreeMemory {
  totalMb: number
  processes: ProcessMemory[]
  largest: ProcessMemory | undefined
}

export function treeMemory(pid: number): TreeMemory {
  const processes = processTree(pid).flatMap((each) => processMemory(each) ?? [])
  const largest = processes.reduce<ProcessMemory | undefined>((max, each) => (!max || each.rssMb > max.rssMb ? each : max), undefined)
  return { totalMb: processes.reduce((sum, each) => sum + each.rssMb, 0), processes, largest }
}

function signal(pid: number, name: NodeJS.Signals): void {
  try {
    process.kill(pid, name)
  } catch {
    // already gone
  }
}

/**
 * Stops a process group we started (detached: its leader's pid is the group id) and every
 * descendant still alive: SIGTERM, then SIGKILL after `graceMs`.
 */
export async function stopTree(pid: number, graceMs = 10_000): Promise<void> {
  const pids = processTree(pid)
  signal(-pid, 'SIGTERM')
  for (const each of pids) signal(each, 'SIGTERM')
  const deadline = Date.now() + graceMs
  while (Date.now() < deadline && pids.some(isAlive)) await sleep(100)
  const left = pids.filter(isAlive)
  if (left.length === 0) return
  console.error(`[bench] killing ${left.length} process(es) that ignored SIGTERM: ${left.join(', ')}`)
  signal(-pid, 'SIGKILL')
  for (const each of left) signal(each, 'SIGKILL')
}
