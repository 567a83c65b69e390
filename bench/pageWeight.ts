/**
 * `npm run bench:weight [-- --base-url http://127.0.0.1:PORT]`: what the home, a category, a
 * product, a material and the store locator send as HTML (uncompressed): total bytes, RSC data,
 * images, inline placeholder images, srcset, and whether the page has a meta description. Without
 * `--base-url` it starts the production build on the benchmark database (data/bench/), as
 * `npm run bench` does. Prints a table; no pass/fail limits (tests/e2e/pageWeight.spec.ts has them).
 */
import { parseArgs } from 'node:util'
import { get } from './lib/net'
import { firstLink, weighPage, type PageWeight } from './lib/pageWeight'
import { prepareDatabase, startAndTime } from './lib/server'

const startTimeoutMs = 900_000
const requestTimeoutMs = 120_000

const { values } = parseArgs({ args: process.argv.slice(2), strict: true, options: { 'base-url': { type: 'string' }, lang: { type: 'string' } } })
const lang = values.lang ?? 'en'

async function fetchHtml(url: string): Promise<string> {
  const response = await get(url, requestTimeoutMs)
  if (response.status !== 200) throw new Error(`GET ${url} answered ${response.status}`)
  return response.body.toString('utf8')
}

/** The page types to weigh: documents found through the home's and the listings' own links. */
async function pagesToWeigh(base: string): Promise<[string, string][]> {
  const home = await fetchHtml(`${base}/${lang}`)
  const category = firstLink(home, new RegExp(`^/${lang}/[^/]+/[^/]+/$`))
  const product = firstLink(home, new RegExp(`^/${lang}/[^/]+/[^/?#]+$`))
  const materials = await fetchHtml(`${base}/${lang}/materials/`).catch(() => '')
  const material = firstLink(materials, new RegExp(`^/${lang}/materials/[^/?#]+$`))
  const pages: [string, string | null][] = [
    ['home', `/${lang}`],
    ['category', category],
    ['product', product],
    ['material', material],
    ['stores', `/${lang}/stores/`],
  ]
  return pages.flatMap(([name, path]) => (path ? [[name, path] as [string, string]] : []))
}

const kb = (value: number) => `${(value / 1024).toFixed(1)} KB`

function print(rows: [string, string, PageWeight][]): void {
  const header = ['page', 'path', 'HTML', 'RSC data', 'images', 'inline images', 'largest inline', 'srcset', 'description']
  const lines = rows.map(([name, path, weight]) => [
    name,
    path,
    kb(weight.htmlBytes),
    kb(weight.rscBytes),
    String(weight.images),
    kb(weight.inlineImageBytes),
    `${weight.largestInlineImage} B`,
    kb(weight.srcsetBytes),
    weight.description ? `${weight.description.length} chars` : 'none',
  ])
  const widths = header.map((title, column) => Math.max(title.length, ...lines.map((line) => (line[column] ?? '').length)))
  const format = (cells: string[]) => `| ${cells.map((cell, column) => cell.padEnd(widths[column] ?? 0)).join(' | ')} |`
  console.log(format(header))
  console.log(`|${widths.map((width) => '-'.repeat(width + 2)).join('|')}|`)
  for (const line of lines) console.log(format(line))
}

async function main(): Promise<void> {
  let base = values['base-url']?.replace(/\/$/, '')
  let stop: (() => Promise<void>) | undefined
  if (!base) {
    await prepareDatabase(`/${lang}`, startTimeoutMs)
    const { server } = await startAndTime('weight', `/${lang}`, startTimeoutMs)
    base = server.url('')
    stop = server.stop
  }
  try {
    const rows: [string, string, PageWeight][] = []
    for (const [name, path] of await pagesToWeigh(base)) {
      // The first request may render the page; the second is what visitors get from the cache.
      await fetchHtml(`${base}${path}`)
      rows.push([name, path, weighPage(await fetchHtml(`${base}${path}`))])
    }
    print(rows)
  } finally {
    await stop?.()
  }
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error)
    process.exit(1)
  },
)
