import { folders, type FolderName } from '@/i18n/folders'
import { configureSegments } from '@/i18n/configuratorPath'
import { mixerSegments } from '@/i18n/mixerPath'
import { defaultLocale, locales, type Locale } from '@/i18n/locales'
import { folderOf, type RoutedCollection } from './routing/folderCollections'

export { folderOf, routedCollections, type FolderCollection, type RoutedCollection } from './routing/folderCollections'

const homeSlugs = new Set(['homepage', 'homepage-china', 'index'])

/** The language home: `/` for Italian, `/{lang}` otherwise. */
export function homeUrl(locale: Locale): string {
  return locale === defaultLocale ? '/' : `/${locale}`
}

/** The materials mixer's public address in a language (`/en/materials-mixer`). */
export function mixerUrl(locale: Locale): string {
  return `/${locale}/${mixerSegments[locale]}`
}

/** A product's configurator in a language (`/en/products/astor-sofa/configure`), its slug being that language's. */
export function configuratorUrl(locale: Locale, productSlug: string): string {
  return `${folderUrl(locale, 'products')}${productSlug}/${configureSegments[locale]}`
}

/** A section index: `/{lang}/{folder}/` with the folder's name in that language. */
export function folderUrl(locale: Locale, folder: FolderName): string {
  return `/${locale}/${folders[folder][locale]}/`
}

/** The folder whose localized name is `segment` in `locale`, if any. */
export function folderNamed(locale: Locale, segment: string): FolderName | undefined {
  return (Object.keys(folders) as FolderName[]).find((folder) => folders[folder][locale] === segment)
}

/** A sub-folder page, e.g. a story category: `/{lang}/{folder}/{sub}/`. */
export function subFolderUrl(locale: Locale, folder: FolderName, subFolder: string): string {
  return `${folderUrl(locale, folder)}${subFolder}/`
}

/**
 * The one canonical path of a document in a language (decoded; `absoluteUrl` encodes it).
 * Listings end with a slash: categories, and pages whose slug is a folder name (the section
 * landings). The home document is the language home.
 */
export function documentUrl(locale: Locale, collection: RoutedCollection, slug: string): string {
  if (collection === 'pages') {
    if (homeSlugs.has(slug)) return homeUrl(locale)
    const folder = folderNamed(locale, slug)
    return folder ? folderUrl(locale, folder) : `/${locale}/${slug}`
  }
  if (collection === 'categories') return subFolderUrl(locale, 'categories', slug)
  return `${folderUrl(locale, folderOf[collection])}${slug}`
}

/** An absolute, percent-encoded URL for a site path (canonical, hreflang, sitemap, JSON-LD). */
export function absoluteUrl(origin: string, path: string): string {
  return new URL(path, origin).href
}

/**
 * A redirect target fit for the `Location` header (ASCII only): a site path percent-encoded the
 * way the URL parser does (existing escapes kept), an absolute URL normalised.
 */
export function locationHeader(location: string): string {
  if (/^https?:\/\//i.test(location)) return new URL(location).href
  const url = new URL(location, 'http://site.invalid')
  return `${url.pathname}${url.search}${url.hash}`
}

/** The search page is at the same address in every language. */
export function searchAlternates(): Partial<Record<Locale, string>> {
  return Object.fromEntries(locales.map((code) => [code, `/${code}/search`]))
}
