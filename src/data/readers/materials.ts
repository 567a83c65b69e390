import 'server-only'
import type { Where } from 'payload'
import { populated } from '@/domain/lists'
import type { Locale } from '@/i18n/locales'
import type { Material, Media } from '@/payload-types'
import { cached } from '../cached'
import { findVisible, listingTags } from './findVisible'

export type MaterialCard = Pick<Material, 'id' | 'name' | 'slug' | 'code' | 'hex'> & { swatch: Media | null; categoryId: number }

async function findMaterialCards(locale: Locale, where: Where | undefined, sort: string, limit: number): Promise<MaterialCard[]> {
  const { docs } = await findVisible('materials', locale, {
    where,
    depth: 1,
    sort,
    limit,
    select: { name: true, slug: true, code: true, hex: true, swatch: true, category: true },
    populate: { 'material-categories': { name: true } },
  })
  return docs.map((material) => ({
    id: material.id,
    name: material.name,
    slug: material.slug,
    code: material.code,
    hex: material.hex,
    swatch: populated(material.swatch),
    categoryId: typeof material.category === 'object' ? material.category.id : material.category,
  }))
}

/** The swatch cards of some materials (a page of the library), in the order of `ids`. */
export const getMaterialCards = cached('listing-material-cards', listingTags('materials'), async (locale: Locale, ids: number[]): Promise<MaterialCard[]> => {
  if (ids.length === 0) return []
  const byId = new Map((await findMaterialCards(locale, { id: { in: ids } }, 'code', ids.length)).map((card) => [card.id, card]))
  return ids.flatMap((id) => byId.get(id) ?? [])
})

/** Materials with their swatch, by code; all of them or one family's. */
export const getMaterials = cached('listing-materials', listingTags('materials'), async (locale: Locale, categoryId: number | null): Promise<MaterialCard[]> =>
  findMaterialCards(locale, categoryId === null ? undefined : { category: { equals: categoryId } }, 'code', 2000),
)
