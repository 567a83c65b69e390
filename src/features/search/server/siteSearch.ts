import 'server-only'
import { highlight, snippet, type Segment } from '../logic/highlight'
import { parseQuery, type ParsedQuery } from '../logic/query'
import { search, type Hit } from '../logic/search'
import { didYouMean, strongHits } from '../logic/suggest'
import { searchTypes, type SearchType } from '../logic/types'
import type { Locale } from '@/i18n/locales'
import { collectionOf } from '../logic/documents'
import { searchEngine } from './engine'
import { payloadClient } from '@/data/payload'

export { searchTypes, type SearchType }
export { maxQueryLength } from '../logic/query'

export interface SearchHit {
  id: number
  type: SearchType
  title: Segment[]
  snippet: Segment[]
  href: string
  detail: string | null
}

export interface SearchResults {
  query: ParsedQuery
  /** Every type with its number of results, in display order. */
  counts: { type: SearchType; total: number }[]
  total: number
  /** Per shown type, the hits of the page. */
  groups: { type: SearchType; total: number; hits: SearchHit[] }[]
  page: number
  pages: number
  suggestion: string | null
}

/** Results per type on the "all" view and per page of one type. */
export const perGroup = 5
export const perPage = 20

function toHit(locale: Locale, hit: Hit): SearchHit {
  const { doc } = hit
  return { id: doc.id, type: doc.type, title: highlight(locale, doc.title, hit), snippet: snippet(locale, doc.body, hit), href: doc.href, detail: doc.detail }
}

/** Ranked hits of a query in one language: published, not hidden there. */
export async function rankedHits(locale: Locale, query: ParsedQuery): Promise<{ hits: Hit[]; suggestion: () => string | null }> {
  const engine = await searchEngine(await payloadClient(), locale)
  const exclude = (doc: { type: SearchType; id: number }) => engine.hidden.has(`${collectionOf[doc.type]}:${doc.id}`)
  const hits = search(engine.index, query, { synonyms: engine.synonyms, exclude })
  return { hits, suggestion: () => didYouMean(engine.index, query) }
}

/**
 * The results page's search: counts per type, the first hits of every type (or one page of
 * one type; a page past the end shows the last one), highlights, and a suggestion when empty.
 */
export async function siteSearch(locale: Locale, raw: string, type: SearchType | null, requestedPage: number): Promise<SearchResults> {
  const query = parseQuery(raw)
  const { hits, suggestion } = query.words.length > 0 ? await rankedHits(locale, query) : { hits: [], suggestion: () => null }
  const byType = new Map<SearchType, Hit[]>(searchTypes.map((each) => [each, []]))
  for (const hit of hits) byType.get(hit.doc.type)?.push(hit)
  const counts = searchTypes.map((each) => ({ type: each, total: byType.get(each)?.length ?? 0 }))
  const selected = type ? (byType.get(type) ?? []) : []
  const pages = type ? Math.max(1, Math.ceil(selected.length / perPage)) : 1
  const page = Math.min(Math.max(1, Math.floor(requestedPage) || 1), pages)
  const groups = type
    ? [{ type, total: selected.length, hits: selected.slice((page - 1) * perPage, page * perPage).map((hit) => toHit(locale, hit)) }]
    : counts.filter((count) => count.total > 0).map((count) => ({ ...count, hits: (byType.get(count.type) ?? []).slice(0, perGroup).map((hit) => toHit(locale, hit)) }))
  return { query, counts, total: hits.length, groups, page, pages, suggestion: hits.length === 0 && query.words.length > 0 ? suggestion() : null }
}

/** Suggestions while typing: the best few results of any type, titles highlighted. */
export async function suggestions(locale: Locale, raw: string, limit = 8): Promise<SearchHit[]> {
  const query = parseQuery(raw)
  if (query.words.length === 0) return []
  const { hits } = await rankedHits(locale, query)
  return strongHits(hits, limit).map((hit) => ({ ...toHit(locale, hit), snippet: [] }))
}
