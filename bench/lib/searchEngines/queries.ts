/**
 * The fixed query set of the engine comparison, drawn (seeded) from the documents' own titles,
 * so every engine gets the same queries: an exact word, a prefix being typed, one typo, two
 * typos (swapped, missing or wrong letters), a product code written three ways, two words of one
 * title (the name and the kind: "alena daybed"; the second being typed half the time), a
 * common word (in at least half of the documents: "and", or "sc" typed at the start of a
 * code — thousands of hits to count and order), and Chinese words (zh only).
 */
import type { Locale } from '@/i18n/locales'
import { fold, isHan, words } from '@/features/search/logic/text'
import type { SearchDocument } from '@/features/search/logic/types'

export const queryKinds = ['exact', 'prefix', 'typo1', 'typo2', 'code', 'multi', 'common', 'chinese'] as const
export type QueryKind = (typeof queryKinds)[number]

export interface BenchQuery {
  text: string
  /** What a right answer contains in its title (folded), or the code it must rank first. */
  expect: { title: string } | { code: string }
}

function random(seed: number): () => number {
  let state = seed
  return () => {
    state = (state * 1103515245 + 12345) % 2147483648
    return state / 2147483648
  }
}

/** Swaps the neighbours at `at` and `at + 1` (one Damerau edit). */
const swap = (word: string, at: number): string => word.slice(0, at) + word.charAt(at + 1) + word.charAt(at) + word.slice(at + 2)
/** Leaves out the letter at `at` (one edit for Levenshtein and Damerau alike). */
const drop = (word: string, at: number): string => word.slice(0, at) + word.slice(at + 1)
/** Replaces the letter at `at` with the next one in the word (one edit). */
const replace = (word: string, at: number): string => word.slice(0, at) + (word.charAt(at + 1) || 'x') + word.slice(at + 1)

export function benchQueries(locale: Locale, docs: readonly SearchDocument[], count: number): Record<QueryKind, BenchQuery[]> {
  const next = random(42)
  const pick = <T>(list: readonly T[]): T | undefined => list[Math.floor(next() * list.length)]
  const latin = [...new Set(docs.flatMap((doc) => words(doc.title).map((span) => span.lower)).filter((word) => /^\p{L}+$/u.test(word) && !isHan(word)))]
  const long = latin.filter((word) => word.length >= 8)
  const medium = latin.filter((word) => word.length >= 4)
  const han = [...new Set(docs.flatMap((doc) => words(doc.title).map((span) => span.lower)).filter((word) => isHan(word) && word.length >= 2))]
  const products = docs.filter((doc) => doc.type === 'products' && doc.code)
  const frequency = new Map<string, number>()
  for (const doc of docs) for (const word of new Set(words(`${doc.code ?? ''} ${doc.body}`).map((span) => span.lower))) frequency.set(word, (frequency.get(word) ?? 0) + 1)
  const common = [...frequency].filter(([word, count]) => count >= docs.length / 2 && !/^\p{N}+$/u.test(word)).map(([word]) => word).sort()
  const make = (build: () => BenchQuery | null): BenchQuery[] => {
    const out: BenchQuery[] = []
    for (let tries = 0; out.length < count && tries < count * 20; tries += 1) {
      const query = build()
      if (query) out.push(query)
    }
    return out
  }
  return {
    exact: make(() => {
      const word = pick(medium)
      return word ? { text: `${word} `, expect: { title: fold(word) } } : null
    }),
    prefix: make(() => {
      const word = pick(medium.filter((w) => w.length >= 5))
      return word ? { text: word.slice(0, 3), expect: { title: fold(word.slice(0, 3)) } } : null
    }),
    typo1: make(() => {
      const word = pick(medium)
      if (!word) return null
      // Typos of three sorts in turn: neighbours swapped (one edit for us, Algolia and Typesense,
      // two for plain Levenshtein engines), a letter missing, a letter wrong.
      const at = 1 + Math.floor(next() * (word.length - 2))
      const sort = Math.floor(next() * 3)
      const typed = sort === 0 ? swap(word, at) : sort === 1 ? drop(word, at) : replace(word, at)
      return typed === word ? null : { text: `${typed} `, expect: { title: fold(word) } }
    }),
    typo2: make(() => {
      const word = pick(long)
      if (!word) return null
      const sort = Math.floor(next() * 3)
      const typed = sort === 0 ? swap(swap(word, 1), word.length - 3) : sort === 1 ? drop(drop(word, word.length - 2), 2) : replace(replace(word, 1), word.length - 3)
      return typed === word ? null : { text: `${typed} `, expect: { title: fold(word) } }
    }),
    code: make(() => {
      const doc = pick(products)
      if (!doc?.code) return null
      const forms = [doc.code, doc.code.toLowerCase().replace(/-/g, ' '), doc.code.replace(/-/g, '')]
      return { text: `${pick(forms) ?? doc.code} `, expect: { code: doc.href } }
    }),
    chinese:
      locale === 'zh'
        ? make(() => {
            const word = pick(han)
            return word ? { text: `${word} `, expect: { title: word } } : null
          })
        : [],
    // Drawn last: the kinds above keep the queries they had before this one was added.
    multi: make(() => {
      const doc = pick(docs)
      const [first, second] = doc ? words(doc.title).map((span) => span.lower).filter((word) => !/^\p{N}+$/u.test(word)) : []
      if (!first || !second) return null
      return { text: next() < 0.5 ? `${first} ${second} ` : `${first} ${second.slice(0, Math.max(3, second.length - 2))}`, expect: { title: fold(first) } }
    }),
    common: make(() => {
      const word = pick(common)
      return word ? { text: next() < 0.5 ? `${word} ` : word, expect: { title: '' } } : null
    }),
  }
}
