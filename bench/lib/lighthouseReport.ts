import type { CategoryId, PageFigures } from './lighthouse'
import type { AuditedPage } from './lighthousePages'

export interface PageSummary extends AuditedPage {
  url: string
  runs: PageFigures[]
  median: MedianFigures
}

/** The minimal Next.js page's runs: the floor the framework and this machine set. */
export interface ReferenceSummary {
  url: string
  runs: PageFigures[]
  median: MedianFigures
}

export interface MedianFigures {
  scores: Partial<Record<CategoryId, number>>
  lcpMs?: number
  tbtMs?: number
  cls?: number
  /** Audit ids failed in any run, per category (Accessibility, Best Practices, SEO). */
  failedAudits: Partial<Record<CategoryId, string[]>>
  /** Run warnings seen in any run. */
  warnings: string[]
}

/** The middle value (the mean of the two middle ones for an even count); undefined when there is none. */
export function median(values: readonly (number | undefined)[]): number | undefined {
  const sorted = values.filter((value): value is number => typeof value === 'number' && Number.isFinite(value)).sort((a, b) => a - b)
  if (sorted.length === 0) return undefined
  const middle = Math.floor(sorted.length / 2)
  return sorted.length % 2 === 1 ? sorted[middle] : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2
}

const union = (lists: readonly (readonly string[] | undefined)[]) => [...new Set(lists.flatMap((list) => list ?? []))].sort()

/** Each figure's median over the runs (figures vary from run to run on a shared machine; scores follow metrics). */
export function medianFigures(runs: readonly PageFigures[]): MedianFigures {
  const categories = [...new Set(runs.flatMap((run) => Object.keys(run.scores)))] as CategoryId[]
  const scores: MedianFigures['scores'] = {}
  const failedAudits: MedianFigures['failedAudits'] = {}
  for (const category of categories) {
    scores[category] = median(runs.map((run) => run.scores[category]))
    if (category !== 'performance') failedAudits[category] = union(runs.map((run) => run.failedAudits[category]))
  }
  return {
    scores,
    lcpMs: median(runs.map((run) => run.lcpMs)),
    tbtMs: median(runs.map((run) => run.tbtMs)),
    cls: median(runs.map((run) => run.cls)),
    failedAudits,
    warnings: union(runs.map((run) => run.warnings)),
  }
}

/** A table row's cells: the four scores, LCP in seconds, TBT in ms, CLS. */
const figureCells = ({ scores, lcpMs, tbtMs, cls }: MedianFigures) => [cell(scores.performance), cell(scores.accessibility), cell(scores['best-practices']), cell(scores.seo), cell(lcpMs === undefined ? undefined : lcpMs / 1000, 1), cell(tbtMs), cell(cls, 3)]
const referenceLabel = 'reference: minimal Next.js page'
/** The first column's width: the longest page label, or the reference's. */
const labelWidth = (pages: readonly PageSummary[]) => Math.max(referenceLabel.length + 2, ...pages.map((page) => page.path.length + 4))
const cell = (value: number | undefined, digits = 0) => (value === undefined ? 'n/a' : value.toFixed(digits))
const columns = ['Perf', 'A11y', 'BP', 'SEO', 'LCP s', 'TBT ms', 'CLS']

export function printTable(pages: readonly PageSummary[], runs: number, loadAverage: readonly number[]): void {
  const width = labelWidth(pages)
  const line = (label: string, cells: string[]) => `${label.padEnd(width)}${cells.map((text) => text.padStart(8)).join('')}`
  console.log(`\nLighthouse 12.2.3, mobile defaults (simulated slow 4G, 4× CPU slowdown), median of ${runs} run(s) per page`)
  console.log(`Machine shared: ${loadAverage.map((value) => value.toFixed(2)).join(' ')} load average at the end; TBT and LCP move with it.\n`)
  console.log(line('page', columns))
  for (const page of pages) {
    console.log(line(`${page.locale} ${page.path}`, figureCells(page.median)))
  }
}

/**
 * The reference's row, then each page's LCP and TBT above it: Lighthouse's simulated phone
 * multiplies what this machine's Chromium measured, so a slow or busy machine raises every page;
 * what a page adds over the framework's own minimal page is the site's part.
 */
export function printAboveReference(pages: readonly PageSummary[], reference: ReferenceSummary): void {
  const width = labelWidth(pages)
  const line = (label: string, cells: string[]) => `${label.padEnd(width)}${cells.map((text) => text.padStart(8)).join('')}`
  const { scores, lcpMs, tbtMs } = reference.median
  console.log(line(referenceLabel, figureCells(reference.median)))
  console.log(`\nAbove the reference (median minus the reference's median):\n`)
  console.log(line('page', ['Perf', 'LCP s', 'TBT ms']))
  const minus = (value: number | undefined, floor: number | undefined) => (value === undefined || floor === undefined ? undefined : value - floor)
  for (const page of pages) {
    const lcp = minus(page.median.lcpMs, lcpMs)
    console.log(line(`${page.locale} ${page.path}`, [cell(minus(page.median.scores.performance, scores.performance)), cell(lcp === undefined ? undefined : lcp / 1000, 1), cell(minus(page.median.tbtMs, tbtMs))]))
  }
}

/** What keeps Accessibility, Best Practices or SEO below 100, by audit id: what a reader has to fix. */
export function printFailedAudits(pages: readonly PageSummary[]): void {
  console.log('\nFailed audits (any run):')
  let any = false
  for (const page of pages) {
    const failed = Object.entries(page.median.failedAudits).filter(([, ids]) => ids.length > 0)
    for (const [category, ids] of failed) {
      any = true
      console.log(`  ${page.locale} ${page.type.padEnd(9)} ${category.padEnd(15)} ${ids.join(', ')}`)
    }
    for (const warning of page.median.warnings) console.log(`  ${page.locale} ${page.type.padEnd(9)} warning         ${warning.replace(/\s+/g, ' ').slice(0, 160)}`)
  }
  if (!any) console.log('  none: Accessibility, Best Practices and SEO at 100 on every page')
}

/** For pages that moved: the elements that shifted in the run that moved most (what to give a reserved size). */
export function printLayoutShifts(pages: readonly PageSummary[]): void {
  const worstRun = (page: PageSummary) => [...page.runs].sort((a, b) => (b.cls ?? 0) - (a.cls ?? 0))[0]
  const moved = pages.filter((page) => (worstRun(page)?.shiftedElements.length ?? 0) > 0)
  if (moved.length === 0) return
  console.log('\nLayout shifts (run with the largest CLS):')
  for (const page of moved) {
    for (const element of worstRun(page)?.shiftedElements ?? []) console.log(`  ${page.locale} ${page.type.padEnd(9)} ${element.slice(0, 160)}`)
  }
}
