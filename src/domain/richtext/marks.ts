import type { Mark } from './types'

/** Lexical's text format bits (lexical/src/LexicalConstants.ts). */
export const TEXT_FORMAT = {
  bold: 1,
  italic: 1 << 1,
  strike: 1 << 2,
  underline: 1 << 3,
  code: 1 << 4,
  subscript: 1 << 5,
  superscript: 1 << 6,
  highlight: 1 << 7,
} as const

const order: (keyof typeof TEXT_FORMAT)[] = ['bold', 'italic', 'underline', 'strike', 'subscript', 'superscript', 'highlight', 'code']

/** Inline CSS properties an editor may set on text; anything else (positioning, url()...) is dropped. */
const allowedCss = new Set(['color', 'background-color', 'font-size', 'font-weight', 'font-style', 'letter-spacing', 'text-transform', 'font-variant'])

/** Parses an inline style string, keeping allowed properties with harmless values. */
export function safeCss(style: unknown): Record<string, string> {
  if (typeof style !== 'string') return {}
  const out: Record<string, string> = {}
  for (const declaration of style.split(';')) {
    const colon = declaration.indexOf(':')
    if (colon < 0) continue
    const property = declaration.slice(0, colon).trim().toLowerCase()
    const value = declaration.slice(colon + 1).trim()
    if (!allowedCss.has(property) || value === '') continue
    if (!/^[#%(),.\w\s-]+$/.test(value) || /url\s*\(|expression\s*\(/i.test(value)) continue
    out[property] = value
  }
  return out
}

/** A named style (Payload's text state, `$.style`) as a CSS class name, when it is a plain word. */
function styledName(state: unknown): string | null {
  if (!state || typeof state !== 'object' || !('style' in state)) return null
  const name = state.style
  return typeof name === 'string' && /^[a-z][a-z0-9-]*$/.test(name) ? name : null
}

/** The marks of a Lexical text node: format bits, its named style and its inline CSS. */
export function marksOf(node: { format?: unknown; style?: unknown; $?: unknown }): Mark[] {
  const format = typeof node.format === 'number' ? node.format : 0
  const marks: Mark[] = order.filter((kind) => (format & TEXT_FORMAT[kind]) !== 0).map((kind) => ({ kind }))
  const styled = styledName(node.$)
  if (styled) marks.push({ kind: 'styled', name: styled })
  const css = safeCss(node.style)
  if (Object.keys(css).length > 0) marks.push({ kind: 'textStyle', css })
  return marks
}
