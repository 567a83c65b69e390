import 'server-only'
import { newestTogether, type NewItem } from '@/domain/whatsNew/newest'
import type { Locale } from '@/i18n/locales'
import type { Media } from '@/payload-types'
import { cacheTags } from '@/lib/cacheTags'
import { cached } from './cached'
import { getHiddenSet, hiddenKey } from './hidden'
import { payloadClient } from './payload'

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
  ['products', 'materials', 'stories', 'media'].map(cacheTags.collection),
  async (locale: Locale, perKind: number): Promise<NewItem<NewCard>[]> => {
    const payload = await payloadClient()
    const common = { locale, depth: 1, limit: perKind * 2, pagination: false, overrideAccess: false } as const
    const [products, materials, stories, hidden] = await Promise.all([
      payload.find({ ...common, collection: 'products', sort: '-createdAt', select: { name: true, slug: true, gallery: true, createdAt: true } }),
      payload.find({ ...common, collection: 'materials', sort: '-createdAt', select: { name: true, slug: true, swatch: true, createdAt: true } }),
      payload.find({ ...common, collection: 'stories', sort: '-publishedAt', select: { title: true, slug: true, cover: true, publishedAt: true } }),
      getHiddenSet(locale),
    ])
    const visible = <T extends { id: number }>(collection: string, docs: T[]) => docs.filter((doc) => !hidden.has(hiddenKey(collection, doc.id)))
    return newestTogether<NewCard>(
      [
        visible('products', products.docs).map((doc) => ({ kind: 'product' as const, date: doc.createdAt, item: { collection: 'products' as const, id: doc.id, title: doc.name, slug: doc.slug, image: media(doc.gallery?.[0]) } })),
        visible('materials', materials.docs).map((doc) => ({ kind: 'material' as const, date: doc.createdAt, item: { collection: 'materials' as const, id: doc.id, title: doc.name, slug: doc.slug, image: media(doc.swatch) } })),
        visible('stories', stories.docs).map((doc) => ({ kind: 'story' as const, date: doc.publishedAt, item: { collection: 'stories' as const, id: doc.id, title: doc.title, slug: doc.slug, image: media(doc.cover) } })),
      ],
      perKind,
    )
  },
)
