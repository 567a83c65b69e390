/**
 * `npm run bench:lighthouse [-- --base-url http://127.0.0.1:PORT --runs 3 --locales en,zh --pages home,stores --no-build --no-reference]`:
 * Lighthouse 12.2.3 with its mobile defaults in Debian's Chromium on home, a category, a product,
 * a material, the store locator and search results, per language; the median of `--runs` runs per
 * page. Without `--base-url` it builds if needed (`--no-build`: serve the build there is) and starts
 * the production server on the bench database (data/bench/, seeded once). Then, in the same run, the
 * framework's own floor: the minimal Next.js page (bench/fixtures/minimal-next, an h1 and a button)
 * audited the same way, and each page's LCP and TBT above it (what the site adds, on this machine).
 * Prints the table and the failed audits of Accessibility, Best Practices and SEO; writes
 * bench/results/lighthouse.json.
 */
import { execFileSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { parseArgs } from 'node:util'
import { isLocale, type Locale } from '../src/i18n/locales'
import { ensureBuild } from './lib/build'
import { cleanupAll, installGuards } from './lib/cleanup'
import { buildMinimalNext, startMinimalNext } from './catalogue/minimalNext'
import { categoryIds, launchBrowser, runLighthouse, type PageFigures } from './lib/lighthouse'
import { pagesOf, pageTypes, pageUrl, type AuditedPage, type PageType } from './lib/lighthousePages'
import { medianFigures, printAboveReference, printFailedAudits, printLayoutShifts, printTable, type PageSummary, type ReferenceSummary } from './lib/lighthouseReport'
import { root } from './lib/paths'
import { prepareDatabase, startAndTime } from './lib/server'

const resultsFile = path.join(root, 'bench', 'results', 'lighthouse.json')
const maxRuns = 9
/** Attempts of one run when Lighthouse itself fails (a trace not recorded on a busy machine: NO_NAVSTART, NO_FCP). */
const attemptsPerRun = 2
/** Upper bound for the whole run after the build: 12 pages × 3 runs take about 10 minutes on 2 cores. */
const timeLimitSeconds = 3600

interface Options {
  baseUrl?: string
  build: boolean
  /** Audit the minimal Next.js page too, as the machine's floor. */
  reference: boolean
  runs: number
  locales: Locale[]
  pages: PageType[]
}

function parseOptions(argv: string[]): Options {
  const { values } = parseArgs({
    args: argv,
    strict: true,
    options: { 'base-url': { type: 'string' }, 'no-build': { type: 'boolean' }, 'no-reference': { type: 'boolean' }, runs: { type: 'string' }, locales: { type: 'string' }, pages: { type: 'string' } },
  })
  const runs = Number(values.runs ?? 3)
  if (!Number.isInteger(runs) || runs < 1 || runs > maxRuns) throw new Error(`--runs must be a whole number from 1 to ${maxRuns}`)
  const locales = (values.locales ?? 'en,zh').split(',')
  const badLocale = locales.find((locale) => !isLocale(locale))
  if (badLocale !== undefined) throw new Error(`--locales: unknown language ${badLocale}`)
  const pages = (values.pages ?? pageTypes.join(',')).split(',')
  const badPage = pages.find((page) => !pageTypes.some((type) => type === page))
  if (badPage !== undefined) throw new Error(`--pages: unknown page type ${badPage} (one of ${pageTypes.join(', ')})`)
  return { baseUrl: values['base-url'], build: !values['no-build'], reference: !values['no-reference'], runs, locales: locales.filter(isLocale), pages: pageTypes.filter((type) => pages.includes(type)) }
}

/** The running site to audit: `--base-url`, or the production build started here on the bench database. */
async function site(options: Options): Promise<{ baseUrl: string; stop: () => Promise<void> }> {
  if (options.baseUrl) return { baseUrl: options.baseUrl, stop: async () => {} }
  if (options.build) await ensureBuild()
  await prepareDatabase('/en', 15 * 60_000)
  const { server } = await startAndTime('lighthouse', '/en', 3 * 60_000)
  return { baseUrl: server.url(''), stop: server.stop }
}

/** `runs` Lighthouse runs of one address, each in a fresh browser; `label` names it in the progress lines. */
async function auditRuns(label: string, url: string, runs: number): Promise<PageFigures[]> {
  // A first, unmeasured request fills the server's page cache: the runs measure a visitor's view, not a render.
  await fetch(url).then((response) => response.arrayBuffer())
  const results: PageFigures[] = []
  for (let run = 1; run <= runs; run++) {
    for (let attempt = 1; ; attempt++) {
      // A fresh browser per run: nothing cached or compiled from the previous one.
      const browser = await launchBrowser()
      try {
        results.push(await runLighthouse(url, browser.port, categoryIds))
        break
      } catch (error) {
        if (attempt >= attemptsPerRun) throw error
        console.log(`[lighthouse] ${label} run ${run}/${runs}: ${error instanceof Error ? error.message : String(error)}; once more`)
      } finally {
        await browser.close()
      }
    }
    console.log(`[lighthouse] ${label} run ${run}/${runs}: performance ${results.at(-1)?.scores.performance ?? 'n/a'}`)
  }
  return results
}

async function auditPage(page: AuditedPage, baseUrl: string, runs: number): Promise<PageSummary> {
  const url = pageUrl(baseUrl, page)
  const results = await auditRuns(`${page.locale} ${page.type}`, url, runs)
  return { ...page, url, runs: results, median: medianFigures(results) }
}

/** The framework's floor on this machine: the minimal Next.js page, built and served here, audited as the pages were. */
async function auditReference(runs: number): Promise<ReferenceSummary> {
  console.log('[lighthouse] the minimal Next.js page (bench/fixtures/minimal-next), built and served...')
  const dir = await buildMinimalNext()
  try {
    const server = await startMinimalNext(dir)
    try {
      const results = await auditRuns('reference', server.url, runs)
      return { url: server.url, runs: results, median: medianFigures(results) }
    } finally {
      await server.stop()
    }
  } finally {
    fs.rmSync(dir, { recursive: true, force: true })
  }
}

/**
 * Whether this machine has a Chinese system font (fontconfig's list for zh), or undefined when it
 * cannot tell. Without one, Chromium first draws Chinese text as boxes narrower than the glyphs,
 * and the site's Chinese face, arriving after hydration, moves the text (decision 011): a zh
 * layout shift no visitor with a CJK font sees.
 */
function hasChineseSystemFont(): boolean | undefined {
  try {
    return execFileSync('fc-list', [':lang=zh', 'family'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim() !== ''
  } catch {
    return undefined
  }
}

async function main(): Promise<void> {
  const options = parseOptions(process.argv.slice(2))
  process.chdir(root)
  installGuards(timeLimitSeconds)
  const { baseUrl, stop } = await site(options)
  try {
    const pages = (await Promise.all(options.locales.map((locale) => pagesOf(baseUrl, locale)))).flat().filter((page) => options.pages.includes(page.type))
    const summaries: PageSummary[] = []
    for (const page of pages) summaries.push(await auditPage(page, baseUrl, options.runs))
    const reference = options.reference ? await auditReference(options.runs) : undefined
    printTable(summaries, options.runs, os.loadavg())
    if (reference) printAboveReference(summaries, reference)
    printFailedAudits(summaries)
    printLayoutShifts(summaries)
    if (options.locales.includes('zh') && hasChineseSystemFont() === false) {
      console.log('\nThis machine has no Chinese system font (fc-list :lang=zh is empty): the zh pages are first drawn with boxes,')
      console.log('and their layout shift comes from the site\'s Chinese face replacing them (none with a CJK font installed).')
    }
    fs.mkdirSync(path.dirname(resultsFile), { recursive: true })
    const machine = { cpus: os.cpus().length, loadAverage: os.loadavg(), node: process.version }
    fs.writeFileSync(resultsFile, `${JSON.stringify({ date: new Date().toISOString(), baseUrl, runs: options.runs, machine, pages: summaries, reference }, null, 2)}\n`)
    console.log(`\nwritten ${path.relative(process.cwd(), resultsFile)}`)
  } finally {
    await stop()
  }
}

main()
  .catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error)
    process.exitCode = 1
  })
  .finally(() => cleanupAll())
