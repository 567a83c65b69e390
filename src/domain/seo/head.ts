import type { Metadata } from 'next'
import { localeTags, locales, type Locale } from '@/i18n/locales'
import type { Store } from '@/payload-types'
import type { Resolved, ResolvedContent } from '../routing/resolved'
import { absoluteUrl } from '../urls'
import { announcesAlternates, hreflangLinks } from './alternates'
import { absoluteMediaUrl, type HeadImage } from './images'

export interface MetadataInput {
  resolved: Resolved
  siteName: string
  /** The public origin, e.g. `https://www.example.com` (no trailing slash). */
  origin: string
  image?: HeadImage | null
  locale: Locale
  /** The site's own description (label catalogue), for pages with no text of their own. */
  siteDescription?: string
}

/** English has no region in `localeTags`; Open Graph wants one. The catalogue writes British English. */
const defaultRegions: Partial<Record<string, string>> = { en: 'GB' }

/** Open Graph locale: `language_TERRITORY`, e.g. `it_IT`. */
export function openGraphLocale(locale: Locale): string {
  const [language = locale, region = defaultRegions[localeTags[locale]]] = localeTags[locale].split('-')
  return region ? `${language}_${region}` : language
}

/** Head text (spec §4): '{title} | site name'; the site name alone when the page (the home) has no title of its own. */
export function headTitle(pageTitle: string, siteName: string): string {
  const title = pageTitle.trim()
  if (!title || title === siteName) return siteName
  return `${title} | ${siteName}`
}

/** The type of the store a page shows, if it shows one. */
export function storeTypeOf(content: ResolvedContent): Store['type'] | undefined {
  return content.kind === 'document' && content.collection === 'stores' ? content.doc.type : undefined
}

/** Stories are articles with dates; every other page is a website page (Open Graph has no product type). */
function openGraphType(content: ResolvedContent): NonNullable<Metadata['openGraph']> {
  if (content.kind === 'document' && content.collection === 'stories') {
    const story = content.doc
    return { type: 'article', publishedTime: story.publishedAt, modifiedTime: story.updatedAt, section: story.category }
  }
  return { type: 'website' }
}

/** Everything Next.js puts in the page head for a resolved page. */
export function buildMetadata({ resolved, siteName, origin, image, locale, siteDescription }: MetadataInput): Metadata {
  const title = headTitle(resolved.title, siteName)
  // Every page gets a description: search engines otherwise pick a fragment of the page.
  const description = resolved.description?.trim() || siteDescription?.trim() || undefined
  const canonical = absoluteUrl(origin, resolved.path)
  const announces = announcesAlternates(storeTypeOf(resolved.content))
  const links = announces ? hreflangLinks(resolved.alternates, origin) : []
  const imageUrl = image ? absoluteMediaUrl(origin, image.url) : null
  const images = image && imageUrl ? [{ url: imageUrl, width: image.width, height: image.height, alt: image.alt }] : []
  const otherLocales = announces ? locales.filter((other) => other !== locale && resolved.alternates[other]) : []

  return {
    title: { absolute: title },
    description,
    robots: resolved.noIndex ? { index: false, follow: true } : { index: true, follow: true },
    alternates: {
      canonical,
      ...(links.length > 0 ? { languages: Object.fromEntries(links.map((link) => [link.hreflang, link.href])) } : {}),
    },
    openGraph: {
      ...openGraphType(resolved.content),
      url: canonical,
      title,
      description,
      siteName,
      locale: openGraphLocale(locale),
      alternateLocale: otherLocales.map(openGraphLocale),
      images,
    },
    twitter: {
      // A large card needs a picture; without one the small card looks better.
      card: imageUrl ? 'summary_large_image' : 'summary',
      title,
      description,
      images: imageUrl ? [{ url: imageUrl, alt: image?.alt ?? title }] : [],
    },
  }
}
