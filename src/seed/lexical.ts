/** Lexical rich text as Payload stores it, built from plain paragraphs. */
export interface LexicalRoot {
  root: {
    type: 'root'
    children: { type: string; version: number; [key: string]: unknown }[]
    direction: 'ltr' | 'rtl' | null
    format: '' | 'left' | 'start' | 'center' | 'right' | 'end' | 'justify'
    indent: number
    version: number
  }
  [key: string]: unknown
}

const text = (value: string) => ({ type: 'text', text: value, format: 0, detail: 0, mode: 'normal', style: '', version: 1 })
const link = (label: string, url: string, newTab: boolean) => ({
  type: 'link',
  fields: { linkType: 'custom', url, newTab },
  children: [text(label)],
  direction: 'ltr',
  format: '',
  indent: 0,
  version: 3,
})

/**
 * What a demo paragraph links by itself: `[words](https://…)` (a map, a site), an e-mail address
 * (`mailto:`) and an international phone number (`tel:`, written as the text shows it).
 */
const linkable = /\[([^\]]+)\]\((https:\/\/[^)\s]+)\)|([\w.+-]+@[\w-]+(?:\.[\w-]+)+)|(\+\d{1,3}(?: \d{2,4}){2,4})/gu

/** A paragraph's inline nodes: its text, with the linkable parts as Payload link nodes. */
export function inlineNodes(paragraph: string) {
  const nodes: ReturnType<typeof text | typeof link>[] = []
  let last = 0
  for (const match of paragraph.matchAll(linkable)) {
    const [whole, label, url, email, phone] = match
    if (match.index > last) nodes.push(text(paragraph.slice(last, match.index)))
    if (label !== undefined && url !== undefined) nodes.push(link(label, url, true))
    else if (email !== undefined) nodes.push(link(email, `mailto:${email}`, false))
    else if (phone !== undefined) nodes.push(link(phone, `tel:${phone.replaceAll(' ', '')}`, false))
    last = match.index + whole.length
  }
  if (last < paragraph.length || nodes.length === 0) nodes.push(text(paragraph.slice(last)))
  return nodes
}

/** A demo paragraph as a reader sees it: `[words](url)` shows only its words. */
export const plainParagraph = (paragraph: string) => paragraph.replace(/\[([^\]]+)\]\((https:\/\/[^)\s]+)\)/gu, '$1')

export function paragraphsToLexical(paragraphs: readonly string[]): LexicalRoot {
  return {
    root: {
      type: 'root',
      direction: 'ltr',
      format: '',
      indent: 0,
      version: 1,
      children: paragraphs.map((paragraph) => ({
        type: 'paragraph',
        children: inlineNodes(paragraph),
        direction: 'ltr',
        format: '',
        indent: 0,
        textFormat: 0,
        textStyle: '',
        version: 1,
      })),
    },
  }
}

/** Plain text of a Lexical document, paragraphs joined by blank lines. */
export function lexicalToPlainText(value: unknown): string {
  const parts: string[] = []
  const walk = (node: unknown): void => {
    if (!node || typeof node !== 'object') return
    if ('text' in node && typeof node.text === 'string') parts.push(node.text)
    if ('children' in node && Array.isArray(node.children)) {
      node.children.forEach(walk)
      if ('type' in node && node.type === 'paragraph') parts.push('\n\n')
    }
  }
  walk(value && typeof value === 'object' && 'root' in value ? value.root : value)
  return parts.join('').trim()
}
