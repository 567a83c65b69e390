import type { FolderName } from '@/i18n/folders'
import { defaultLocale, locales, type Locale } from '@/i18n/locales'
import type { Store } from '@/payload-types'
import { absoluteUrl, documentUrl, folderUrl, homeUrl, mixerUrl, subFolderUrl, type RoutedCollection } from '../urls'

/** A page's path in every language where it exists (decoded site paths). */
export type Alternates = Partial<Record<Locale, string>>

export interface HreflangLink {
  hreflang: string
  href: string
}

/**
 * `hreflang` values: the plain language codes. The content is written per language, not per
 * country (prices follow the visitor's market, not the URL), so a region (`it-IT`) would
 * wrongly tell search engines the Italian pages are for Italy only. Chinese is `zh`, not
 * `zh-Hans`: the site has one Chinese version, and `zh` matches every Chinese searcher, where
 * `zh-Hans` would send readers of Traditional Chinese to the Italian x-default instead.
 */
export const hreflangOf: Record<Locale, string> = {
  it: 'it',
  en: 'en',
  de: 'de',
  es: 'es',
  fr: 'fr',
  ru: 'ru',
  zh: 'zh',
}

/**
 * The languages in which a document exists: those where it has its own slug (no fallback to
 * Italian) and an editor has not hidden it.
 */
export function documentAlternates(
  collection: RoutedCollection,
  slugs: Partial<Record<Locale, string | null | undefined>>,
  isHidden: (locale: Locale) => boolean,
): Alternates {
  return alternatesWhereShown(slugs, isHidden, (locale, slug) => documentUrl(locale, collection, slug))
}

/**
 * The same for a document that is a sub-folder (a material family, a download category):
 * `/{lang}/{folder}/{slug}/` in each language where it has its own slug and is not hidden.
 */
export function subFolderDocumentAlternates(
  folder: FolderName,
  slugs: Partial<Record<Locale, string | null | undefined>>,
  isHidden: (locale: Locale) => boolean,
): Alternates {
  return alternatesWhereShown(slugs, isHidden, (locale, slug) => subFolderUrl(locale, folder, slug))
}

/** The URL per language where the document has its own slug and is not hidden. */
function alternatesWhereShown(
  slugs: Partial<Record<Locale, string | null | undefined>>,
  isHidden: (locale: Locale) => boolean,
  urlOf: (locale: Locale, slug: string) => string,
): Alternates {
  const alternates: Alternates = {}
  for (const locale of locales) {
    const slug = slugs[locale]?.trim()
    if (!slug || isHidden(locale)) continue
    alternates[locale] = urlOf(locale, slug)
  }
  return alternates
}

/** A localized field read in every language (`locale: 'all'`): its text per language, whatever else it holds left out. */
export function slugsByLocale(value: unknown): Partial<Record<Locale, string>> {
  const slugs: Partial<Record<Locale, string>> = {}
  if (typeof value !== 'object' || value === null) return slugs
  for (const locale of locales) {
    const slug: unknown = Reflect.get(value, locale)
    if (typeof slug === 'string') slugs[locale] = slug
  }
  return slugs
}

/** The language homes. */
export function homeAlternates(): Alternates {
  return Object.fromEntries(locales.map((locale) => [locale, homeUrl(locale)]))
}

/** The materials mixer exists in every language, under its localized segment. */
export function mixerAlternates(): Alternates {
  return Object.fromEntries(locales.map((locale) => [locale, mixerUrl(locale)]))
}

/** A section index exists in every language, under the folder's localized name. */
export function folderAlternates(folder: FolderName): Alternates {
  return Object.fromEntries(locales.map((locale) => [locale, folderUrl(locale, folder)]))
}

/** A sub-folder with a fixed name (a story category) in the given languages. */
export function subFolderAlternates(folder: FolderName, subFolder: string, inLocales: readonly Locale[] = locales): Alternates {
  return Object.fromEntries(inLocales.map((locale) => [locale, subFolderUrl(locale, folder, subFolder)]))
}

/**
 * Whether a page announces its other languages (`hreflang`, sitemap alternates). A store that
 * is not single-brand gets none (spec §4): its page in each language stands alone.
 */
export function announcesAlternates(storeType?: Store['type'] | null): boolean {
  return storeType === undefined || storeType === null || storeType === 'MONOMARCA'
}

/** The language that answers `x-default`: Italian if the page exists in Italian, else the first in `locales`. */
export function defaultAlternate(alternates: Alternates): Locale | undefined {
  if (alternates[defaultLocale]) return defaultLocale
  return locales.find((locale) => alternates[locale])
}

/** `hreflang` links (absolute, percent-encoded) in the order of `locales`, then `x-default`. */
export function hreflangLinks(alternates: Alternates, origin: string): HreflangLink[] {
  const links: HreflangLink[] = []
  for (const locale of locales) {
    const path = alternates[locale]
    if (path) links.push({ hreflang: hreflangOf[locale], href: absoluteUrl(origin, path) })
  }
  const fallback = defaultAlternate(alternates)
  const fallbackPath = fallback && alternates[fallback]
  if (fallbackPath) links.push({ hreflang: 'x-default', href: absoluteUrl(origin, fallbackPath) })
  return links
}
