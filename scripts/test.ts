/**
 * `npm test`: every check, in the order that fails fastest. Generated files, type check (beside
 * the linter with `--lint`), unit tests, integration tests on SQLite (and on PostgreSQL when TEST_DATABASE_URL is set),
 * production build, end-to-end tests in Chromium. Ends with one line: "N passed, N failed".
 * `npm run validate` (`--lint`, what CI runs): the same with the linter (`npm run lint`) beside the type check.
 * A step that leaves a core idle hands it to the next one: the e2e database is prepared from the
 * start, beside the generated files' check (one core each); the unit tests start when the type
 * check ends (the linter runs longer); the production build when the first database run ends.
 * The integration suites, SQLite and PostgreSQL, take the prepared e2e database as their demo
 * template instead of seeding it again (docs/decisions/030-ci-time.md).
 */
import fs from 'node:fs'
import path from 'node:path'
import { buildIfNeeded } from './lib/build'
import { run } from './lib/run'
import { usageSummary } from './lib/serverUsage'
import { formatTimings, playwrightTimings, vitestTimings } from './lib/timings'
import { e2eDirectory } from '../tests/e2e/environment.mjs'
import { usageFile } from '../tests/e2e/serverUsage.mjs'

const results = path.resolve('test-results')
fs.mkdirSync(results, { recursive: true })
const totals = { passed: 0, failed: 0, skipped: 0 }
const bin = (name: string) => path.resolve('node_modules/.bin', name)
/** Writes each vitest file's whole time (hooks and imports included) for the step's summary. */
const timingsReporter = path.resolve('scripts/lib/vitestTimingsReporter.ts')

/** Where a step's time went (the slowest files), printed after it; a report it cannot read only loses the summary. */
function printTimings(title: string, read: () => string[]): void {
  try {
    console.log(read().join('\n'))
  } catch (error) {
    console.log(`[timings] ${title}: no summary (${error instanceof Error ? error.message.split('\n')[0] : String(error)})`)
  }
}

function countVitest(file: string, timings: string, title: string): void {
  if (fs.existsSync(timings)) printTimings(title, () => formatTimings(title, vitestTimings(JSON.parse(fs.readFileSync(timings, 'utf8')))))
  if (!fs.existsSync(file)) return
  const report = JSON.parse(fs.readFileSync(file, 'utf8')) as { numPassedTests: number; numFailedTests: number; numPendingTests: number }
  totals.passed += report.numPassedTests
  totals.failed += report.numFailedTests
  totals.skipped += report.numPendingTests
}

function countPlaywright(file: string): void {
  if (!fs.existsSync(file)) return
  const report = JSON.parse(fs.readFileSync(file, 'utf8')) as { stats: { expected: number; unexpected: number; flaky: number; skipped: number } }
  totals.passed += report.stats.expected + report.stats.flaky
  totals.failed += report.stats.unexpected
  totals.skipped += report.stats.skipped
  printTimings('end-to-end', () => formatTimings('end-to-end (test time per spec file, both workers)', playwrightTimings(report)))
}

async function step(name: string, action: () => Promise<void>): Promise<boolean> {
  console.log(`\n=== ${name}`)
  const started = Date.now()
  try {
    await action()
    console.log(`=== ${name}: ok (${Math.round((Date.now() - started) / 1000)} s)`)
    return true
  } catch (error) {
    console.error(`=== ${name}: FAILED (${error instanceof Error ? error.message : String(error)})`)
    return false
  }
}

const vitest = (project: string, report: string, env: Record<string, string | undefined> = {}) => async () => {
  const file = path.join(results, report)
  const timings = path.join(results, report.replace(/\.json$/, '.timings.json'))
  for (const written of [file, timings]) fs.rmSync(written, { force: true })
  try {
    await run(bin('vitest'), ['run', '--project', project, '--reporter=default', '--reporter=json', `--outputFile.json=${file}`, `--reporter=${timingsReporter}`], {
      env: { ...env, VITEST_TIMINGS_FILE: timings },
    })
  } finally {
    countVitest(file, timings, report.replace(/\.json$/, ''))
  }
}

const failures: string[] = []
const check = async (name: string, action: () => Promise<void>) => {
  if (!(await step(name, action))) failures.push(name)
}

// The e2e database (migrations and the demo seed, one core, a process of its own) from the start:
// beside the generated files' check at first, then beside the static checks. It touches neither
// the generated files nor the sources (tests/e2e/prepare.mjs).
const prepared = step('end-to-end database', () => run(process.execPath, ['tests/e2e/prepare.mjs'], { buffered: true }))
// The generated files first (they may rewrite payload-types.ts, which both the type check and
// the type-aware lint read); then the type check and the linter, single-threaded both, side by
// side on the two cores of a CI machine, each one's output printed in one piece when it ends.
await check('generated files', () => run(process.execPath, [bin('tsx'), 'scripts/checkGenerated.ts']))
// The unit tests (one vitest worker on two cores) take the type check's core when it is done:
// the linter, on the other core, takes about twice as long as the type check.
const staticChecks = [check('type check', () => run(bin('tsc'), ['--noEmit'], { buffered: true })).then(() => check('unit tests', vitest('unit', 'vitest-unit.json')))]
if (process.argv.includes('--lint')) staticChecks.push(check('lint', () => run('npm', ['run', '--silent', 'lint'], { buffered: true })))
await Promise.all(staticChecks)
// The two databases' runs go side by side: each runs one suite file at a time (one core each),
// which takes minutes off a CI run on two cores. Both runs' demo template comes from the prepared
// e2e database (the same migrations and demo seed): the SQLite suites copy its files, the
// PostgreSQL suites its rows (tests/integration/fixtures/copyToPostgres.ts), so the demo is
// seeded once per run, not three times. If the preparation failed, they seed their own as before
// (tests/integration/boot.ts).
const preparedDemo = async () => ((await prepared) ? { TEST_SQLITE_DEMO_DIR: e2eDirectory } : {})
const sqliteRun = async () => vitest('integration', 'vitest-sqlite.json', { TEST_DATABASE_URL: '', ...(await preparedDemo()) })()
const databaseRuns = [check('integration tests (SQLite)', sqliteRun)]
if (process.env.TEST_DATABASE_URL) {
  const postgresRun = async () => vitest('integration', 'vitest-postgres.json', await preparedDemo())()
  databaseRuns.push(check('integration tests (PostgreSQL)', postgresRun))
} else {
  console.log('\n(TEST_DATABASE_URL not set: PostgreSQL suites skipped; CI sets it.)')
}
// The production build takes the core the first database run leaves.
const building = Promise.race(databaseRuns).then(() => step('production build', buildIfNeeded))
await Promise.all(databaseRuns)
const [built, preparedOk] = await Promise.all([building, prepared])
if (!built) failures.push('production build')
if (!preparedOk) failures.push('end-to-end database')
if (built && preparedOk) {
  const report = path.join(results, 'e2e.json')
  fs.rmSync(report, { force: true })
  await check('end-to-end tests (Chromium)', async () => {
    try {
      await run(bin('playwright'), ['test'], { env: { E2E_PREPARED: '1' } })
    } finally {
      countPlaywright(report)
      for (const name of ['main', 'alone']) printTimings(`server ${name}`, () => usageSummary(name, usageFile(name)))
    }
  })
}

console.log(`\nFailed steps: ${failures.length ? failures.join(', ') : 'none'}`)
console.log(`${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`)
process.exit(failures.length ? 1 : 0)
