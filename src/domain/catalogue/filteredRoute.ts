import type { Target } from '@/domain/routing/types'
import { BadQueryError, parseQuery } from './queryString'
import { hasMaterialKeys } from './materialFilters'
import { hasStateKeys } from './state'

/**
 * Product lists (the products index and each category) and the materials library are cached pages; the same list with
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

/** Lists whose query string filters them. */
export function isFilterableList(target: Target): boolean {
  return isProductList(target) || isMaterialLibrary(target)
}

/** The internal path for a product list with catalogue parameters; null for any other request, 'bad' for an undecodable query. */
export function filteredListPath(target: Target, canonicalPath: string, search: string): string | null | 'bad' {
  if (!isFilterableList(target) || !search || search === '?') return null
  try {
    const query = parseQuery(search)
    if (!(isProductList(target) ? hasStateKeys(query) : hasMaterialKeys(query))) return null
  } catch (error) {
    if (error instanceof BadQueryError) return 'bad'
    throw error
  }
  const [, lang, ...rest] = canonicalPath.split('/')
  return `/${lang}/${filteredSegment}/${rest.filter(Boolean).join('/')}/index`
}
