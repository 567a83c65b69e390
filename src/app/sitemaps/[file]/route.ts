import { getSitemapSource } from '@/data/sitemap'
import { sitemapUrls } from '@/domain/seo/sitemap'
import { crawlerFileCacheControl, sitemapLocale, urlSetXml } from '@/domain/seo/sitemapXml'
import { siteUrl } from '@/env'

// The reads are cached with the collections' tags (src/data/sitemap.ts); the XML is cheap to rebuild.
export const dynamic = 'force-dynamic'

/** `/sitemaps/{lang}.xml`: every URL in one language, with its alternates. */
export async function GET(_request: Request, { params }: { params: Promise<{ file: string }> }): Promise<Response> {
  const locale = sitemapLocale((await params).file)
  if (!locale) return new Response('Not Found', { status: 404, headers: { 'Content-Type': 'text/plain; charset=utf-8' } })
  const xml = urlSetXml(sitemapUrls(locale, await getSitemapSource(), siteUrl()))
  return new Response(xml, {
    headers: { 'Content-Type': 'application/xml; charset=utf-8', 'Cache-Control': crawlerFileCacheControl },
  })
}
