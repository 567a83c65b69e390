import type { Payload } from 'payload'
import { searchTypes, type SearchType, type SynonymEntry } from '../logic/types'
import type { Locale } from '@/i18n/locales'
import { collectionOf } from '../logic/documents'

/** A cheap fingerprint of each source collection and of the site settings (hidden items). */
export type ChangeStamp = Record<SearchType | 'settings' | 'synonyms', string>

/**
 * Row count and latest update per collection: publishing, unpublishing, editing and
 * deleting all change one of the two. Twelve tiny indexed queries, whatever the catalogue size.
 */
export async function changeStamp(payload: Payload): Promise<ChangeStamp> {
  const parts = await Promise.all(
    searchTypes.map(async (type) => {
      const collection = collectionOf[type]
      const [count, latest] = await Promise.all([
        payload.count({ collection, overrideAccess: true }),
        payload.find({ collection, sort: '-updatedAt', limit: 1, depth: 0, pagination: false, select: { updatedAt: true }, overrideAccess: true }),
      ])
      const updated = (latest.docs[0] as { updatedAt?: string } | undefined)?.updatedAt ?? ''
      return [type, `${count.totalDocs}@${updated}`] as const
    }),
  )
  const [settings, synonyms] = await Promise.all([
    payload.findGlobal({ slug: 'site-settings', depth: 0, select: { updatedAt: true }, overrideAccess: true }),
    payload.findGlobal({ slug: 'search-synonyms', depth: 0, select: { updatedAt: true }, overrideAccess: true }),
  ])
  return { ...Object.fromEntries(parts), settings: settings.updatedAt ?? '', synonyms: synonyms.updatedAt ?? '' } as ChangeStamp
}

/** Hidden items per language, from the database (not from a per-process page cache). */
export async function hiddenKeys(payload: Payload): Promise<Map<Locale, Set<string>>> {
  const settings = await payload.findGlobal({ slug: 'site-settings', depth: 0, overrideAccess: true })
  const hidden = new Map<Locale, Set<string>>()
  for (const entry of settings.hiddenPerLanguage ?? []) {
    const value = entry.item.value
    const set = hidden.get(entry.locale) ?? new Set<string>()
    set.add(`${entry.item.relationTo}:${typeof value === 'object' ? value.id : value}`)
    hidden.set(entry.locale, set)
  }
  return hidden
}

/** The editors' synonym entries of one language ("divano, sofà"). */
export async function synonymEntries(payload: Payload, locale: Locale): Promise<SynonymEntry[]> {
  const global = await payload.findGlobal({ slug: 'search-synonyms', locale, fallbackLocale: false, depth: 0, overrideAccess: true })
  return (global.entries ?? []).map((entry) => ({ terms: entry.terms.split(',').map((term) => term.trim()).filter(Boolean), oneWay: entry.oneWay ?? false }))
}
