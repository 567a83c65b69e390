import 'server-only'
import type { Locale } from '@/i18n/locales'
import type { Category } from '@/payload-types'
import { cached } from '../cached'
import { findVisible, listingTags } from './findVisible'

/** Product categories in their editorial order, with their image; the 'index' entry is the listing itself, not a category. */
export const getCategories = cached('listing-categories', listingTags('categories'), async (locale: Locale): Promise<Category[]> => {
  const { docs } = await findVisible('categories', locale, { where: { identifier: { not_equals: 'index' } }, depth: 1, sort: 'order', limit: 100 })
  return docs
})
