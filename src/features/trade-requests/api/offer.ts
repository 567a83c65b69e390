import 'server-only'
import { attachmentDisposition } from '@/domain/downloads/contentDisposition'
import { isSameOriginRequest } from '@/domain/http/requestRules'
import { siteUrl } from '@/env'
import { jsonWithCookies, privateNoStore } from '@/features/accounts'
import { endpoint } from '@/lib/edge/endpoint'
import { fileStream } from '@/lib/http/fileStream'
import { approvedVisitor } from '../server/requester'
import { ownOfferFile } from '../server/requests'
import { requestIdOf } from './request'

/**
 * GET /api/trade/requests/{id}/offers/{offer}: an offer attached to the visitor's own answered
 * request, saved under its name, never cached. Signed out 401, not approved 403, asked for by
 * another site 403, not theirs / not attached / not answered yet / file missing 404. Editors
 * open offers in the admin (Payload's own file URL, editors only). Budget `userDownload`.
 */
export const GET = endpoint({ budget: 'userDownload', tooManyLabel: 'download.tooMany' }, async ({ request, url, t }, { params }: { params: Promise<{ id: string; offer: string }> }) => {
  const facts = { origin: request.headers.get('origin'), fetchSite: request.headers.get('sec-fetch-site'), ownOrigins: [new URL(siteUrl()).origin, url.origin], host: request.headers.get('host') }
  if (!isSameOriginRequest(facts)) return Response.json({ error: 'foreign_origin', message: t('http.foreignOrigin') }, { status: 403, headers: privateNoStore })
  const visitor = await approvedVisitor(request, t)
  if (!visitor.ok) return visitor.response
  const { id, offer } = await params
  const requestId = requestIdOf(id)
  const offerId = requestIdOf(offer)
  const file = requestId === null || offerId === null ? null : await ownOfferFile(visitor.userId, requestId, offerId)
  if (!file) return jsonWithCookies({ error: 'not_found', message: t('tradeRequests.notFound') }, 404, visitor.cookies)
  const headers = new Headers({ ...privateNoStore, 'Content-Type': file.mimeType, 'Content-Length': String(file.size), 'Content-Disposition': attachmentDisposition(file.filename), 'X-Content-Type-Options': 'nosniff' })
  for (const cookie of visitor.cookies?.getSetCookie() ?? []) headers.append('Set-Cookie', cookie)
  return new Response(fileStream(file.path), { status: 200, headers })
})
