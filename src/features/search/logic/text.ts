import type { Locale } from '@/i18n/locales'

/** A word of a text with where it stands (for highlighting) and its lower-case form. */
export interface WordSpan {
  start: number
  end: number
  /** Lower case, accents kept: what the stemmer wants. */
  lower: string
}

const wordPattern = /[\p{L}\p{N}]+/gu
const asciiLower = /^[a-z0-9]*$/
const hanPattern = /\p{Script=Han}/u

/**
 * Case and accent folding shared by documents and queries: lower case, accents removed
 * (è → e, ü → u, ñ → n), ё → е and й → и in Russian, ß → ss, full-width forms to ASCII.
 */
export function fold(text: string): string {
  if (asciiLower.test(text)) return text
  return text
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .replace(/ß/g, 'ss')
    .replace(/ё/g, 'е')
}

let segmenter: Intl.Segmenter | null = null

function chineseWords(text: string, offset: number, into: WordSpan[]): void {
  segmenter ??= new Intl.Segmenter('zh', { granularity: 'word' })
  for (const part of segmenter.segment(text)) {
    if (!part.isWordLike) continue
    into.push({ start: offset + part.index, end: offset + part.index + part.segment.length, lower: part.segment.toLowerCase() })
  }
}

/**
 * The words of a text: runs of letters and digits; runs with Chinese characters are cut
 * into words with `Intl.Segmenter` (Chinese is written without spaces).
 */
export function words(text: string): WordSpan[] {
  const spans: WordSpan[] = []
  for (const match of text.matchAll(wordPattern)) {
    const start = match.index
    if (hanPattern.test(match[0])) chineseWords(match[0], start, spans)
    else spans.push({ start, end: start + match[0].length, lower: match[0].toLowerCase() })
  }
  return spans
}

/** True when a word is Chinese (matched whole or by its characters, never by typo budget). */
export function isHan(word: string): boolean {
  return hanPattern.test(word)
}

/**
 * A word's characters, one per code point, as the index keys them (`for … of`): a Chinese
 * character is one code point, those beyond the BMP included (which `split('')` would cut in
 * two); no grapheme clustering is wanted here, only Chinese words are matched by character.
 */
export function characters(word: string): string[] {
  return Array.from(word)
}

/** Language hint for callers that segment: Chinese text is segmented whatever the locale. */
export function segmentsChinese(locale: Locale): boolean {
  return locale === 'zh'
}
