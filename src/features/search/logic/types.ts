/** What the site search finds, in the order the results page shows the groups. */
export const searchTypes = ['products', 'materials', 'projects', 'news', 'downloads'] as const
export type SearchType = (typeof searchTypes)[number]

export function isSearchType(value: unknown): value is SearchType {
  return typeof value === 'string' && (searchTypes as readonly string[]).includes(value)
}

/** One published item in one language, as the index sees it. */
export interface SearchDocument {
  type: SearchType
  id: number
  title: string
  /** Product or material code ("AV-SOF-001", "PLE 04"). */
  code: string | null
  /** Plain text: tagline, description, place, excerpt… */
  body: string
  href: string
  /** A short line under the title (code, place, date). */
  detail: string | null
  /** ISO date of publication (new items are slightly boosted). */
  publishedAt: string | null
}

/** `{type}:{id}`: one document per type and id in an index. */
export function documentKey(doc: Pick<SearchDocument, 'type' | 'id'>): string {
  return `${doc.type}:${doc.id}`
}

/** A synonym entry an editor keeps per language: "couch" → sofa (one way) or "divano" ↔ "sofà". */
export interface SynonymEntry {
  terms: string[]
  /** When true only the first term is widened to the others. */
  oneWay: boolean
}
