import { stemmer as de } from '@orama/stemmers/german'
import { stemmer as en } from '@orama/stemmers/english'
import { stemmer as es } from '@orama/stemmers/spanish'
import { stemmer as fr } from '@orama/stemmers/french'
import { stemmer as it } from '@orama/stemmers/italian'
import { stemmer as ru } from '@orama/stemmers/russian'
import type { Locale } from '@/i18n/locales'
import { fold, isHan } from './text'

type Stemmer = (word: string) => string

/** Snowball stemmers (Orama's TypeScript port); Chinese words are not stemmed. */
const stemmers: Record<Locale, Stemmer | null> = { it, en, de, es, fr, ru, zh: null }

/** Latin words in a Russian text (brand and product names) use the English stemmer. */
const latin = /^[a-z0-9]+$/

/**
 * The stem of one lower-case word in a language, folded (accents removed after stemming,
 * because the stemmers know their language's accents). Digits and short words stay whole.
 */
export function stem(locale: Locale, lower: string): string {
  const cache = caches[locale]
  const known = cache.get(lower)
  if (known !== undefined) return known
  const result = computeStem(locale, lower)
  if (cache.size >= cacheLimit) cache.clear()
  cache.set(lower, result)
  return result
}

/** Stems are remembered per language (the same words come back in every document). */
const cacheLimit = 200_000
const caches: Record<Locale, Map<string, string>> = { it: new Map(), en: new Map(), de: new Map(), es: new Map(), fr: new Map(), ru: new Map(), zh: new Map() }

function computeStem(locale: Locale, lower: string): string {
  if (lower.length < 3 || isHan(lower) || /\d/.test(lower)) return fold(lower)
  const stemmer = locale === 'ru' && latin.test(lower) ? en : locale === 'zh' ? (latin.test(lower) ? en : null) : stemmers[locale]
  if (!stemmer) return fold(lower)
  const stemmed = stemmer(lower)
  // A stemmer must not shrink a word to almost nothing ("divano" → "div" is kept; "ano" is not).
  return fold(stemmed.length >= 3 ? stemmed : lower)
}
