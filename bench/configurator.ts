/**
 * `npx tsx bench/configurator.ts --base-url http://host:port [--product astor-sofa] [--count 40]`:
 * the sofa configurator on a running production server, in one run —
 * - the server-drawn preview (`/api/configurator/preview`): p50/p95 of `count` configurations
 *   never drawn before (first), then the same again (cached in memory), and its bytes at each
 *   drawn width (PREVIEW_WIDTHS: the phone's and the full one);
 * - JavaScript: the configurator page's scripts (initial) and with the 3D chunks (three.js and
 *   its renderer, recognised in the build) next to the product page's, gzipped, from the build.
 * Prints a table; no pass/fail limits.
 */
import fs from 'node:fs'
import path from 'node:path'
import zlib from 'node:zlib'
import { PREVIEW_HEIGHT, PREVIEW_WIDTH, PREVIEW_WIDTHS, previewHeight, previewUrl } from '../src/domain/configurator/previewAddress'
import { siteUrl } from '../src/env'

const argument = (name: string, fallback: string) => {
  const index = process.argv.indexOf(`--${name}`)
  return index > 0 ? (process.argv[index + 1] ?? fallback) : fallback
}
const baseUrl = argument('base-url', siteUrl())
const slug = argument('product', 'astor-sofa')
const count = Number(argument('count', '40'))
const distDir = path.resolve(process.env.NEXT_DIST_DIR ?? '.next')

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN
}
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`
const gzip = (file: string) => zlib.gzipSync(fs.readFileSync(file)).length

async function scriptsOf(pagePath: string): Promise<{ files: string[]; html: string }> {
  const html = await (await fetch(new URL(pagePath, baseUrl))).text()
  const files = [...html.matchAll(/<script[^>]+src="([^"]+)"/g)].flatMap((match) => {
    const local = (match[1] ?? '').match(/\/_next\/(static\/.+?\.js)/)?.[1]
    const file = local ? path.join(distDir, local) : ''
    return file && fs.existsSync(file) ? [file] : []
  })
  return { files: [...new Set(files)], html }
}
const total = (files: readonly string[]) => files.reduce((sum, file) => ({ raw: sum.raw + fs.statSync(file).size, gzip: sum.gzip + gzip(file) }), { raw: 0, gzip: 0 })

/** Chunks holding three.js or its React renderer (by their own source strings). */
function threeChunks(): string[] {
  const chunks = path.join(distDir, 'static', 'chunks')
  if (!fs.existsSync(chunks)) return []
  return fs
    .readdirSync(chunks, { recursive: true, encoding: 'utf8' })
    .filter((name) => name.endsWith('.js'))
    .map((name) => path.join(chunks, name))
    .filter((file) => /WebGLRenderer|react-three-fiber|OrbitControls/.test(fs.readFileSync(file, 'utf8')))
}

async function timed(url: string): Promise<{ ms: number; cache: string }> {
  const started = performance.now()
  const response = await fetch(url)
  await response.arrayBuffer()
  if (response.status !== 200) throw new Error(`${url}: ${response.status}`)
  return { ms: performance.now() - started, cache: response.headers.get('x-preview-cache') ?? '?' }
}

const page = await (await fetch(new URL(`/en/products/${slug}/configure`, baseUrl))).text()
const previewPath = page.match(/src="(\/api\/configurator\/preview\?p=\d+)&amp;c=/)?.[1]
if (!previewPath) throw new Error('no configurator preview on the page')
const productId = Number(new URL(previewPath, baseUrl).searchParams.get('p'))
const versions = [...page.matchAll(/name="[^"]+-version" value="([a-z0-9-]+)"/g)].map((match) => match[1] ?? '')
// Distinct configurations (layout × two fabrics × an option). Run it on a freshly started server:
// the cache key is the configuration, so what an earlier run drew counts as cached.
const fabric = (index: number) => `tess-1${String((index % 16) + 1).padStart(2, '0')}`
const configs = Array.from({ length: count }, (_, index) => `${versions[index % versions.length] ?? ''}_upholstery.${fabric(index)}~cushions.${fabric(index * 7 + 3)}_${index % 2 ? 'scatter' : 'feather'}`)
const first: number[] = []
const cached: number[] = []
for (const config of configs) {
  const result = await timed(new URL(`${previewPath}&c=${encodeURIComponent(config)}`, baseUrl).toString())
  ;(result.cache === 'hit' ? cached : first).push(result.ms)
}
for (const config of configs) cached.push((await timed(new URL(`${previewPath}&c=${encodeURIComponent(config)}`, baseUrl).toString())).ms)
const bytesAt = await Promise.all(
  PREVIEW_WIDTHS.map(async (width) => {
    const response = await fetch(new URL(previewUrl(productId, configs[0] ?? '', width), baseUrl))
    return `${String(width)} × ${String(previewHeight(width))} ${kb((await response.arrayBuffer()).byteLength)}`
  }),
)

const three = total(threeChunks())
const configurator = await scriptsOf(`/en/products/${slug}/configure`)
const product = await scriptsOf(`/en/products/${slug}`)
const initial = total(configurator.files)
const productSize = total(product.files)
console.log(`Configurator preview (${slug}, ${String(PREVIEW_WIDTH)} × ${String(PREVIEW_HEIGHT)} JPEG), ${baseUrl}`)
console.log(`  first render  n=${first.length}  p50 ${percentile(first, 50).toFixed(1)} ms  p95 ${percentile(first, 95).toFixed(1)} ms`)
console.log(`  cached        n=${cached.length}  p50 ${percentile(cached, 50).toFixed(1)} ms  p95 ${percentile(cached, 95).toFixed(1)} ms`)
console.log(`  bytes by width  ${bytesAt.join(', ')}`)
console.log('JavaScript (from the build, per page)')
console.log(`  product page          ${kb(productSize.raw)} (${kb(productSize.gzip)} gzip)`)
console.log(`  configurator initial  ${kb(initial.raw)} (${kb(initial.gzip)} gzip); 3D chunk in the HTML: ${threeChunks().some((file) => configurator.html.includes(path.basename(file))) ? 'yes' : 'no'}`)
console.log(`  configurator with 3D  ${kb(initial.raw + three.raw)} (${kb(initial.gzip + three.gzip)} gzip)`)
