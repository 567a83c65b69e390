import { folders, type FolderName } from '@/i18n/folders'
import { locales, type Locale } from '@/i18n/locales'
import type { Store } from '@/payload-types'
import { absoluteUrl, documentUrl, folderOf, folderUrl, homeUrl, mixerUrl, routedCollections, subFolderUrl, type RoutedCollection } from '../urls'
import {
  announcesAlternates,
  documentAlternates,
  folderAlternates,
  homeAlternates,
  mixerAlternates,
  hreflangLinks,
  subFolderAlternates,
  type Alternates,
  type HreflangLink,
} from './alternates'

/** A published document as the sitemap sees it: its own slug per language (no fallback). */
export interface SitemapDocument {
  id: number
  slugs: Partial<Record<Locale, string | null | undefined>>
  updatedAt: string
  storeType?: Store['type']
  /** Stories: the category sub-folder that lists it. */
  storyCategory?: string
  /** Moods: listed in the mood archive. */
  archived?: boolean
  /** The section's own landing (the 'index' category): its address is the section's. */
  sectionIndex?: boolean
}

/** Categories of other collections whose pages are sub-folders: `/{lang}/materials/{slug}/`, `/{lang}/downloads/{slug}/`. */
export type CategoryFolder = 'materials' | 'downloads'

export interface SitemapSource {
  /** Published documents only: drafts never reach here. */
  documents: ReadonlyMap<RoutedCollection, readonly SitemapDocument[]>
  categoryFolders: ReadonlyMap<CategoryFolder, readonly SitemapDocument[]>
  isHidden: (collection: RoutedCollection, id: number, locale: Locale) => boolean
  /** The China variant serves 'homepage-china' as the home. */
  china: boolean
}

export interface SitemapUrl {
  /** Absolute, percent-encoded. */
  loc: string
  lastmod?: string
  alternates: HreflangLink[]
}

/** Page slugs that are the home itself, not pages of their own. */
const homeSlugs = new Set(['homepage', 'homepage-china', 'index'])

function later(a: string | undefined, b: string | undefined): string | undefined {
  if (!a) return b
  if (!b) return a
  return a > b ? a : b
}

interface Listing {
  inLocales: Locale[]
  lastmod?: string
}

/**
 * Fixed sub-folders that list a collection's documents (story categories, the mood archive):
 * each exists in the languages where it lists something, and is dated by its latest item there.
 */
function listings(locale: Locale, source: SitemapSource, collection: 'stories' | 'moods', keyOf: (doc: SitemapDocument) => string | undefined): Map<string, Listing> {
  const found = new Map<string, { inLocales: Set<Locale>; lastmod?: string }>()
  for (const doc of source.documents.get(collection) ?? []) {
    const key = keyOf(doc)
    if (!key) continue
    const listedIn = Object.keys(documentAlternates(collection, doc.slugs, (other) => source.isHidden(collection, doc.id, other)))
    const listing = found.get(key) ?? { inLocales: new Set<Locale>() }
    for (const other of locales) if (listedIn.includes(other)) listing.inLocales.add(other)
    if (listedIn.includes(locale)) listing.lastmod = later(listing.lastmod, doc.updatedAt)
    found.set(key, listing)
  }
  const result = new Map<string, Listing>()
  for (const [key, { inLocales, lastmod }] of found) {
    if (inLocales.has(locale)) result.set(key, { inLocales: locales.filter((other) => inLocales.has(other)), lastmod })
  }
  return result
}

/** Every URL of one language, each with its alternates (the same ones as the page head). */
export function sitemapUrls(locale: Locale, source: SitemapSource, origin: string): SitemapUrl[] {
  const entries = new Map<string, { alternates: Alternates; lastmod?: string }>()
  const add = (path: string, alternates: Alternates, lastmod?: string) => {
    const existing = entries.get(path)
    if (existing) existing.lastmod = later(existing.lastmod, lastmod)
    else entries.set(path, { alternates, lastmod })
  }

  const pages = source.documents.get('pages') ?? []
  const homeOf = (slug: string) => pages.find((page) => page.slugs[locale] === slug)
  const home = (source.china ? homeOf('homepage-china') : undefined) ?? homeOf('homepage')
  add(homeUrl(locale), homeAlternates(), home?.updatedAt)
  for (const folder of Object.keys(folders) as FolderName[]) add(folderUrl(locale, folder), folderAlternates(folder))
  add(mixerUrl(locale), mixerAlternates())

  for (const collection of routedCollections) {
    for (const doc of source.documents.get(collection) ?? []) {
      const slug = doc.slugs[locale]
      if (!slug || source.isHidden(collection, doc.id, locale)) continue
      if (collection === 'pages' && homeSlugs.has(slug)) continue
      if (collection !== 'pages' && doc.sectionIndex) {
        add(folderUrl(locale, folderOf[collection]), folderAlternates(folderOf[collection]), doc.updatedAt)
        continue
      }
      const alternates = documentAlternates(collection, doc.slugs, (other) => source.isHidden(collection, doc.id, other))
      add(documentUrl(locale, collection, slug), announcesAlternates(doc.storeType) ? alternates : {}, doc.updatedAt)
    }
  }

  for (const [folder, categories] of source.categoryFolders) {
    for (const category of categories) {
      const slug = category.slugs[locale]
      if (!slug) continue
      const alternates = Object.fromEntries(locales.flatMap((other) => {
        const otherSlug = category.slugs[other]
        return otherSlug ? [[other, subFolderUrl(other, folder, otherSlug)]] : []
      }))
      add(subFolderUrl(locale, folder, slug), alternates, category.updatedAt)
    }
  }

  const fixedListings: [FolderName, Map<string, Listing>][] = [
    ['stories', listings(locale, source, 'stories', (doc) => doc.storyCategory)],
    ['moods', listings(locale, source, 'moods', (doc) => (doc.archived ? 'archive' : undefined))],
  ]
  for (const [folder, found] of fixedListings) {
    for (const [key, { inLocales, lastmod }] of found) add(subFolderUrl(locale, folder, key), subFolderAlternates(folder, key, inLocales), lastmod)
  }

  return [...entries].map(([path, { alternates, lastmod }]) => ({
    loc: absoluteUrl(origin, path),
    ...(lastmod ? { lastmod } : {}),
    alternates: hreflangLinks(alternates, origin),
  }))
}
