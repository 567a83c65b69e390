/**
 * `npm run bench:catalogue`: on the scale database (10,000 products, 5,000 materials; made by
 * `npm run seed:scale -- --products 10000 --materials 5000`), the server time of
 *   - a product list with three facets set (designer, durability, type), facet counting included,
 *   - the same list unfiltered (its first page, through the same per-request route: `?sort=new`),
 *   - a product page rendered uncached (each product requested once, so none comes from the cache),
 * with the ratios to the unfiltered first page measured in the same run, and the JavaScript a
 * product page loads, gzipped, next to a minimal Next.js page built in the same run (the framework's floor).
 * Figures: stdout and bench/results/catalogue.json.
 */
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { performance } from 'node:perf_hooks'
import { gzipSync } from 'node:zlib'
import { ensureBuild } from './lib/build'
import { cleanupAll, installGuards } from './lib/cleanup'
import { get } from './lib/net'
import { root } from './lib/paths'
import { minimalNextJavaScript } from './catalogue/minimalNext'
import { startScaleServer } from './catalogue/scaleServer'

const samples = Number(process.env.BENCH_SAMPLES ?? 200)
const productSamples = Number(process.env.BENCH_PRODUCT_SAMPLES ?? 100)
const list = '/en/products/'

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))] ?? NaN
}

async function timed(url: string): Promise<{ ms: number; body: string }> {
  const start = performance.now()
  const response = await get(url, 60_000)
  const ms = performance.now() - start
  if (response.status !== 200) throw new Error(`${url} answered ${response.status}`)
  return { ms, body: response.body.toString('utf8') }
}

/** Values of enabled checkboxes of a facet in a list page. */
function enabledValues(html: string, facet: string): string[] {
  return [...html.matchAll(new RegExp(`<input type="checkbox"[^>]*name="${facet}" value="([^"]+)"[^>]*>`, 'g'))].flatMap((match) => (match[0].includes('disabled') ? [] : [match[1] ?? '']))
}

