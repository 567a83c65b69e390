import 'server-only'
import type { Where } from 'payload'
import type { Locale } from '@/i18n/locales'
import type { Download, DownloadCategory } from '@/payload-types'
import { cached } from '../cached'
import { payloadClient } from '../payload'
import { findVisible, listingTags, visibleWhere } from './findVisible'

/** A listed download. `url` is null for a file for registered visitors only: its address never reaches a page. */
export type DownloadItem = Pick<Download, 'id' | 'title' | 'description' | 'fileType' | 'language' | 'filesize' | 'url'> & { categoryId: number; restricted: boolean }

export interface DownloadListing {
  categories: DownloadCategory[]
  downloads: DownloadItem[]
}

const categoryIdOf = (category: Download['category']) => (typeof category === 'object' ? category.id : category)

/**
 * The published downloads for registered visitors only, without their file: the collection's
 * read access hides them from visitors, so this reads past it and selects no file field
 * (`url`, `filename`), only what the list shows beside a sign-in prompt.
 */
async function restrictedDownloads(locale: Locale, categoryId: number | null, ids: readonly number[] | null = null): Promise<DownloadItem[]> {
  const payload = await payloadClient()
  const clauses: Where[] = [
    { _status: { equals: 'published' } },
    { restricted: { equals: true } },
    ...(categoryId === null ? [] : [{ category: { equals: categoryId } }]),
    ...(ids === null ? [] : [{ id: { in: [...ids] } }]),
  ]
  const { docs } = await payload.find({
    collection: 'downloads',
    where: await visibleWhere(locale, 'downloads', { and: clauses }),
    locale,
    depth: 0,
    sort: 'title',
    limit: 2000,
    pagination: false,
    overrideAccess: true,
    select: { title: true, description: true, fileType: true, language: true, filesize: true, category: true },
  })
  return docs.map((download) => ({
    id: download.id,
    title: download.title,
    description: download.description,
    fileType: download.fileType,
    language: download.language,
    filesize: download.filesize,
    url: null,
    categoryId: categoryIdOf(download.category),
    restricted: true,
  }))
}

/** Download categories in order and the downloads (all, or one category's), by title; those for registered visitors only without their file. */
export const getDownloads = cached('listing-downloads', listingTags('downloads', 'download-categories'), async (locale: Locale, categoryId: number | null): Promise<DownloadListing> => {
  const [categories, open, restricted] = await Promise.all([
    findVisible('download-categories', locale, { depth: 0, sort: 'order', limit: 100 }),
    findVisible('downloads', locale, { where: categoryId === null ? undefined : { category: { equals: categoryId } }, depth: 0, sort: 'title', limit: 2000 }),
    restrictedDownloads(locale, categoryId),
  ])
  const downloads: DownloadItem[] = open.docs.map((download) => ({
    id: download.id,
    title: download.title,
    description: download.description,
    fileType: download.fileType,
    language: download.language,
    filesize: download.filesize,
    url: download.url,
    categoryId: categoryIdOf(download.category),
    restricted: false,
  }))
  const collator = new Intl.Collator(locale)
  return { categories: categories.docs, downloads: [...downloads, ...restricted].sort((a, b) => collator.compare(a.title, b.title)) }
})

/**
 * Of the given download ids (a product's, which the collection's read access left unpopulated),
 * the published ones for registered visitors only, without their file: the product's page lists
 * them with a sign-in prompt, as the downloads page does.
 */
export const getRestrictedDownloads = cached('restricted-downloads', listingTags('downloads'), async (locale: Locale, ids: number[]): Promise<DownloadItem[]> =>
  ids.length === 0 ? [] : restrictedDownloads(locale, null, ids),
)
