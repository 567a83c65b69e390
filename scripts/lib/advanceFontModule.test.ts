import fs from 'node:fs'
import { describe, expect, it } from 'vitest'
import { CHINESE_SUBSET_RANGES } from '../../src/domain/fonts/chineseSubset'
import { advanceFontModule, advanceFontModuleFile, chineseAdvanceRuns } from './advanceFontModule'

describe('the Chinese advance face module', () => {
  it('is up to date (else run `npx tsx scripts/checkGenerated.ts` and commit it)', () => {
    expect(fs.readFileSync(advanceFontModuleFile, 'utf8')).toBe(advanceFontModule())
  })

  it("covers the Chinese face's ranges with Noto Sans SC's widths: ideographs one em, the em dash narrower", () => {
    const runs = chineseAdvanceRuns()
    const widthOf = (codePoint: number) => runs.find((run) => codePoint >= run.first && codePoint <= run.last)?.advance
    for (const [low, high] of CHINESE_SUBSET_RANGES) for (const codePoint of [low, high]) expect(widthOf(codePoint)).toBeTypeOf('number')
    expect(widthOf(0x4e2d)).toBe(1000) // 中
    expect(widthOf(0xff0c)).toBe(1000) // ，
    expect(widthOf(0x3002)).toBe(1000) // 。
    expect(widthOf(0x2014)).toBe(894) // —
  })
})
