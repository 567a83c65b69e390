import * as chromeLauncher from 'chrome-launcher'
import fs from 'node:fs'
import lighthouse, { type Flags, type Result } from 'lighthouse'

/** Debian's Chromium, as the e2e run uses it (playwright.config.ts); CHROME_PATH wins when set. */
export const chromePath = process.env.CHROME_PATH ?? '/usr/bin/chromium'

export const categoryIds = ['performance', 'accessibility', 'best-practices', 'seo'] as const
export type CategoryId = (typeof categoryIds)[number]

/** What one Lighthouse run says about a page: scores 0–100, metrics in ms, failed audit ids per category. */
export interface PageFigures {
  url: string
  /** The URL Lighthouse ended on (a redirect shows here). */
  finalUrl: string
  scores: Partial<Record<CategoryId, number>>
  lcpMs?: number
  tbtMs?: number
  cls?: number
  /** The elements that moved, largest shift first ("selector: score"), from the layout-shifts audit. */
  shiftedElements: string[]
  failedAudits: Partial<Record<CategoryId, string[]>>
  /** Warnings Lighthouse attaches to the run (e.g. "the page was redirected"). */
  warnings: string[]
}

export interface Browser {
  port: number
  close: () => Promise<void>
}

/** Starts headless Chromium with a DevTools port for Lighthouse; `close` ends that one process. */
export async function launchBrowser(): Promise<Browser> {
  if (!fs.existsSync(chromePath)) throw new Error(`no Chromium at ${chromePath} (Debian: apt-get install chromium; or set CHROME_PATH)`)
  const chrome = await chromeLauncher.launch({
    chromePath,
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--disable-quic'],
    logLevel: 'silent',
  })
  return { port: chrome.port, close: async () => chrome.kill() }
}

const score = (value: number | null | undefined) => (typeof value === 'number' ? Math.round(value * 100) : undefined)
const numeric = (result: Result, id: string) => result.audits[id]?.numericValue

/**
 * Audits counted as failed in a category: scored below 1 and weighing in its score ('binary' and
 * 'numeric' audits; informative and not-applicable ones do not count).
 */
function failedAuditsOf(result: Result, category: CategoryId): string[] {
  const refs = result.categories[category]?.auditRefs ?? []
  return refs.flatMap((ref) => {
    const audit = result.audits[ref.id]
    const counts = ref.weight > 0 && (audit?.scoreDisplayMode === 'binary' || audit?.scoreDisplayMode === 'numeric' || audit?.scoreDisplayMode === 'metricSavings')
    return counts && audit.score !== null && audit.score < 1 ? [ref.id] : []
  })
}

/** What moved and by how much: Lighthouse's layout-shifts table, as "selector: score" lines. */
function shiftedElementsOf(result: Result): string[] {
  const details = result.audits['layout-shifts']?.details
  if (details?.type !== 'table') return []
  return details.items.flatMap((item) => {
    const node = item.node
    const shift = item.score
    if (typeof node !== 'object' || !('type' in node) || node.type !== 'node' || typeof shift !== 'number') return []
    return [`${node.selector ?? node.snippet ?? '?'}: ${shift.toFixed(3)}`]
  })
}

/** Reduces a Lighthouse result to the figures the table and the tests use. */
export function figuresOf(url: string, result: Result, categories: readonly CategoryId[]): PageFigures {
  const scores: PageFigures['scores'] = {}
  const failedAudits: PageFigures['failedAudits'] = {}
  for (const category of categories) {
    scores[category] = score(result.categories[category]?.score)
    if (category !== 'performance') failedAudits[category] = failedAuditsOf(result, category)
  }
  return {
    url,
    finalUrl: result.finalDisplayedUrl,
    scores,
    lcpMs: numeric(result, 'largest-contentful-paint'),
    tbtMs: numeric(result, 'total-blocking-time'),
    cls: numeric(result, 'cumulative-layout-shift'),
    shiftedElements: shiftedElementsOf(result),
    failedAudits,
    warnings: result.runWarnings,
  }
}

/**
 * One Lighthouse run with its default settings (a mid-range phone: mobile screen, simulated slow
 * 4G and 4× CPU slowdown), limited to `categories`, in the browser listening on `port`.
 */
export async function runLighthouse(url: string, port: number, categories: readonly CategoryId[]): Promise<PageFigures> {
  const flags: Flags = { port, output: 'json', logLevel: 'error', onlyCategories: [...categories] }
  const runner = await lighthouse(url, flags)
  if (!runner) throw new Error(`Lighthouse returned no result for ${url}`)
  const { lhr } = runner
  if (lhr.runtimeError) throw new Error(`Lighthouse could not audit ${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`)
  return figuresOf(url, lhr, categories)
}
