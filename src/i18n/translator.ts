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

export type Translate = (key: string, values?: Record<string, string | number | Date>) => string

/** A translate function for a language; a missing key shows the key and logs, never throws. */
export function makeTranslator(locale: Locale, messages: Messages): Translate {
  const t = createTranslator({
    locale: localeTags[locale],
    messages: nestMessages(messages),
    onError: (error) => console.error(`[labels:${locale}] ${error.message}`),
    getMessageFallback: ({ key, namespace }) => (namespace ? `${namespace}.${key}` : key),
  })
  return (key, values) => t(key as never, values as never)
}
