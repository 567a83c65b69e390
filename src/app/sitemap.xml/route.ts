import { crawlerFileCacheControl, sitemapIndexXml } from '@/domain/seo/sitemapXml'
import { siteUrl } from '@/env'

// Built per request from SITE_URL, which a build may not know; shared caches keep it (Cache-Control).
export const dynamic = 'force-dynamic'

/** The sitemap index: one sitemap per language. */
export function GET(): Response {
  return new Response(sitemapIndexXml(siteUrl()), {
    headers: { 'Content-Type': 'application/xml; charset=utf-8', 'Cache-Control': crawlerFileCacheControl },
  })
}
