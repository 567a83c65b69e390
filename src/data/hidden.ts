import 'server-only'
import type { Locale } from '@/i18n/locales'
import { getSiteChrome } from './site'

/** Key of a document in the hidden set: `{collection}:{id}`. */
export function hiddenKey(collection: string, id: number | string): string {
  return `${collection}:${id}`
}

/** Items an editor hid for one language (site settings): not listed, linked or reachable there. */
export async function getHiddenSet(locale: Locale): Promise<Set<string>> {
  const { settings } = await getSiteChrome(locale)
  const hidden = new Set<string>()
  for (const entry of settings.hiddenPerLanguage ?? []) {
    if (entry.locale !== locale) continue
    const value = entry.item.value
    hidden.add(hiddenKey(entry.item.relationTo, typeof value === 'object' ? value.id : value))
  }
  return hidden
}
