import { describe, expect, it } from 'vitest'
import { formatTimings, moduleTiming, playwrightTimings, vitestTimings } from './timings'

describe('test run timings', () => {
  it('times a vitest file from start to end: harness, imports, hooks and tests; the tests\' share apart', () => {
    const durations = { environmentSetupDuration: 10, prepareDuration: 90, collectDuration: 4_000, setupDuration: 0, duration: 15_900.4 }
    expect(moduleTiming('tests/integration/b.test.ts', durations, [1_500, 500.2])).toEqual({ file: 'tests/integration/b.test.ts', total: 20_000, tests: 2_000 })
  })

  it('reads the reporter\'s file, slowest first', () => {
    const written = { files: [{ file: 'a.test.ts', total: 3_000, tests: 1_200 }, { file: 'b.test.ts', total: 20_000, tests: 2_000 }] }
    expect(vitestTimings(written).map((timing) => timing.file)).toEqual(['b.test.ts', 'a.test.ts'])
    expect(() => vitestTimings({ testResults: [] })).toThrow()
  })

  it('reads a Playwright report: every test result of a spec file summed, nested suites and projects included', () => {
    const spec = (durations: number[]) => ({ tests: [{ results: durations.map((duration) => ({ duration })) }] })
    const report = {
      suites: [
        { file: 'home.spec.ts', specs: [spec([1_000])], suites: [{ specs: [spec([2_000, 3_000])] }] },
        { file: 'crawler.spec.ts', specs: [spec([30_000])] },
        { file: 'home.spec.ts', specs: [spec([500])] },
      ],
    }
    expect(playwrightTimings(report)).toEqual([
      { file: 'crawler.spec.ts', total: 30_000, tests: 30_000 },
      { file: 'home.spec.ts', total: 6_500, tests: 6_500 },
    ])
  })

  it('names the slowest files and the time outside the tests', () => {
    const lines = formatTimings('integration', [
      { file: 'b.test.ts', total: 20_000, tests: 2_000 },
      { file: 'a.test.ts', total: 3_000, tests: 1_200 },
    ], 1)
    expect(lines).toEqual([
      '[timings] integration: 2 files, 23.0 s in files, 3.2 s in tests, 19.8 s in hooks and start',
      '[timings]     20.0 s (tests 2.0 s)  b.test.ts',
    ])
    expect(formatTimings('e2e', [{ file: 'x.spec.ts', total: 1_500, tests: 1_500 }])).toEqual(['[timings] e2e: 1 files, 1.5 s in files', '[timings]      1.5 s  x.spec.ts'])
  })
})
