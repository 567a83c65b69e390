/**
 * `npm run seed:scale -- --products 10000 --materials 5000 [--database-url URL]`
 *
 * Fills a separate database (default file:./data/scale.db, or any postgres:// URL) with a
 * catalogue of that size in all seven languages, for benchmarks: migrates it, loads the
 * demo content, then adds generated materials and products until the totals are reached.
 * Idempotent: the same numbers again add nothing, bigger numbers add the difference.
 */
import path from 'node:path'
import { parseArgs } from 'node:util'

function positiveInteger(name: string, value: string | undefined, fallback: number): number {
  if (value === undefined) return fallback
  const number = Number(value)
  if (!Number.isInteger(number) || number < 0) throw new Error(`--${name} must be a whole number ≥ 0, got "${value}"`)
  return number
}

const { values } = parseArgs({
  options: {
    products: { type: 'string' },
    materials: { type: 'string' },
    'database-url': { type: 'string' },
    'chunk-size': { type: 'string' },
  },
  strict: true,
})
const targets = {
  products: positiveInteger('products', values.products, 10_000),
  materials: positiveInteger('materials', values.materials, 5_000),
  chunkSize: Math.max(1, positiveInteger('chunk-size', values['chunk-size'], 250)),
}

/**
 * Each database gets its own picture folder (file:./data/scale.db → ./data/scale-media,
 * postgres://…/storefront_scale → ./data/storefront_scale-media): Payload renames an upload
 * whose file name is taken on disk, and the seeds find their pictures by file name.
 */
function mediaDirFor(url: string): string {
  if (url.startsWith('file:')) {
    const file = url.slice('file:'.length)
    return path.join(path.dirname(file), `${path.basename(file, path.extname(file))}-media`)
  }
  const name = decodeURIComponent(new URL(url).pathname.replace(/^\//, '')) || 'postgres'
  return path.join('data', `${name.replace(/[^\w-]+/g, '-')}-media`)
}

// The configuration reads the environment once, when it is first imported: set it before.
const databaseUrl = values['database-url'] ?? 'file:./data/scale.db'
process.env.DATABASE_URL = databaseUrl
process.env.MEDIA_DIR ||= mediaDirFor(databaseUrl)
process.env.LOG_LEVEL ||= 'warn'

const started = performance.now()
const seconds = () => ((performance.now() - started) / 1000).toFixed(1)
const log = (line: string) => console.log(`[${seconds()}s] ${line}`)

const { mustFinish } = await import('./lib/mustFinish')
const finished = mustFinish('seed:scale')
const { loadPayload, migrate } = await import('./lib/payload')
const { closeDatabase } = await import('../src/lib/closeDatabase')
const { seedDemo } = await import('../src/seed')
const { seedScale } = await import('../src/seed/scale')
const { analyze, collectionCounts, databaseSize, formatBytes, languageChecks } = await import('../src/seed/scale/report')

log(`Scale seed into ${databaseUrl.replace(/\/\/[^@/]*@/, '//…@')} (pictures in ${process.env.MEDIA_DIR}): ${targets.products} products, ${targets.materials} materials`)
const payload = await loadPayload()
try {
  await migrate(payload)
  log('Migrated. Demo content…')
  const demo = await seedDemo(payload, { imageScale: 0.1 })
  log(`Demo content ready (${Object.values(demo.created).reduce((sum, n) => sum + n, 0)} documents added)`)
  const result = await seedScale(payload, { products: targets.products, materials: targets.materials, chunkSize: targets.chunkSize, log })
  log('Updating planner statistics…')
  await analyze(payload)

  const counts = await collectionCounts(payload)
  const checks = await languageChecks(payload)
  const size = await databaseSize(payload, databaseUrl)
  console.log('\nAdded:', `${result.created.products} products, ${result.created.materials} materials in ${(result.milliseconds / 1000).toFixed(1)} s`)
  console.log('Documents per collection:')
  console.table(counts)
  console.log('Read as a visitor, per language (published, with a slug in that language):')
  console.table(checks)
  console.log(`Database size: ${formatBytes(size)}`)
  console.log(`Elapsed: ${seconds()} s`)
} finally {
  await closeDatabase(payload)
}
finished()
process.exit(0)
