import { parseQuery, type QueryValues } from '@/domain/catalogue/queryString'

/** The downloads page's filter: each part empty (all) or one value. */
export interface DownloadFilter {
  category: string | null
  fileType: string | null
  language: string | null
}

export interface FilterableDownload {
  category: string
  fileType: string
  /** The document's own language, or `multi`. */
  language: string | null | undefined
}

const keys = { category: 'category', fileType: 'type', language: 'language' } as const

function pick(value: string | null, allowed: readonly string[]): string | null {
  return value !== null && allowed.includes(value) ? value : null
}

export interface AllowedDownloadValues {
  categories: readonly string[]
  fileTypes: readonly string[]
  languages: readonly string[]
}

/** Whether a query string sets any part of the downloads filter (then the list renders per request). */
export function hasDownloadFilterKeys(query: QueryValues): boolean {
  return Object.values(keys).some((key) => (query[key]?.length ?? 0) > 0)
}

/** The filter of a parsed query string; unknown values are ignored (a stale link shows everything). */
export function readDownloadFilter(query: QueryValues, allowed: AllowedDownloadValues): DownloadFilter {
  const first = (key: string) => query[key]?.[0] ?? null
  return {
    category: pick(first(keys.category), allowed.categories),
    fileType: pick(first(keys.fileType), allowed.fileTypes),
    language: pick(first(keys.language), allowed.languages),
  }
}

/** The filter in a query string (`?type=pdf&language=de`). */
export function parseDownloadFilter(search: string, allowed: AllowedDownloadValues): DownloadFilter {
  return readDownloadFilter(parseQuery(search), allowed)
}

/** The query-string names of the filter's parts (the form's field names). */
export const downloadFilterKeys = keys

/** The query string of a filter (`?type=pdf&language=de`), empty when nothing is chosen. */
export function downloadFilterQuery(filter: DownloadFilter): string {
  const query = new URLSearchParams()
  if (filter.category) query.set(keys.category, filter.category)
  if (filter.fileType) query.set(keys.fileType, filter.fileType)
  if (filter.language) query.set(keys.language, filter.language)
  const text = query.toString()
  return text ? `?${text}` : ''
}

/** Whether a file passes the filter; a multilingual document passes every language. */
export function matchesDownloadFilter(download: FilterableDownload, filter: DownloadFilter): boolean {
  if (filter.category && download.category !== filter.category) return false
  if (filter.fileType && download.fileType !== filter.fileType) return false
  if (filter.language && download.language !== filter.language && download.language !== 'multi') return false
  return true
}
