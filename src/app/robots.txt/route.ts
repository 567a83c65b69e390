import { robotsTxt } from '@/domain/seo/robots'
import { crawlerFileCacheControl } from '@/domain/seo/sitemapXml'
import { siteUrl } from '@/env'

// Names the sitemap on SITE_URL, known at run time only.
export const dynamic = 'force-dynamic'

export function GET(): Response {
  return new Response(robotsTxt(siteUrl()), {
    headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': crawlerFileCacheControl },
  })
}
