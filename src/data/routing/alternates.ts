import 'server-only'
import { documentAlternates, slugsByLocale, subFolderDocumentAlternates, type Alternates } from '@/domain/seo/alternates'
import type { RoutedCollection } from '@/domain/urls'
import { locales, type Locale } from '@/i18n/locales'
import { getHiddenSet, hiddenKey } from '../hidden'
import { payloadClient } from '../payload'
import type { SlugCollection } from './findBySlug'

interface Presence {
  /** The document's own slug in each language (no fallback to Italian). */
  slugs: Partial<Record<Locale, string>>
  /** Whether an editor hid it in a language. */
  hiddenIn: (locale: Locale) => boolean
}

/** Where a document exists: every page's alternates go through this one check. */
async function presenceOf(collection: SlugCollection, id: number): Promise<Presence> {
  const payload = await payloadClient()
  const [{ docs }, hiddenSets] = await Promise.all([
    payload.find({ collection, where: { id: { equals: id } }, locale: 'all', depth: 0, limit: 1, pagination: false, overrideAccess: false, select: { slug: true } }),
    Promise.all(locales.map((locale) => getHiddenSet(locale))),
  ])
  const key = hiddenKey(collection, id)
  return { slugs: slugsByLocale(docs[0]?.slug), hiddenIn: (locale) => hiddenSets[locales.indexOf(locale)]?.has(key) ?? false }
}

/** A document's paths in every language where it has its own slug and is not hidden. */
export async function alternatesOf(collection: RoutedCollection, id: number): Promise<Alternates> {
  const { slugs, hiddenIn } = await presenceOf(collection, id)
  return documentAlternates(collection, slugs, hiddenIn)
}

/** The same for a material family or a download category, whose pages are sub-folders. */
export async function subFolderAlternatesOf(folder: 'materials' | 'downloads', collection: 'material-categories' | 'download-categories', id: number): Promise<Alternates> {
  const { slugs, hiddenIn } = await presenceOf(collection, id)
  return subFolderDocumentAlternates(folder, slugs, hiddenIn)
}
