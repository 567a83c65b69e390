/**
 * Counts the imports in `src/` that climb the layer order (ARCHITECTURE.md): a file may import
 * its own layer and the layers below it, never one above. `npx tsx scripts/upwardImports.ts`
 * prints each upward import and a count per pair of layers; `--quiet` prints the total only.
 * Exit code 0 either way: ESLint's import boundaries are the gate, this is the measurement.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs'
import path from 'node:path'

const root = path.resolve(import.meta.dirname, '..', 'src')

/** Bottom first. A layer may import the layers at or before its own rank. */
const layers = [
  /** Configuration and generated types: the locale list, environment, Payload's types, migrations. */
  { name: 'base', rank: 0 },
  { name: 'domain', rank: 1 },
  /** Infrastructure: database, e-mail, images, cache tags; the validated environment. */
  { name: 'lib', rank: 2 },
  /** The content model: collections, globals, fields, access rules, block schemas, the Payload config. */
  { name: 'model', rank: 3 },
  { name: 'data', rank: 4 },
  /** The HTTP edge every endpoint opens with (`lib/edge`, the wrappers of Payload's own API routes, `lib/payloadApi/guarded*`, `limited*`): it answers in the visitor's language, so it reads the labels (data). */
  { name: 'edge', rank: 5 },
  /** Shared presentational UI, with the shared client runtime (labels, navigation, preview). */
  { name: 'components', rank: 6 },
  /** Page-builder blocks' renderers and the feature slices. */
  { name: 'blocks', rank: 7 },
  { name: 'features', rank: 7 },
  /** The content types' screens, and the page frame around them (header, footer, menus: it reads the site chrome and holds the search box). */
  { name: 'views', rank: 8 },
  { name: 'shell', rank: 8 },
  /** Routes, the proxy, instrumentation. */
  { name: 'app', rank: 9 },
  /** Demo content and the database preparation at start-up: it writes every layer's content (and reads the features' types), and only the start-up reaches it. */
  { name: 'seed', rank: 9 },
] as const

type LayerName = (typeof layers)[number]['name']


/** The layer of a file, by its path under `src/` (forward slashes). */
export function layerOf(file: string): LayerName {
  if (/^(i18n\/|types\/|migrations\/|payload-types\.ts$)/.test(file)) return 'base'
  if (file === 'env.ts') return 'lib'
  if (file.startsWith('domain/')) return 'domain'
  if (/^lib\/(edge\/|payloadApi\/(guarded|limited))/.test(file)) return 'edge'
  if (file.startsWith('lib/')) return 'lib'
  if (/^(access|fields|collections|globals)\//.test(file) || /^blocks\/(index\.ts$|[^/]+\/config\.ts$)/.test(file)) return 'model'
  if (/^(payload\.config|db)\.ts$/.test(file)) return 'model'
  if (file.startsWith('data/')) return 'data'
  if (file.startsWith('seed/')) return 'seed'
  if (/^components\/(shell\/|Header\.tsx$|Footer\.tsx$|LanguageSwitcher\.tsx$)/.test(file)) return 'shell'
  if (file.startsWith('components/') || file.startsWith('runtime/')) return 'components'
  if (file.startsWith('blocks/')) return 'blocks'
  if (file.startsWith('features/')) return 'features'
  if (file.startsWith('views/')) return 'views'
  return 'app'
}

const rankOf = (layer: LayerName): number => layers.find((entry) => entry.name === layer)?.rank ?? Number.POSITIVE_INFINITY

/** Whether an import from one layer to another climbs; `seed` is reached from the start-up only. */
export function isUpward(from: LayerName, to: LayerName, fromFile: string): boolean {
  if (to === 'seed') return from !== 'seed' && fromFile !== 'instrumentation.ts'
  if (from === 'seed' && to === 'edge') return true
  return rankOf(to) > rankOf(from)
}

const specifierPattern = /(?:\bfrom\s+|\bimport\s*\(\s*|\bimport\s+)['"]([^'"]+)['"]/g

const extensions = ['', '.ts', '.tsx', '.js', '.mjs', '/index.ts', '/index.tsx', '/index.js']

/** The project file an import specifier names, as a path under `src/`, or null for packages. */
export function resolveSpecifier(fromFile: string, specifier: string): string | null {
  if (specifier === '@payload-config') return 'payload.config.ts'
  let named: string
  if (specifier.startsWith('@/')) named = specifier.slice(2)
  else if (specifier.startsWith('.')) named = path.posix.normalize(path.posix.join(path.posix.dirname(fromFile), specifier))
  else return null
  if (named.startsWith('..')) return null
  const found = extensions.map((extension) => named + extension).find((candidate) => isFile(path.join(root, candidate)))
  return found ?? named
}

function isFile(full: string): boolean {
  try {
    return statSync(full).isFile()
  } catch {
    return false
  }
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name)
    if (entry.isDirectory()) return sourceFiles(full)
    return /\.(ts|tsx|mjs|js)$/.test(entry.name) ? [full] : []
  })
}

export interface UpwardImport {
  file: string
  target: string
  from: LayerName
  to: LayerName
}

export function upwardImports(): UpwardImport[] {
  const found: UpwardImport[] = []
  for (const full of sourceFiles(root)) {
    const file = path.relative(root, full).split(path.sep).join('/')
    const from = layerOf(file)
    for (const match of readFileSync(full, 'utf8').matchAll(specifierPattern)) {
      const target = resolveSpecifier(file, match[1] ?? '')
      if (target === null) continue
      const to = layerOf(target)
      if (isUpward(from, to, file)) found.push({ file, target, from, to })
    }
  }
  return found
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const found = upwardImports()
  if (!process.argv.includes('--quiet')) {
    for (const entry of found) console.log(`${entry.from} → ${entry.to}: src/${entry.file} imports src/${entry.target}`)
    const pairs = new Map<string, number>()
    for (const entry of found) pairs.set(`${entry.from} → ${entry.to}`, (pairs.get(`${entry.from} → ${entry.to}`) ?? 0) + 1)
    for (const [pair, count] of pairs) console.log(`${String(count).padStart(4)}  ${pair}`)
  }
  console.log(`${found.length} upward imports`)
}
