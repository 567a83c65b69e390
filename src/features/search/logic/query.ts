import { compactCode } from './code'
import { words } from './text'

/** Longest query kept; longer ones are cut and the visitor is told. */
export const maxQueryLength = 200
/** Words of a query that count (the rest is ignored: a sentence is not a search). */
export const maxQueryWords = 12

export interface ParsedQuery {
  /** The query as kept (trimmed, at most `maxQueryLength` characters). */
  text: string
  truncated: boolean
  /** Lower-case words, accents kept. */
  words: string[]
  /** The whole query without spaces and punctuation, for code matching. */
  compact: string
  /** True when the query ends inside a word: the last word is matched as a prefix too. */
  typing: boolean
}

/**
 * Reads what a visitor typed. Only letters and digits count, so symbols, quotes, SQL or
 * regular-expression syntax are just separators: nothing here is ever interpreted.
 */
export function parseQuery(raw: string): ParsedQuery {
  const trimmed = raw.replace(/\s+/g, ' ').trim()
  const truncated = trimmed.length > maxQueryLength
  const text = truncated ? trimmed.slice(0, maxQueryLength).trim() : trimmed
  const found = words(text)
    .map((span) => span.lower)
    .slice(0, maxQueryWords)
  const typing = found.length > 0 && /[\p{L}\p{N}]$/u.test(raw)
  return { text, truncated, words: found, compact: compactCode(text), typing }
}
