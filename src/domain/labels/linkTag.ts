import type { Translate } from '@/i18n/translator'

/** A label with one `<link>…</link>` part (a consent text with its policy link), cut around it. */
export interface LinkedText {
  before: string
  link: string
  after: string
}

const open = '\u0002'
const close = '\u0003'

/** The parts of a formatted text around the link markers; null when it has none. */
export function splitLinked(text: string): LinkedText | null {
  const start = text.indexOf(open)
  const end = text.indexOf(close, start + 1)
  if (start < 0 || end < 0) return null
  return { before: text.slice(0, start), link: text.slice(start + 1, end), after: text.slice(end + 1) }
}

/**
 * A label with a `<link>` tag, formatted in the visitor's language and cut around the link
 * (the caller draws the anchor); without a tag, the whole text as `before`.
 */
export function linkedLabel(t: Translate, key: string): LinkedText {
  const text = t.markup ? t.markup(key, { link: (chunks) => `${open}${chunks}${close}` }) : t(key)
  return splitLinked(text) ?? { before: text.replace(/<\/?link>/g, ''), link: '', after: '' }
}
