import 'server-only'
import { attachmentDisposition } from '@/domain/downloads/contentDisposition'
import { isSameOriginRequest } from '@/domain/http/requestRules'
import { siteUrl } from '@/env'
import { privateNoStore } from '@/features/accounts'
import { endpoint } from '@/lib/edge/endpoint'
import { fileStream } from '@/lib/http/fileStream'
import { downloadIdOf } from '../logic/history'
import { publishedDownloadFile } from '../server/files'
import { recordTake } from '../server/history'
import { downloadsOwner, jsonWithCookies } from './owner'

/**
 * GET /api/user/downloads/{id}: a published download's file — also one for registered visitors
 * only — for a signed-in visitor, saved under its own name and never cached; the take is
 * recorded in their history (one row per file, updated). Signed out: 401. Asked for by another
 * site (`Sec-Fetch-Site` or `Origin`): 403, so no page elsewhere can write someone's history.
 * Unknown, draft or missing file: 404. Counted on the `userDownload` budget.
 */
export const GET = endpoint({ budget: 'userDownload', tooManyLabel: 'download.tooMany' }, async ({ request, url, t }, { params }: { params: Promise<{ id: string }> }) => {
  const facts = { origin: request.headers.get('origin'), fetchSite: request.headers.get('sec-fetch-site'), ownOrigins: [new URL(siteUrl()).origin, url.origin], host: request.headers.get('host') }
  if (!isSameOriginRequest(facts)) return Response.json({ error: 'foreign_origin', message: t('http.foreignOrigin') }, { status: 403, headers: privateNoStore })
  const owner = await downloadsOwner(request, t)
  if (!owner.ok) return owner.response
  const id = downloadIdOf((await params).id)
  const download = id === null ? null : await publishedDownloadFile(id)
  if (!download) return jsonWithCookies({ error: 'not_found', message: t('download.missing') }, 404, owner.cookies)
  await recordTake(owner.database, owner.userId, download.id, download.fileVersion)
  const headers = new Headers({
    ...privateNoStore,
    'Content-Type': download.mimeType,
    'Content-Length': String(download.size),
    'Content-Disposition': attachmentDisposition(download.filename),
    'X-Content-Type-Options': 'nosniff',
  })
  for (const cookie of owner.cookies?.getSetCookie() ?? []) headers.append('Set-Cookie', cookie)
  return new Response(fileStream(download.path), { status: 200, headers })
})
