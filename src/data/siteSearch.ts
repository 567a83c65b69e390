import 'server-only'
import type { CollectionSlug, Where } from 'payload'
import { documentUrl } from '@/domain/urls'
import type { Locale } from '@/i18n/locales'
import { getHiddenSet, hiddenKey } from './hidden'
import { payloadClient } from './payload'

export const searchTypes = ['products', 'materials', 'projects', 'news', 'downloads'] as const
export type SearchType = (typeof searchTypes)[number]

export interface SearchHit {
  id: number
  title: string
  href: string
  detail: string | null
}

export interface SearchGroup {
  type: SearchType
  total: number
  hits: SearchHit[]
}

/** Longest query kept (longer ones are cut, with a note to the visitor). */
export const maxQueryLength = 200

const sources: Record<SearchType, { collection: CollectionSlug; title: string; fields: string[] }> = {
  products: { collection: 'products', title: 'name', fields: ['name', 'code', 'tagline'] },
  materials: { collection: 'materials', title: 'name', fields: ['name', 'code'] },
  projects: { collection: 'projects', title: 'title', fields: ['title', 'location'] },
  news: { collection: 'stories', title: 'title', fields: ['title', 'excerpt'] },
  downloads: { collection: 'downloads', title: 'title', fields: ['title'] },
}

function hrefOf(type: SearchType, locale: Locale, doc: Record<string, unknown>): string {
  const slug = typeof doc.slug === 'string' ? doc.slug : ''
  if (type === 'downloads') return typeof doc.url === 'string' ? doc.url : '#'
  const collection = type === 'news' ? 'stories' : type
  return documentUrl(locale, collection, slug)
}

/**
 * A plain database search over titles and codes, published and visible items only: the
 * search pages' first engine (the search work replaces it with a ranked, typo-tolerant one).
 */
export async function basicSearch(locale: Locale, query: string, limit = 24): Promise<SearchGroup[]> {
  const words = query.trim().slice(0, maxQueryLength)
  if (words.replace(/[^\p{L}\p{N}]/gu, '') === '') return searchTypes.map((type) => ({ type, total: 0, hits: [] }))
  const payload = await payloadClient()
  const hidden = await getHiddenSet(locale)
  return Promise.all(
    searchTypes.map(async (type) => {
      const source = sources[type]
      const where: Where = { or: source.fields.map((field) => ({ [field]: { like: words } })) }
      const result = await payload.find({ collection: source.collection, where, locale, depth: 0, limit: 200, overrideAccess: false })
      const visible = result.docs.filter((doc) => !hidden.has(hiddenKey(source.collection, doc.id)))
      const hits = visible.slice(0, limit).map((doc) => {
        const record = doc as unknown as Record<string, unknown>
        const title = String(record[source.title] ?? '')
        const code = typeof record.code === 'string' ? record.code : null
        return { id: Number(record.id), title, href: hrefOf(type, locale, record), detail: code }
      })
      return { type, total: visible.length, hits }
    }),
  )
}
