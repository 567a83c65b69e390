import { createTranslator } from 'use-intl/core'
import type { Messages } from './bundled'
import { localeTags, type Locale } from './locales'

type Nested = { [key: string]: string | Nested }

/** The catalogue is flat ("nav.search"); ICU formatting wants it nested. */
export function nestMessages(flat: Messages): Nested {
  const root: Nested = {}
  for (const [key, text] of Object.entries(flat)) {
    const parts = key.split('.')
    let node = root
    for (const part of parts.slice(0, -1)) {
      const next = node[part]
      if (typeof next === 'object') node = next
      else node = node[part] = {}
    }
    node[parts[parts.length - 1] ?? key] = text
  }
  return root
}

export type Translate = ((key: string, values?: Record<string, string | number | Date>) => string) & {
  /** A label with tags (`<link>…</link>`): each tag's function gets the enclosed text. */
  markup?: (key: string, tags: Record<string, (chunks: string) => string>) => string
}

function sameMessages(a: Messages, b: Messages): boolean {
  if (a === b) return true
  const keys = Object.keys(a)
  if (keys.length !== Object.keys(b).length) return false
  return keys.every((key) => a[key] === b[key])
}

/** The last translator of each language: it keeps its compiled messages across renders. */
const lastTranslator = new Map<Locale, { messages: Messages; translate: Translate }>()

/**
 * A translate function for a language; a missing key shows the key and logs, never throws.
 * The same catalogue again (the usual case) reuses the translator and its compiled messages.
 */
export function makeTranslator(locale: Locale, messages: Messages): Translate {
  const last = lastTranslator.get(locale)
  if (last && sameMessages(last.messages, messages)) return last.translate
  const translate = createTranslate(locale, messages)
  lastTranslator.set(locale, { messages, translate })
  return translate
}

function createTranslate(locale: Locale, messages: Messages): Translate {
  const t = createTranslator({
    locale: localeTags[locale],
    messages: nestMessages(messages),
    onError: (error) => console.error(`[labels:${locale}] ${error.message}`),
    getMessageFallback: ({ key, namespace }) => (namespace ? `${namespace}.${key}` : key),
  })
  const translate: Translate = (key, values) => t(key as never, values as never)
  translate.markup = (key, tags) => t.markup(key as never, tags as never)
  return translate
}
