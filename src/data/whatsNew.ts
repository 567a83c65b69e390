import 'server-only'
import { newestTogether, type NewItem } from '@/domain/whatsNew/newest'
import type { Locale } from '@/i18n/locales'
import type { Media } from '@/payload-types'
import { cached } from './cached'
import { findVisible, listingTags } from './readers/findVisible'

export interface NewCard {
  collection: 'products' | 'materials' | 'stories'
  id: number
  title: string
  slug: string
  image: Media | null
}

const media = (value: number | Media | null | undefined): Media | null => (value && typeof value === 'object' ? value : null)

/** The newest products, materials and stories of a language together (published, not hidden). */
export const getWhatsNew = cached(
  'whats-new',
  listingTags('products', 'materials', 'stories'),
  async (locale: Locale, perKind: number): Promise<NewItem<NewCard>[]> => {
    const common = { depth: 1, limit: perKind * 2 } as const
    const [products, materials, stories] = await Promise.all([
      findVisible('products', locale, { ...common, sort: '-createdAt', select: { name: true, slug: true, gallery: true, createdAt: true } }),
      findVisible('materials', locale, { ...common, sort: '-createdAt', select: { name: true, slug: true, swatch: true, createdAt: true } }),
      findVisible('stories', locale, { ...common, sort: '-publishedAt', select: { title: true, slug: true, cover: true, publishedAt: true } }),
    ])
    return newestTogether<NewCard>(
      [
        products.docs.map((doc) => ({ kind: 'product' as const, date: doc.createdAt, item: { collection: 'products' as const, id: doc.id, title: doc.name, slug: doc.slug, image: media(doc.gallery[0]) } })),
        materials.docs.map((doc) => ({ kind: 'material' as const, date: doc.createdAt, item: { collection: 'materials' as const, id: doc.id, title: doc.name, slug: doc.slug, image: media(doc.swatch) } })),
        stories.docs.map((doc) => ({ kind: 'story' as const, date: doc.publishedAt, item: { collection: 'stories' as const, id: doc.id, title: doc.title, slug: doc.slug, image: media(doc.cover) } })),
      ],
      perKind,
    )
  },
)
