import { unreachable } from '../unreachable'
import type { DocumentContent } from './resolved'

export interface DocumentText {
  /** The page title and last breadcrumb. */
  name: string
  /** The page's own summary, for the head when the editor wrote no description. */
  summary: string | null
}

const text = (value: string | null | undefined): string | null => (value && value.trim() !== '' ? value.trim() : null)

/** A document's name and summary, from the fields its collection has (the slug when the name is empty). */
export function documentText(content: DocumentContent): DocumentText {
  const { name, summary } = fields(content)
  return { name: text(name) ?? content.doc.slug, summary: text(summary) }
}

function fields(content: DocumentContent): { name: string; summary: string | null | undefined } {
  switch (content.collection) {
    case 'products':
      return { name: content.doc.name, summary: content.doc.tagline }
    case 'materials':
      return { name: content.doc.name, summary: content.doc.description }
    case 'moods':
    case 'projects':
      return { name: content.doc.title, summary: content.doc.intro }
    case 'stories':
      return { name: content.doc.title, summary: content.doc.excerpt }
    case 'designers':
      return { name: content.doc.name, summary: content.doc.bio }
    case 'stores':
      return { name: content.doc.companyName, summary: content.doc.intro }
    default:
      return unreachable(content)
  }
}
