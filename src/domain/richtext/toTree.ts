import type { Locale } from '@/i18n/locales'
import { resolveLink } from './links'
import { marksOf } from './marks'
import type { LexicalNode, RichNode, RichTag } from './types'

export interface TreeOptions {
  /** The page's language: internal links go to the document's URL in it. */
  locale?: Locale
  /** Called for a node type the renderer does not know (it is skipped, its text kept). */
  onUnknown?: (type: string) => void
}

const headingTags: readonly RichTag[] = ['h1', 'h2', 'h3', 'h4', 'h5', 'h6']

function headingTag(value: unknown): RichTag {
  return headingTags.find((tag) => tag === value) ?? 'h2'
}
const alignments = new Set(['left', 'center', 'right', 'justify', 'start', 'end'])

function fieldsOf(node: LexicalNode): Record<string, unknown> {
  const fields = node.fields
  return fields && typeof fields === 'object' && !Array.isArray(fields) ? Object.fromEntries(Object.entries(fields)) : {}
}

function text(value: unknown): string {
  return typeof value === 'string' ? value : ''
}

/** `text-align` and indent as data attributes (the stylesheet maps them), nothing when default. */
function blockAttrs(node: LexicalNode): Record<string, string> {
  const attrs: Record<string, string> = {}
  if (typeof node.format === 'string' && alignments.has(node.format)) attrs['data-align'] = node.format
  if (typeof node.indent === 'number' && node.indent > 0) attrs['data-indent'] = String(Math.min(node.indent, 6))
  if (node.direction === 'rtl') attrs.dir = 'rtl'
  return attrs
}

function element(tag: RichTag, children: RichNode[], attrs: Record<string, string> = {}): RichNode {
  return { kind: 'element', tag, attrs, children }
}

/** The code block's lines as one text run (Lexical keeps code-highlight runs and line breaks as children). */
function codeText(node: LexicalNode): string {
  return (node.children ?? []).map((child) => (child.type === 'linebreak' ? '\n' : child.type === 'tab' ? '\t' : text(child.text))).join('')
}

function mapList(node: LexicalNode, options: TreeOptions): RichNode {
  const listType = node.listType
  const tag: RichTag = listType === 'number' || node.tag === 'ol' ? 'ol' : 'ul'
  const attrs: Record<string, string> = listType === 'check' ? { 'data-list': 'check' } : {}
  if (tag === 'ol' && typeof node.start === 'number' && node.start !== 1) attrs.start = String(node.start)
  return element(tag, mapChildren(node, options), attrs)
}

function mapListItem(node: LexicalNode, options: TreeOptions): RichNode {
  const attrs: Record<string, string> = {}
  if (typeof node.checked === 'boolean') attrs['aria-checked'] = String(node.checked)
  // A nested list sits in a list item of its own; that item shows no marker.
  if ((node.children ?? []).some((child) => child.type === 'list')) attrs['data-nested'] = 'true'
  return element('li', mapChildren(node, options), attrs)
}

function mapBlock(node: LexicalNode, inline: boolean): RichNode | null {
  const fields = fieldsOf(node)
  const blockType = fields.blockType
  if (typeof blockType !== 'string') return null
  if (blockType === 'anchor') {
    const id = text(fields.anchorId)
    return /^[A-Za-z][\w:.-]*$/.test(id) ? { kind: 'anchor', id } : null
  }
  if (blockType === 'emoji') return emoji(fields.emoji, fields.name)
  return { kind: 'block', blockType, fields, inline }
}

function emoji(value: unknown, name: unknown): RichNode | null {
  const glyph = text(value).trim()
  return glyph ? { kind: 'emoji', emoji: glyph, name: text(name) || glyph } : null
}

/** One Lexical node as renderer nodes (none when empty or not allowed). */
export function mapNode(node: LexicalNode, options: TreeOptions): RichNode[] {
  switch (node.type) {
    case 'text':
      return text(node.text) ? [{ kind: 'text', text: text(node.text), marks: marksOf({ format: node.format, style: node.style, $: node.$ }) }] : []
    case 'linebreak':
      return [{ kind: 'break' }]
    case 'tab':
      return [{ kind: 'text', text: '\t', marks: [] }]
    case 'paragraph':
      return [element('p', mapChildren(node, options), blockAttrs(node))]
    case 'heading':
      return [element(headingTag(node.tag), mapChildren(node, options), blockAttrs(node))]
    case 'list':
      return [mapList(node, options)]
    case 'listitem':
      return [mapListItem(node, options)]
    case 'quote':
    case 'blockquote':
      return [element('blockquote', mapChildren(node, options), blockAttrs(node))]
    case 'code': {
      const language: Record<string, string> = typeof node.language === 'string' && /^[\w+#-]+$/.test(node.language) ? { 'data-language': node.language } : {}
      return [element('pre', [{ kind: 'text', text: codeText(node), marks: [{ kind: 'code' }] }], language)]
    }
    case 'horizontalrule':
      return [element('hr', [])]
    case 'link':
    case 'autolink': {
      const children = mapChildren(node, options)
      const link = resolveLink(node.fields, options.locale)
      return link ? [{ kind: 'link', href: link.href, newTab: link.newTab, children }] : children
    }
    case 'upload':
      return node.relationTo === 'media' && node.value ? [{ kind: 'image', image: { media: node.value, caption: text(fieldsOf(node).caption) || undefined } }] : []
    case 'emoji':
      return [emoji(node.emoji, node.name)].filter((value): value is RichNode => value !== null)
    case 'block':
    case 'inlineBlock':
      return [mapBlock(node, node.type === 'inlineBlock')].filter((value): value is RichNode => value !== null)
    case 'table':
      return [element('table', [element('tbody', mapChildren(node, options))])]
    case 'tablerow':
      return [element('tr', mapChildren(node, options))]
    case 'tablecell':
      return [element(node.headerState ? 'th' : 'td', mapChildren(node, options))]
    default:
      options.onUnknown?.(node.type)
      return mapChildren(node, options)
  }
}

function mapChildren(node: LexicalNode, options: TreeOptions): RichNode[] {
  return (node.children ?? []).flatMap((child) => mapNode(child, options))
}

/** A Payload rich text value as the renderer's tree; empty for anything that is not one. */
export function lexicalToTree(value: unknown, options: TreeOptions = {}): RichNode[] {
  if (!value || typeof value !== 'object' || !('root' in value)) return []
  const root = value.root
  if (!root || typeof root !== 'object' || !('children' in root) || !Array.isArray(root.children)) return []
  return root.children.flatMap((child: LexicalNode) => mapNode(child, options))
}
