import 'server-only'
import { cacheTags } from '@/lib/cacheTags'
import { cached } from '@/data/cached'
import { getHiddenSet } from '@/data/hidden'
import { payloadClient } from '@/data/payload'
import type { Locale } from '@/i18n/locales'
import { buildCatalogueIndex, type CatalogueIndex } from './buildIndex'

/**
 * The facet index lives in this process's memory, one per language, and is rebuilt when its
 * generation changes. The generation is a token in Next's data cache, tagged with everything
 * the index reads: a collection hook that expires a tag makes the next request draw a new
 * token, so every instance rebuilds (the shared cache holds the token; memory holds only a
 * copy that can always be rebuilt from the database).
 */
const indexTags = ['products', 'materials', 'designers', 'families', 'material-categories', 'categories'].map(cacheTags.collection).concat(cacheTags.global('site-settings'))

const getGeneration = cached('catalogue-index-generation', indexTags, async (locale: Locale): Promise<string> => `${locale}:${Date.now()}:${Math.random()}`)

interface Held {
  generation: string
  index: Promise<CatalogueIndex>
}

const held = new Map<Locale, Held>()

export async function getCatalogueIndex(locale: Locale): Promise<CatalogueIndex> {
  const generation = await getGeneration(locale)
  const current = held.get(locale)
  if (current && current.generation === generation) return current.index
  const index = (async () => buildCatalogueIndex(await payloadClient(), locale, await getHiddenSet(locale)))()
  held.set(locale, { generation, index })
  // A failed build is not kept: the next request tries again (readers throw, never return empty).
  index.catch(() => {
    if (held.get(locale)?.index === index) held.delete(locale)
  })
  return index
}
