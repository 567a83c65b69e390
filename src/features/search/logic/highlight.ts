import type { Locale } from '@/i18n/locales'
import { stem } from './stem'
import { characters, fold, words } from './text'

/** A piece of text, marked when it is a matched word. */
export interface Segment {
  text: string
  match: boolean
}

export interface MatchedTerms {
  words: ReadonlySet<string>
  stems: ReadonlySet<string>
}

function isMatch(locale: Locale, lower: string, terms: MatchedTerms): boolean {
  const word = fold(lower)
  if (terms.words.has(word) || terms.stems.has(stem(locale, lower))) return true
  // A Chinese word matched character by character.
  const chars = characters(word)
  return chars.length > 1 && chars.every((char) => /\p{Script=Han}/u.test(char) && terms.words.has(char))
}

/** Cuts a text into plain and matched pieces (rendered as `<mark>`). */
export function highlight(locale: Locale, text: string, terms: MatchedTerms): Segment[] {
  const segments: Segment[] = []
  let at = 0
  for (const span of words(text)) {
    if (!isMatch(locale, span.lower, terms)) continue
    if (span.start > at) segments.push({ text: text.slice(at, span.start), match: false })
    segments.push({ text: text.slice(span.start, span.end), match: true })
    at = span.end
  }
  if (at < text.length) segments.push({ text: text.slice(at), match: false })
  return segments
}

/**
 * A short passage of a long text around its first matched word (about `length`
 * characters, cut at spaces, "…" where cut), highlighted; the beginning when nothing matched.
 */
export function snippet(locale: Locale, text: string, terms: MatchedTerms, length = 160): Segment[] {
  if (text.length <= length) return highlight(locale, text, terms)
  const first = words(text).find((span) => isMatch(locale, span.lower, terms))
  let start = first ? Math.max(0, first.start - Math.floor(length / 3)) : 0
  if (start > 0) {
    const space = text.indexOf(' ', start)
    start = space >= 0 && space < (first?.start ?? start) ? space + 1 : start
  }
  let end = Math.min(text.length, start + length)
  if (end < text.length) {
    const space = text.lastIndexOf(' ', end)
    end = space > start ? space : end
  }
  const segments = highlight(locale, text.slice(start, end), terms)
  if (start > 0) segments.unshift({ text: '… ', match: false })
  if (end < text.length) segments.push({ text: ' …', match: false })
  return segments
}
