import { getMessages } from '@/data/messages'
import { etagOf, matchesEtag } from '@/domain/labels/etag'
import { localeOfTranslationsFile, translationsFileName } from '@/domain/labels/translationsFile'
import { locales } from '@/i18n/locales'
import { endpoint } from '@/lib/edge/endpoint'

/**
 * GET /api/translations/{LANG}.json (spec §7): a language's whole label catalogue as a flat
 * key → text map, the bundled copy overridden by the editors' labels. `getMessages` is cached
 * and expired by the `labels` global's hook; browsers and CDNs revalidate with the ETag. No
 * budget: a public, cached read of a few kilobytes.
 */
const cacheControl = 'public, max-age=60, s-maxage=300, stale-while-revalidate=86400'

export const GET = endpoint({}, async ({ request }, { params }: { params: Promise<{ file: string }> }) => {
  const { file } = await params
  const locale = localeOfTranslationsFile(file)
  if (!locale) {
    return Response.json(
      { error: 'not_found', message: `No translations for "${file}"`, languages: locales.map(translationsFileName) },
      { status: 404, headers: { 'Cache-Control': cacheControl } },
    )
  }
  const body = JSON.stringify(await getMessages(locale))
  const etag = etagOf(body)
  const headers = { 'Cache-Control': cacheControl, ETag: etag }
  if (matchesEtag(request.headers.get('if-none-match'), etag)) return new Response(null, { status: 304, headers })
  return new Response(body, { headers: { ...headers, 'Content-Type': 'application/json; charset=utf-8' } })
})
