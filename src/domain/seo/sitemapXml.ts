import { locales, type Locale } from '@/i18n/locales'
import { absoluteUrl } from '../urls'
import type { SitemapUrl } from './sitemap'

/** Sitemaps and robots.txt: shared caches keep them an hour and serve a stale copy while refreshing. */
export const crawlerFileCacheControl = 'public, max-age=0, s-maxage=3600, stale-while-revalidate=86400'

/** Text for XML content and attribute values. */
export function xmlEscape(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&apos;')
}

const xmlHead = '<?xml version="1.0" encoding="UTF-8"?>\n'

/** A `<urlset>` with `xhtml:link` alternates (the hreflang-in-sitemap form search engines read). */
export function urlSetXml(urls: readonly SitemapUrl[]): string {
  const parts = [xmlHead, '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n']
  for (const url of urls) {
    parts.push('<url><loc>', xmlEscape(url.loc), '</loc>')
    if (url.lastmod) parts.push('<lastmod>', xmlEscape(url.lastmod), '</lastmod>')
    for (const link of url.alternates) {
      parts.push('<xhtml:link rel="alternate" hreflang="', xmlEscape(link.hreflang), '" href="', xmlEscape(link.href), '"/>')
    }
    parts.push('</url>\n')
  }
  parts.push('</urlset>\n')
  return parts.join('')
}

/** The address of one language's sitemap. */
export function languageSitemapPath(locale: Locale): string {
  return `/sitemaps/${locale}.xml`
}

/** The language whose sitemap a file name such as `en.xml` asks for. */
export function sitemapLocale(file: string): Locale | undefined {
  const match = /^([a-z]{2})\.xml$/.exec(file)
  return locales.find((locale) => locale === match?.[1])
}

/** The sitemap index: one sitemap per language. */
export function sitemapIndexXml(origin: string): string {
  const parts = [xmlHead, '<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n']
  for (const locale of locales) parts.push('<sitemap><loc>', xmlEscape(absoluteUrl(origin, languageSitemapPath(locale))), '</loc></sitemap>\n')
  parts.push('</sitemapindex>\n')
  return parts.join('')
}
