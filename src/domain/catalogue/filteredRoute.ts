import type { Target } from '@/domain/routing/types'
import { BadQueryError, parseQuery } from './queryString'
import { hasMaterialKeys } from './materialFilters'
import { hasStateKeys } from './state'
import { hasDownloadFilterKeys } from '@/domain/downloads/filter'

/**
 * Product lists (the products index and each category), the materials library and the downloads are cached pages; the same list with
 * filters, sort or page in its query string is rendered per request by its own route,
 * `/{lang}/filtered/{path}/index`, so that reading the query string never makes the cached
 * pages dynamic.
 */
export const filteredSegment = 'filtered'

export function isProductList(target: Target): boolean {
  return (target.kind === 'section' && target.folder === 'products') || (target.kind === 'subFolder' && target.folder === 'categories')
}

export function isMaterialLibrary(target: Target): boolean {
  return target.kind === 'section' && target.folder === 'materials'
}

/** The downloads page and each download category. */
export function isDownloadList(target: Target): boolean {
  return (target.kind === 'section' || target.kind === 'subFolder') && target.folder === 'downloads'
}

/** Lists whose query string filters them. */
export function isFilterableList(target: Target): boolean {
  return isProductList(target) || isMaterialLibrary(target) || isDownloadList(target)
}

/** The internal path for a product list with catalogue parameters; null for any other request, 'bad' for an undecodable query. */
export function filteredListPath(target: Target, canonicalPath: string, search: string): `/${string}` | 'bad' | null {
  if (!isFilterableList(target) || !search || search === '?') return null
  try {
    const query = parseQuery(search)
    const filters = isProductList(target) ? hasStateKeys(query) : isMaterialLibrary(target) ? hasMaterialKeys(query) : hasDownloadFilterKeys(query)
    if (!filters) return null
  } catch (error) {
    if (error instanceof BadQueryError) return 'bad'
    throw error
  }
  return perRequestListPath(canonicalPath)
}

/** The per-request route of a list: `/{lang}/filtered/{path}/index`. */
export function perRequestListPath(canonicalPath: string): `/${string}` {
  const [, lang, ...rest] = canonicalPath.split('/')
  return `/${lang}/${filteredSegment}/${rest.filter(Boolean).join('/')}/index`
}
