/**
 * A vitest reporter that writes, per test file, its whole time (harness, imports, `beforeAll`
 * hooks, tests, `afterAll` hooks) and the part its tests took, to the file named by
 * VITEST_TIMINGS_FILE. `npm test` prints the slowest files from it (scripts/lib/timings.ts):
 * vitest's JSON report cannot tell, its file times start with the first test.
 */
import fs from 'node:fs'
import type { Reporter, TestModule } from 'vitest/node'
import { moduleTiming, type FileTiming } from './timings'

export default class TimingsReporter implements Reporter {
  private readonly files: FileTiming[] = []

  onTestModuleEnd(testModule: TestModule): void {
    const tests = [...testModule.children.allTests()].map((test) => test.diagnostic()?.duration ?? 0)
    this.files.push(moduleTiming(testModule.relativeModuleId, testModule.diagnostic(), tests))
  }

  onTestRunEnd(): void {
    const file = process.env.VITEST_TIMINGS_FILE
    if (file) fs.writeFileSync(file, JSON.stringify({ files: this.files }))
  }
}
