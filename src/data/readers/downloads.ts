import 'server-only'
import type { Locale } from '@/i18n/locales'
import type { Download, DownloadCategory } from '@/payload-types'
import { cached } from '../cached'
import { findVisible, listingTags } from './findVisible'

export type DownloadItem = Pick<Download, 'id' | 'title' | 'description' | 'fileType' | 'language' | 'filesize' | 'url'> & { categoryId: number }

export interface DownloadListing {
  categories: DownloadCategory[]
  downloads: DownloadItem[]
}

/** Download categories in order and the downloads (all, or one category's), by title. */
export const getDownloads = cached('listing-downloads', listingTags('downloads', 'download-categories'), async (locale: Locale, categoryId: number | null): Promise<DownloadListing> => {
  const [categories, downloads] = await Promise.all([
    findVisible('download-categories', locale, { depth: 0, sort: 'order', limit: 100 }),
    findVisible('downloads', locale, { where: categoryId === null ? undefined : { category: { equals: categoryId } }, depth: 0, sort: 'title', limit: 2000 }),
  ])
  return {
    categories: categories.docs,
    downloads: downloads.docs.map((download) => ({
      id: download.id,
      title: download.title,
      description: download.description,
      fileType: download.fileType,
      language: download.language,
      filesize: download.filesize,
      url: download.url,
      categoryId: typeof download.category === 'object' ? download.category.id : download.category,
    })),
  }
})
