import type { SearchDocument, SearchType } from './types'
import { documentUrl } from '@/domain/urls'
import type { Locale } from '@/i18n/locales'
import { downloadAnchor, userDownloadsPath } from '@/domain/userPaths'

/** Which collection each result type comes from. */
export const collectionOf: Record<SearchType, 'products' | 'materials' | 'projects' | 'stories' | 'downloads'> = {
  products: 'products',
  materials: 'materials',
  projects: 'projects',
  news: 'stories',
  downloads: 'downloads',
}

/** A database row of one of those collections, as the Local API returns it. */
export type Row = Record<string, unknown>

/** Plain text of a rich-text (Lexical) value: its text nodes, paragraphs on new lines. */
export function lexicalText(value: unknown): string {
  if (!value || typeof value !== 'object') return ''
  const node = value as { text?: unknown; children?: unknown; root?: unknown }
  if (node.root) return lexicalText(node.root)
  if (typeof node.text === 'string') return node.text
  if (!Array.isArray(node.children)) return ''
  return node.children.map(lexicalText).join(node.children.some((child) => child && typeof child === 'object' && 'children' in child) ? '\n' : '')
}

export function text(row: Row, field: string): string {
  const value = row[field]
  return typeof value === 'string' ? value : ''
}

/** The title, body and detail the index takes from each type (the same fields as the demo fixture). */
export function toDocument(type: SearchType, locale: Locale, row: Row): SearchDocument {
  const id = Number(row.id)
  const slug = text(row, 'slug')
  const publishedAt = text(row, 'publishedAt') || null
  const base = { type, id, publishedAt, code: null, detail: null }
  switch (type) {
    case 'products':
      return { ...base, title: text(row, 'name'), code: text(row, 'code') || null, detail: text(row, 'code') || null, body: [text(row, 'tagline'), lexicalText(row.description)].join('\n'), href: documentUrl(locale, 'products', slug) }
    case 'materials':
      return { ...base, title: text(row, 'name'), code: text(row, 'code') || null, detail: text(row, 'code') || null, body: [text(row, 'type'), text(row, 'composition'), text(row, 'description')].join('\n'), href: documentUrl(locale, 'materials', slug) }
    case 'projects':
      return { ...base, title: text(row, 'title'), detail: text(row, 'location') || null, body: [text(row, 'location'), text(row, 'intro')].join('\n'), href: documentUrl(locale, 'projects', slug) }
    case 'news':
      return { ...base, title: text(row, 'title'), body: [text(row, 'excerpt'), lexicalText(row.body)].join('\n'), href: documentUrl(locale, 'stories', slug) }
    case 'downloads':
      // A file for registered visitors only: its place on the personal downloads page, never its address.
      return { ...base, title: text(row, 'title'), body: text(row, 'description'), href: row.restricted === true ? `${userDownloadsPath(locale)}#${downloadAnchor(id)}` : text(row, 'url') || '#' }
  }
}

/** Only the columns the index reads (no versions, galleries or relations). */
export const fieldsOf: Record<SearchType, string[]> = {
  products: ['name', 'code', 'tagline', 'description', 'slug', 'publishedAt'],
  materials: ['name', 'code', 'type', 'composition', 'description', 'slug', 'publishedAt'],
  projects: ['title', 'location', 'intro', 'slug', 'publishedAt'],
  news: ['title', 'excerpt', 'body', 'slug', 'publishedAt'],
  downloads: ['title', 'description', 'url', 'filename', 'restricted', 'publishedAt'],
}
