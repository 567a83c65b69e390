import 'server-only'
import { populated } from '@/domain/lists'
import type { Locale } from '@/i18n/locales'
import type { Designer, Media } from '@/payload-types'
import { cached } from '../cached'
import { findVisible, listingTags } from './findVisible'

export type DesignerCard = Pick<Designer, 'id' | 'name' | 'slug' | 'country'> & { portrait: Media | null }

/** Designers by name. */
export const getDesigners = cached('listing-designers', listingTags('designers'), async (locale: Locale): Promise<DesignerCard[]> => {
  const { docs } = await findVisible('designers', locale, { depth: 1, sort: 'name', limit: 500, select: { name: true, slug: true, country: true, portrait: true } })
  return docs.map((designer) => ({ id: designer.id, name: designer.name, slug: designer.slug, country: designer.country, portrait: populated(designer.portrait) }))
})
