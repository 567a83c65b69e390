import { absoluteUrl } from '../urls'

/**
 * Crawlers may read every page but the CMS, the API and search results (endless, thin
 * pages). Uploaded pictures live under /api/ too: they stay allowed (the longer rule wins),
 * so image search and link previews can fetch them.
 */
export function robotsTxt(origin: string): string {
  return [
    'User-agent: *',
    'Allow: /',
    'Allow: /api/media/file/',
    'Disallow: /admin',
    'Disallow: /api/',
    'Disallow: /*/search/results',
    '',
    `Sitemap: ${absoluteUrl(origin, '/sitemap.xml')}`,
    '',
  ].join('\n')
}
