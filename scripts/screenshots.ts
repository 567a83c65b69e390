/**
 * `npm run screenshots [-- --base-url http://127.0.0.1:PORT --locales it,en,ru,zh --widths 390,1440 --out screenshots]`:
 * against a running server, writes `<out>/<locale>-<page>-<width>.png` for the home, a category,
 * a product, a material, the store locator, search results and a 404, each the first two
 * viewports of the page once its pictures and fonts have loaded. The documents come from the
 * site's own sitemap (bench/lib/lighthousePages.ts), not from hard-coded slugs, so the script
 * follows the content. For looking at the site side by side before and after a change.
 */
import fs from 'node:fs'
import path from 'node:path'
import { parseArgs } from 'node:util'
import { chromium, type Page } from '@playwright/test'
import { pagesOf, type AuditedPage } from '../bench/lib/lighthousePages'
import { siteUrl } from '../src/env'
import { isLocale, type Locale } from '../src/i18n/locales'

/** Viewport heights: a common phone for 390 px, a laptop for the desktop widths. */
const heightFor = (width: number) => (width <= 480 ? 844 : 900)
/** How many viewports of each page go into its picture. */
const viewports = 2
const navigationTimeoutMs = 120_000
const imageTimeoutMs = 20_000

const { values } = parseArgs({
  args: process.argv.slice(2),
  strict: true,
  options: {
    // Without it: the site's own address (SITE_URL, else localhost on PORT), where `npm start` serves.
    'base-url': { type: 'string' },
    locales: { type: 'string', default: 'it,en,ru,zh' },
    widths: { type: 'string', default: '390,1440' },
    out: { type: 'string', default: 'screenshots' },
  },
})

/** Search queries with results in the demo catalogue, where the shared list has none. */
const searchQueries: Partial<Record<Locale, string>> = { ru: 'диван' }

interface Shot {
  name: string
  path: string
}

async function shotsFor(baseUrl: string, locale: Locale): Promise<Shot[]> {
  const pages: AuditedPage[] = await pagesOf(baseUrl, locale)
  const shots = pages.map((page) => {
    const query = searchQueries[locale]
    const pathWithQuery = page.type === 'search' && query ? `/${locale}/search/results?${new URLSearchParams({ q: query })}` : page.path
    return { name: page.type, path: pathWithQuery }
  })
  return [...shots, { name: '404', path: `/${locale}/this-page-does-not-exist-${Date.now().toString(36)}` }]
}

/** Scrolls through the captured part (lazy pictures load), then waits for its pictures and fonts. */
async function settle(page: Page, height: number): Promise<void> {
  for (let y = 0; y <= height * viewports; y += Math.round(height / 2)) {
    await page.evaluate((top) => window.scrollTo(0, top), y)
    await page.waitForTimeout(150)
  }
  await page.evaluate(() => window.scrollTo(0, 0))
  await page
    .waitForFunction(
      (limit) =>
        Array.from(document.images)
          .filter((image) => image.getBoundingClientRect().top < limit && image.getBoundingClientRect().width > 0)
          .every((image) => image.complete),
      height * viewports,
      { timeout: imageTimeoutMs },
    )
    .catch(() => console.warn(`[screenshots] ${page.url()}: some pictures did not finish loading`))
  // Chinese pages: the site's Chinese face arrives after hydration, cut to the characters shown (src/runtime/fonts).
  if ((await page.locator('html').getAttribute('lang'))?.startsWith('zh')) {
    await page
      .waitForFunction(() => document.documentElement.dataset.chineseFont === 'ready', undefined, { timeout: imageTimeoutMs })
      .catch(() => console.warn(`[screenshots] ${page.url()}: the Chinese face did not finish loading`))
  }
  await page.evaluate(() => document.fonts.ready.then(() => undefined))
  // Blur-up placeholders fade out after load.
  await page.waitForTimeout(600)
}

async function main(): Promise<void> {
  const baseUrl = (values['base-url'] ?? siteUrl()).replace(/\/$/, '')
  const locales = values.locales.split(',').filter(isLocale)
  const widths = values.widths.split(',').map(Number).filter((width) => width > 0)
  const out = path.resolve(values.out)
  fs.mkdirSync(out, { recursive: true })
  const browser = await chromium.launch({ executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu', '--disable-quic'] })
  try {
    for (const locale of locales) {
      const shots = await shotsFor(baseUrl, locale)
      for (const width of widths) {
        const height = heightFor(width)
        const context = await browser.newContext({ viewport: { width, height }, deviceScaleFactor: 1, locale })
        const page = await context.newPage()
        for (const shot of shots) {
          // The URL parser percent-encodes non-ASCII paths (/ru/категории/...).
          const url = new URL(shot.path, baseUrl).href
          const response = await page.goto(url, { waitUntil: 'load', timeout: navigationTimeoutMs })
          await settle(page, height)
          const file = path.join(out, `${locale}-${shot.name}-${width}.png`)
          await page.screenshot({ path: file, fullPage: true, clip: { x: 0, y: 0, width, height: height * viewports } })
          console.log(`[screenshots] ${response?.status() ?? '—'} ${shot.path} → ${path.relative(process.cwd(), file)}`)
        }
        await context.close()
      }
    }
  } finally {
    await browser.close()
  }
}

await main()
