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
        children: [text(paragraph)],
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
