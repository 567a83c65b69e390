import type { Locale } from '@/i18n/locales'
import { mediaPath } from '@/domain/mediaPath'
import { documentUrl, routedCollections, type RoutedCollection } from '@/domain/urls'
import { safeUrl } from './safeUrl'

/** The kinds of link a text can hold (the spec's link types). */
export type LinkKind = 'url' | 'internal' | 'asset' | 'email' | 'anchor'

export interface ResolvedLink {
  kind: LinkKind
  href: string
  newTab: boolean
}

const assetCollections = new Set(['media', 'downloads'])
const emailPattern = /^[^\s@/:]+@[^\s@/]+\.[^\s@/]+$/
const anchorPattern = /^[A-Za-z][\w:.-]*$/

function isRouted(value: string): value is RoutedCollection {
  return (routedCollections as readonly string[]).includes(value)
}

function record(value: unknown): Record<string, unknown> | null {
  return value && typeof value === 'object' && !Array.isArray(value) ? Object.fromEntries(Object.entries(value)) : null
}

/** `#id` for a plain anchor name, or '' when none. */
function anchorSuffix(anchor: unknown): string {
  if (typeof anchor !== 'string') return ''
  const name = anchor.replace(/^#/, '').trim()
  return anchorPattern.test(name) ? `#${name}` : ''
}

/** A link to a document: its page in the current language, or the file for an asset. */
function documentLink(doc: Record<string, unknown>, locale: Locale | undefined): { kind: LinkKind; href: string } | null {
  const relationTo = doc.relationTo
  const value = record(doc.value)
  if (typeof relationTo !== 'string' || !value) return null
  if (assetCollections.has(relationTo)) {
    const url = safeUrl(value.url)
    return url ? { kind: 'asset', href: mediaPath(url) } : null
  }
  if (!locale || !isRouted(relationTo) || typeof value.slug !== 'string' || value.slug === '') return null
  return { kind: 'internal', href: documentUrl(locale, relationTo, value.slug) }
}

/** A typed-in target: a web address, an e-mail address or an anchor in the page. */
function customLink(url: unknown): { kind: LinkKind; href: string } | null {
  const href = safeUrl(url)
  if (!href) return null
  if (href.startsWith('#')) return anchorSuffix(href) ? { kind: 'anchor', href } : null
  if (/^mailto:/i.test(href)) return { kind: 'email', href }
  if (emailPattern.test(href)) return { kind: 'email', href: `mailto:${href}` }
  return { kind: 'url', href }
}

/**
 * Where a Lexical link goes. `fields` is the link node's fields (Payload's LinkFeature:
 * `linkType` custom or internal, `url`, `doc`, `newTab`, and our optional `anchor`).
 * Null when the target is missing, unpublished or unsafe: the text then shows without a link.
 */
export function resolveLink(fields: unknown, locale: Locale | undefined): ResolvedLink | null {
  const link = record(fields)
  if (!link) return null
  const doc = record(link.doc)
  const target = link.linkType === 'internal' && doc ? documentLink(doc, locale) : customLink(link.url)
  if (!target) return null
  const suffix = target.kind === 'internal' || target.kind === 'url' ? anchorSuffix(link.anchor) : ''
  return { kind: target.kind, href: `${target.href}${suffix}`, newTab: link.newTab === true }
}
