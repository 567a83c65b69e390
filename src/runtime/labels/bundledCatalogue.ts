import type { Messages } from '@/i18n/bundled'
import type { Locale } from '@/i18n/locales'

/**
 * The catalogue shipped with the code, for when the translations endpoint fails. One dynamic
 * import per language, written out so that the bundler makes seven separate chunks that no
 * page loads unless it needs one.
 */
const importers: Record<Locale, () => Promise<{ default: Messages }>> = {
  it: () => import('@/i18n/messages/it.json'),
  en: () => import('@/i18n/messages/en.json'),
  de: () => import('@/i18n/messages/de.json'),
  es: () => import('@/i18n/messages/es.json'),
  fr: () => import('@/i18n/messages/fr.json'),
  ru: () => import('@/i18n/messages/ru.json'),
  zh: () => import('@/i18n/messages/zh.json'),
}

export async function importBundledCatalogue(locale: Locale): Promise<Messages> {
  return (await importers[locale]()).default
}
