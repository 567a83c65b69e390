import de from './messages/de.json'
import en from './messages/en.json'
import es from './messages/es.json'
import fr from './messages/fr.json'
import it from './messages/it.json'
import ru from './messages/ru.json'
import zh from './messages/zh.json'
import type { Locale } from './locales'

/** A flat key → text map, as the spec's translations endpoint serves it. */
export type Messages = Record<string, string>

const bundled: Record<Locale, Messages> = { it, en, de, es, fr, ru, zh }

/** The label catalogue shipped with the code: the fallback when the CMS copy fails. */
export function readBundledMessages(locale: Locale): Messages {
  return bundled[locale]
}
