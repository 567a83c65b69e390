import { languageSitemapPath } from '../../src/domain/seo/sitemapXml'
import { folderUrl, homeUrl } from '../../src/domain/urls'
import { configureSegments } from '../../src/i18n/configuratorPath'
import type { FolderName } from '../../src/i18n/folders'
import type { Locale } from '../../src/i18n/locales'

export const pageTypes = ['home', 'category', 'product', 'material', 'stores', 'search', 'configurator'] as const
export type PageType = (typeof pageTypes)[number]

export interface AuditedPage {
  type: PageType
  locale: Locale
  /** Path and query, to be joined with the server's origin. */
  path: string
}

/** A query with results in the demo catalogue, per language (search results are noindex: SEO exempt). */
const searchQueries: Partial<Record<Locale, string>> = { en: 'sofa', zh: '沙发', it: 'divano' }

const documentFolders = { category: 'categories', product: 'products', material: 'materials' } as const satisfies Partial<Record<PageType, FolderName>>

/** The site paths listed in a language's sitemap, decoded. */
export async function sitemapPaths(baseUrl: string, locale: Locale): Promise<string[]> {
  const response = await fetch(new URL(languageSitemapPath(locale), baseUrl))
  if (!response.ok) throw new Error(`${languageSitemapPath(locale)} answered ${response.status}`)
  const xml = await response.text()
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => decodeURI(new URL(match[1] ?? '/', baseUrl).pathname))
}

/** The first document under a folder in the sitemap: a category, a product, a material. */
function firstUnder(paths: readonly string[], prefix: string): string {
  const found = paths.find((candidate) => candidate.startsWith(prefix) && candidate.length > prefix.length)
  if (!found) throw new Error(`no page under ${prefix} in the sitemap`)
  return found
}

/**
 * The configurator of a product in the sitemap whose page links to one (the configurator itself
 * is not in the sitemap: it is a tool, noindex with a configuration). The sitemap lists the most
 * recently changed first, and the demo seeds its configurable sofas first: read from the end.
 */
async function firstConfigurator(baseUrl: string, paths: readonly string[], locale: Locale): Promise<string> {
  const prefix = folderUrl(locale, documentFolders.product)
  const products = paths.filter((candidate) => candidate.startsWith(prefix) && candidate.length > prefix.length).reverse()
  for (const product of products) {
    const target = `${product.replace(/\/$/, '')}/${configureSegments[locale]}`
    const html = await fetch(new URL(product, baseUrl)).then((response) => response.text())
    if (html.includes(`href="${encodeURI(target)}"`) || html.includes(`href="${target}"`)) return target
  }
  throw new Error(`no configurable product among the ${String(products.length)} under ${prefix} in the sitemap`)
}

/** One page of each type in `locale`, documents picked from the running site's sitemap. */
export async function pagesOf(baseUrl: string, locale: Locale): Promise<AuditedPage[]> {
  const paths = await sitemapPaths(baseUrl, locale)
  const query = searchQueries[locale] ?? 'a'
  const pathOf: Record<PageType, string> = {
    home: homeUrl(locale),
    category: firstUnder(paths, folderUrl(locale, documentFolders.category)),
    product: firstUnder(paths, folderUrl(locale, documentFolders.product)),
    material: firstUnder(paths, folderUrl(locale, documentFolders.material)),
    stores: folderUrl(locale, 'stores'),
    search: `/${locale}/search/results?${new URLSearchParams({ q: query })}`,
    configurator: await firstConfigurator(baseUrl, paths, locale),
  }
  return pageTypes.map((type) => ({ type, locale, path: pathOf[type] }))
}

/** The absolute URL (the URL parser percent-encodes non-ASCII paths: /ru/категории/...). */
export const pageUrl = (baseUrl: string, page: AuditedPage) => new URL(page.path, baseUrl).href
