import 'server-only'
import { cache } from 'react'
import { locales, type Locale } from '@/i18n/locales'
import { cacheTags } from '@/lib/cacheTags'
import { cached } from './cached'
import { payloadClient } from './payload'

/** Key of a document in the hidden set: `{collection}:{id}`. */
export function hiddenKey(collection: string, id: number | string): string {
  return `${collection}:${id}`
}

/**
 * The site setting's hidden items of every language, read on its own (one light query, not the
 * whole site chrome): readers that run inside other cached readers call it on every miss.
 */
const readHiddenKeys = cached('hidden-items', [cacheTags.global('site-settings')], async (): Promise<Record<Locale, string[]>> => {
  const payload = await payloadClient()
  // No `select` here: selecting the array leaves out its polymorphic relationship (`item`).
  const settings = await payload.findGlobal({ slug: 'site-settings', depth: 0 })
  const keys = Object.fromEntries(locales.map((locale) => [locale, [] as string[]])) as Record<Locale, string[]>
  for (const entry of settings.hiddenPerLanguage ?? []) {
    const value = entry.item.value
    keys[entry.locale].push(hiddenKey(entry.item.relationTo, typeof value === 'object' ? value.id : value))
  }
  return keys
})

/** Items an editor hid for one language (site settings): not listed, linked or reachable there. */
export const getHiddenSet = cache(async (locale: Locale): Promise<Set<string>> => new Set((await readHiddenKeys())[locale]))
