import { Fragment, type CSSProperties, type ReactNode } from 'react'
import type { Locale } from '@/i18n/locales'
import { lexicalToTree } from '@/domain/richtext/toTree'
import type { Mark, RichNode } from '@/domain/richtext/types'
import { EmbeddedBlock } from './EmbeddedBlock'
import { RichImage } from './RichImage'

/** CSS property names (`background-color`) as React style keys (`backgroundColor`). */
function reactStyle(css: Record<string, string>): CSSProperties {
  return Object.fromEntries(Object.entries(css).map(([property, value]) => [property.replace(/-([a-z])/g, (_, letter: string) => letter.toUpperCase()), value]))
}

function wrap(mark: Mark, content: ReactNode): ReactNode {
  switch (mark.kind) {
    case 'bold':
      return <strong>{content}</strong>
    case 'italic':
      return <em>{content}</em>
    case 'underline':
      return <u>{content}</u>
    case 'strike':
      return <s>{content}</s>
    case 'code':
      return <code>{content}</code>
    case 'subscript':
      return <sub>{content}</sub>
    case 'superscript':
      return <sup>{content}</sup>
    case 'highlight':
      return <mark>{content}</mark>
    case 'styled':
      return <span className={`rich-style rich-style--${mark.name}`}>{content}</span>
    case 'textStyle':
      return <span style={reactStyle(mark.css)}>{content}</span>
  }
}

function renderNode(node: RichNode, locale: Locale | undefined): ReactNode {
  switch (node.kind) {
    case 'text':
      // Innermost mark first, so the first mark ends up outermost.
      return node.marks.reduceRight<ReactNode>((content, mark) => wrap(mark, content), node.text)
    case 'break':
      return <br />
    case 'element': {
      const Tag = node.tag
      if (Tag === 'hr') return <hr />
      return <Tag {...node.attrs}>{renderNodes(node.children, locale)}</Tag>
    }
    case 'link':
      return (
        <a href={node.href} {...(node.newTab ? { target: '_blank', rel: 'noopener noreferrer' } : {})}>
          {renderNodes(node.children, locale)}
        </a>
      )
    case 'anchor':
      return <span id={node.id} className="rich-anchor" />
    case 'emoji':
      return (
        <span role="img" aria-label={node.name}>
          {node.emoji}
        </span>
      )
    case 'image':
      return <RichImage image={node.image} />
    case 'block':
      return <EmbeddedBlock blockType={node.blockType} fields={node.fields} inline={node.inline} />
  }
}

function renderNodes(nodes: RichNode[], locale: Locale | undefined): ReactNode[] {
  // The tree is rebuilt from the stored document on every render and never reordered, so a
  // node's position is its identity here.
  return nodes.map((node, position) => <Fragment key={position}>{renderNode(node, locale)}</Fragment>)
}

/**
 * Editor rich text (Payload Lexical JSON) as markup: every node and mark, links resolved for
 * the page's language, unsafe links dropped, unknown nodes logged and their text kept.
 */
export function RichText({ data, locale, className }: { data: unknown; locale?: Locale; className?: string }) {
  const tree = lexicalToTree(data, { locale, onUnknown: (type) => console.error(`[richtext] no renderer for node type "${type}"`) })
  if (tree.length === 0) return null
  return <div className={className ? `rich ${className}` : 'rich'}>{renderNodes(tree, locale)}</div>
}
