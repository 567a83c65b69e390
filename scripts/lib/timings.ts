/**
 * Where a test run's time goes: per vitest file its whole time and the part its tests took (the
 * rest is the file's start: imports, Payload's boot, seeds and copies in `beforeAll` hooks), from
 * scripts/lib/vitestTimingsReporter.ts; per Playwright spec file the time of its tests (retries
 * included), from the JSON report. Printed after each step, so that a CI log shows what to make faster.
 */
import { z } from 'zod'

/** How many of the slowest files a step's summary names. */
export const SLOWEST_SHOWN = 12

export interface FileTiming {
  file: string
  /** Wall time of the whole file, milliseconds. */
  total: number
  /** The part its tests took (sum of their durations), milliseconds. */
  tests: number
}

/** The durations vitest measures for a test file (its `diagnostic()`), milliseconds. */
export interface ModuleDurations {
  environmentSetupDuration: number
  prepareDuration: number
  collectDuration: number
  setupDuration: number
  /** Its tests and hooks. */
  duration: number
}

/** One file's timing: everything vitest measured for it, and its tests' durations summed. */
export function moduleTiming(file: string, durations: ModuleDurations, tests: number[]): FileTiming {
  const total = durations.environmentSetupDuration + durations.prepareDuration + durations.collectDuration + durations.setupDuration + durations.duration
  return { file, total: Math.round(total), tests: Math.round(tests.reduce((sum, duration) => sum + duration, 0)) }
}

const timingsFile = z.object({ files: z.array(z.object({ file: z.string(), total: z.number(), tests: z.number() })) })

/** The file scripts/lib/vitestTimingsReporter.ts wrote, slowest first. */
export function vitestTimings(written: unknown): FileTiming[] {
  return timingsFile.parse(written).files.sort((a, b) => b.total - a.total)
}

type PlaywrightSuite = {
  file?: string
  specs?: { tests?: { results?: { duration?: number }[] }[] }[]
  suites?: PlaywrightSuite[]
}
const playwrightSuite: z.ZodType<PlaywrightSuite> = z.lazy(() =>
  z.object({
    file: z.string().optional(),
    specs: z.array(z.object({ tests: z.array(z.object({ results: z.array(z.object({ duration: z.number().optional() })).optional() })).optional() })).optional(),
    suites: z.array(playwrightSuite).optional(),
  }),
)
const playwrightReport = z.object({ suites: z.array(playwrightSuite) })

function suiteTime(suite: PlaywrightSuite): number {
  const own = (suite.specs ?? []).flatMap((spec) => spec.tests ?? []).flatMap((test) => test.results ?? []).reduce((sum, result) => sum + (result.duration ?? 0), 0)
  return own + (suite.suites ?? []).reduce((sum, child) => sum + suiteTime(child), 0)
}

/** Per spec file of a Playwright JSON report: the time its tests took (every project, retries included), slowest first. */
export function playwrightTimings(report: unknown): FileTiming[] {
  const totals = new Map<string, number>()
  for (const suite of playwrightReport.parse(report).suites) {
    const file = suite.file ?? 'unknown'
    totals.set(file, (totals.get(file) ?? 0) + suiteTime(suite))
  }
  return [...totals].map(([file, total]) => ({ file, total, tests: total })).sort((a, b) => b.total - a.total)
}

const seconds = (milliseconds: number) => `${(milliseconds / 1000).toFixed(1)} s`

/** The summary lines: the slowest files, then the sums (for vitest, how much of the time was outside the tests). */
export function formatTimings(title: string, timings: FileTiming[], shown = SLOWEST_SHOWN): string[] {
  const total = timings.reduce((sum, timing) => sum + timing.total, 0)
  const tests = timings.reduce((sum, timing) => sum + timing.tests, 0)
  const withSetup = timings.some((timing) => timing.total !== timing.tests)
  const lines = [`[timings] ${title}: ${timings.length} files, ${seconds(total)} in files${withSetup ? `, ${seconds(tests)} in tests, ${seconds(total - tests)} in hooks and start` : ''}`]
  for (const timing of timings.slice(0, shown)) {
    lines.push(`[timings]   ${seconds(timing.total).padStart(8)}${withSetup ? ` (tests ${seconds(timing.tests)})` : ''}  ${timing.file}`)
  }
  return lines
}
