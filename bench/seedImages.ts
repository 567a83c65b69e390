/**
 * `npx tsx bench/seedImages.ts [--scale 0.4] [--out dir] [--only name-substring]`: draws every
 * image (and PDF) the demo seed draws, through the seed's own code, with a stand-in for Payload
 * that stores nothing. Prints how many files, their bytes, the time and a SHA-256 over all of
 * them in order (same renderers → same hash: the output is deterministic). `--out` also writes
 * the files, to look at them. Time the whole process from outside (`/usr/bin/time -v`) to
 * compare renderers: the figure printed here leaves out start-up.
 */
import { createHash } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import type { Payload } from 'payload'
import { newSeedContext } from '../src/seed/context'
import { seedContent } from '../src/seed/index'

function option(name: string): string | undefined {
  const at = process.argv.indexOf(`--${name}`)
  return at >= 0 ? process.argv[at + 1] : undefined
}

const scale = Number(option('scale') ?? '1')
const out = option('out')
const only = option('only')

interface FileArg {
  data: Buffer
  name: string
}

const files: FileArg[] = []
let nextId = 1
/** Processor time (all threads: libvips works on its own) spent before each file was handed over. */
const cpu: number[] = []
let lastCpu = process.cpuUsage()

/** Answers the seed's calls as an empty database would, keeping the uploaded files. */
const stub = {
  find: () => Promise.resolve({ docs: [], totalDocs: 0 }),
  count: () => Promise.resolve({ totalDocs: 0 }),
  findByID: (args: { id: number }) => Promise.resolve({ id: args.id }),
  create: (args: { data: Record<string, unknown>; file?: FileArg }) => {
    if (args.file) {
      files.push(args.file)
      const now = process.cpuUsage()
      cpu.push((now.user - lastCpu.user + now.system - lastCpu.system) / 1e6)
      lastCpu = now
    }
    nextId += 1
    return Promise.resolve({ ...args.data, id: nextId })
  },
  update: () => Promise.resolve({}),
  findGlobal: () => Promise.resolve({}),
  updateGlobal: () => Promise.resolve({}),
}

if (only) {
  // Renders only the files whose name contains `only`: the others are reported as existing.
  stub.find = ((args: { collection: string; where?: { filename?: { equals?: string } } }) => {
    const name = args.where?.filename?.equals
    const skip = args.collection === 'media' && typeof name === 'string' && !name.includes(only)
    return Promise.resolve({ docs: skip ? [{ id: 0 }] : [], totalDocs: skip ? 1 : 0 })
  }) as typeof stub.find
}

const ctx = newSeedContext(stub as unknown as Payload, scale)
const started = performance.now()
await seedContent(ctx)
const milliseconds = performance.now() - started

const hash = createHash('sha256')
let bytes = 0
for (const file of files) {
  hash.update(file.name)
  hash.update(file.data)
  bytes += file.data.length
  if (out) {
    fs.mkdirSync(out, { recursive: true })
    fs.writeFileSync(path.join(out, file.name), file.data)
  }
}
/** What a file is, by its name: the seed names them by what they show. */
function kindOf(name: string): string {
  if (name.endsWith('.pdf')) return 'pdf'
  if (name.endsWith('-swatch.jpg') || name.startsWith('material-family-')) return 'swatch'
  if (name.startsWith('category-') || name.endsWith('-detail.jpg') || !/-(ambience|setting|slide|cta|step|mood|project|story|store|page)|^(mood|project|story|store|page|home)-|-(slide|cta)/.test(name)) return 'product'
  return 'scene'
}
const byKind = new Map<string, { count: number; seconds: number }>()
files.forEach((file, index) => {
  const entry = byKind.get(kindOf(file.name)) ?? { count: 0, seconds: 0 }
  entry.count += 1
  entry.seconds += cpu[index] ?? 0
  byKind.set(kindOf(file.name), entry)
})
for (const [kind, entry] of [...byKind].sort()) console.log(`  ${kind}: ${entry.count} files, ${entry.seconds.toFixed(2)} s processor time`)
console.log(`scale ${scale}: ${files.length} files, ${(bytes / 1e6).toFixed(2)} MB, ${(milliseconds / 1000).toFixed(2)} s, sha256 ${hash.digest('hex').slice(0, 16)}`)
