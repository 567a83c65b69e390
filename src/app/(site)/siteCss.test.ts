import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { chineseCodePointsOf, subsetPath, unicodeRangeOf } from '@/domain/fonts/chineseSubset'
import { localeLabels } from '@/i18n/locales'

const css = fs.readFileSync(path.join(import.meta.dirname, 'site.css'), 'utf8')

describe("site.css: the Chinese language name on other languages' pages", () => {
  const codePoints = chineseCodePointsOf(localeLabels.zh)
  const face = /@font-face \{ font-family: 'Vesta Chinese Name'; src: url\('([^']+)'\) format\('woff2'\); unicode-range: ([^;]+);/.exec(css)

  it('declares a face cut to exactly the characters of the name', () => {
    expect(face?.[1]).toBe(subsetPath(codePoints))
    expect(face?.[2]).toBe(unicodeRangeOf(codePoints))
  })

  it('names that face in the stack of Chinese text on non-Chinese pages', () => {
    expect(css).toMatch(/html:not\(:lang\(zh\)\) :lang\(zh\) \{ font-family: [^}]*'Vesta Chinese Name'/)
  })
})
