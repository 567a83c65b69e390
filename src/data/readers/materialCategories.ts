import 'server-only'
import type { Locale } from '@/i18n/locales'
import type { MaterialCategory } from '@/payload-types'
import { cached } from '../cached'
import { findVisible, listingTags } from './findVisible'

/** Material families in their editorial order, with their image. */
export const getMaterialCategories = cached('listing-material-categories', listingTags('material-categories'), async (locale: Locale): Promise<MaterialCategory[]> => {
  const { docs } = await findVisible('material-categories', locale, { depth: 1, sort: 'order', limit: 100 })
  return docs
})