const productLinks = (html: string) => [...new Set([...html.matchAll(/href="(\/en\/products\/[^"?/]+)"/g)].map((match) => match[1] ?? ''))]

async function main(): Promise<void> {
  process.chdir(root)
  await ensureBuild()
  installGuards(30 * 60)
  console.log('[bench:catalogue] starting the server on the scale database...')
  const server = await startScaleServer(path.join(root, 'data', 'scale.db'), path.join(root, 'data', 'scale-media'))

  // The first request builds the facet index of the language.
  const first = await timed(server.url(`${list}?sort=new`))
  console.log(`[bench:catalogue] first list request (builds the facet index): ${first.ms.toFixed(0)} ms`)

  // Three facets, each value chosen among those the previous choice leaves possible; a few combinations rotate.
  const designers = enabledValues(first.body, 'designer').slice(0, 10)
  const combos: string[] = []
  for (const designer of designers) {
    const withDesigner = (await timed(server.url(`${list}?designer=${designer}`))).body
    const durability = enabledValues(withDesigner, 'durability')[0]
    if (!durability) continue
    const withTwo = (await timed(server.url(`${list}?designer=${designer}&durability=${durability}`))).body
    const type = enabledValues(withTwo, 'type')[0]
    if (type) combos.push(`${list}?designer=${designer}&durability=${durability}&type=${type}`)
  }
  if (combos.length === 0) throw new Error('no three-facet combination with products found')

  const filtered: number[] = []
  const plain: number[] = []
  for (let i = 0; i < samples; i++) {
    plain.push((await timed(server.url(`${list}?sort=new`))).ms)
    filtered.push((await timed(server.url(combos[i % combos.length] ?? ''))).ms)
  }

  // Distinct products, each rendered once: none is served from the page cache.
  const products = new Set<string>()
  for (let page = 1; products.size < productSamples + 1 && page < 50; page++) {
    for (const link of productLinks((await timed(server.url(`${list}?sort=name&page=${page}`))).body)) products.add(link)
  }
  const [firstProduct, ...rest] = [...products]
  if (!firstProduct) throw new Error('no product links found')
  const productHtml = (await timed(server.url(firstProduct))).body
  const productTimes: number[] = []
  for (const product of rest.slice(0, productSamples)) productTimes.push((await timed(server.url(product))).ms)

  // JavaScript of a product page: every script it loads, gzipped as a CDN would send it. A
  // `noModule` script (Next.js's polyfills) is never fetched by a browser that runs modules.
  const scripts = [...new Set([...productHtml.matchAll(/<script[^>]+src="([^"]+)"[^>]*>/g)].flatMap((match) => (/\bnoModule\b/i.test(match[0]) ? [] : [match[1] ?? ''])))]
  let jsGzip = 0
  let jsRaw = 0
  for (const src of scripts) {
    const body = (await get(server.url(src), 30_000)).body
    jsRaw += body.length
    jsGzip += gzipSync(body, { level: 9 }).length
  }
  await server.stop()
  // The reference: what the same Next.js and React send for a page with one client component.
  const floor = await minimalNextJavaScript()

  const figures = {
    date: new Date().toISOString(),
    machine: { cpus: os.cpus().length, loadAverage: os.loadavg(), node: process.version },
    samples: { list: samples, products: productTimes.length, combinations: combos.length },
    indexBuildFirstRequestMs: first.ms,
    unfilteredFirstPage: { p50: percentile(plain, 50), p95: percentile(plain, 95) },
    filteredThreeFacets: { p50: percentile(filtered, 50), p95: percentile(filtered, 95) },
    productUncached: { p50: percentile(productTimes, 50), p95: percentile(productTimes, 95) },
    productJavaScript: { scripts: scripts.length, rawKB: jsRaw / 1024, gzipKB: jsGzip / 1024 },
    minimalNextPageJavaScript: floor,
  }
  const ratio = (value: number) => (value / figures.unfilteredFirstPage.p50).toFixed(2)
  console.log('')
  console.log(`scale database: 10,000 products / 5,000 materials; ${samples} samples per list, ${productTimes.length} products`)
  console.log(`unfiltered first page      p50 ${figures.unfilteredFirstPage.p50.toFixed(1)} ms  p95 ${figures.unfilteredFirstPage.p95.toFixed(1)} ms  (reference)`)
  console.log(`filtered, three facets     p50 ${figures.filteredThreeFacets.p50.toFixed(1)} ms  p95 ${figures.filteredThreeFacets.p95.toFixed(1)} ms  (p95 ≤ 30 ms wanted; p95 / unfiltered p50 = ${ratio(figures.filteredThreeFacets.p95)})`)
  console.log(`product page, uncached     p50 ${figures.productUncached.p50.toFixed(1)} ms  p95 ${figures.productUncached.p95.toFixed(1)} ms  (p50 ≤ 50 ms wanted; p50 / unfiltered p50 = ${ratio(figures.productUncached.p50)})`)
  console.log(`product page JavaScript    ${scripts.length} scripts, ${figures.productJavaScript.gzipKB.toFixed(1)} KB gzipped (${figures.productJavaScript.rawKB.toFixed(1)} KB raw; ≤ 120 KB wanted)`)
  console.log(`  a minimal Next.js page (one client component, built now with the same Next.js and React): ${floor.scripts} scripts, ${floor.gzipKB.toFixed(1)} KB gzipped; product page / minimal page = ${(figures.productJavaScript.gzipKB / floor.gzipKB).toFixed(2)}, the site's own share ${(figures.productJavaScript.gzipKB - floor.gzipKB).toFixed(1)} KB`)
  console.log(`facet index, first request ${first.ms.toFixed(0)} ms`)
  const file = path.join(root, 'bench', 'results', 'catalogue.json')
  fs.mkdirSync(path.dirname(file), { recursive: true })
  fs.writeFileSync(file, `${JSON.stringify(figures, null, 2)}\n`)
}

try {
  await main()
  await cleanupAll()
  process.exit(0)
} catch (error) {
  console.error(`[bench:catalogue] failed: ${error instanceof Error ? error.message : String(error)}`)
  await cleanupAll()
  process.exit(1)
}
