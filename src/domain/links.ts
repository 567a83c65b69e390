import type { CmsLink } from '@/payload-types'
import type { Locale } from '@/i18n/locales'
import { documentUrl } from './urls'

export interface ResolvedLink {
  href: string
  label: string
  /** Leaves the site: rendered as a plain anchor, full navigation. */
  external: boolean
  newTab: boolean
}

const safeUrl = /^(https?:\/\/|\/(?!\/)|#)/i

function referenceHref(reference: NonNullable<CmsLink['reference']>, locale: Locale): string | null {
  const doc = reference.value
  if (typeof doc !== 'object' || !('slug' in doc) || typeof doc.slug !== 'string') return null
  return documentUrl(locale, reference.relationTo, doc.slug)
}

function titleOf(reference: CmsLink['reference']): string {
  const doc = reference?.value
  if (!doc || typeof doc !== 'object') return ''
  if ('name' in doc && typeof doc.name === 'string') return doc.name
  if ('title' in doc && typeof doc.title === 'string') return doc.title
  if ('companyName' in doc && typeof doc.companyName === 'string') return doc.companyName
  return ''
}

/**
 * Turns a CMS link into an address in the visitor's language. Returns null for a link that
 * points nowhere (deleted document, empty field) or to an unsafe scheme such as javascript:.
 */
export function resolveLink(link: CmsLink, locale: Locale): ResolvedLink | null {
  const anchor = link.anchor ? `#${encodeURIComponent(link.anchor.replace(/^#/, ''))}` : ''
  let href: string | null = null
  switch (link.type) {
    case 'reference':
      href = link.reference ? referenceHref(link.reference, locale) : null
      break
    case 'url':
      href = link.url && safeUrl.test(link.url.trim()) ? link.url.trim() : null
      break
    case 'email':
      href = link.email ? `mailto:${link.email}` : null
      break
    case 'asset':
      href = link.asset && typeof link.asset === 'object' && link.asset.url ? link.asset.url : null
      break
  }
  if (!href) return null
  const external = /^(https?:|mailto:)/i.test(href)
  const label = link.label || titleOf(link.reference) || href
  return { href: `${href}${anchor}`, label, external, newTab: Boolean(link.newTab) }
}
