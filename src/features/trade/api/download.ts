import 'server-only'
import { stat } from 'node:fs/promises'
import path from 'node:path'
import { payloadClient } from '@/data/payload'
import { attachmentDisposition } from '@/domain/downloads/contentDisposition'
import { isSameOriginRequest } from '@/domain/http/requestRules'
import { tradeFileOpenTo } from '@/domain/trade/downloads'
import { env, siteUrl } from '@/env'
import { jsonWithCookies, privateNoStore } from '@/features/accounts'
import { endpoint } from '@/lib/edge/endpoint'
import { fileStream } from '@/lib/http/fileStream'
import { tradeVisitor } from '../server/access'

/** A trade file's stored copy, or null (unknown id, no file on disk). */
async function storedTradeFile(id: number) {
  const payload = await payloadClient()
  const { docs } = await payload.find({ collection: 'trade-downloads', where: { id: { equals: id } }, depth: 0, limit: 1, pagination: false, overrideAccess: true, select: { filename: true, mimeType: true, groups: true, markets: true } })
  const file = docs[0]
  if (!file?.filename) return null
  const where = path.join(path.resolve(env().MEDIA_DIR, 'trade-downloads'), path.basename(file.filename))
  const info = await stat(where).catch(() => null)
  return info?.isFile() ? { filename: file.filename, mimeType: file.mimeType ?? 'application/octet-stream', size: info.size, path: where, groups: file.groups, markets: file.markets } : null
}

/**
 * GET /api/trade/downloads/{id}: a trade-only file (CAD, 3D, BIM, price list) for an approved
 * professional whose group and one of whose markets it is open to; never cached. Signed out 401;
 * not approved 403; another site asking 403; unknown, missing, another group's or another
 * market's file 404 (its existence is not told). Budget `tradeDownload`.
 */
export const GET = endpoint({ budget: 'tradeDownload' }, async ({ request, url, t }, { params }: { params: Promise<{ id: string }> }) => {
  const facts = { origin: request.headers.get('origin'), fetchSite: request.headers.get('sec-fetch-site'), ownOrigins: [new URL(siteUrl()).origin, url.origin], host: request.headers.get('host') }
  if (!isSameOriginRequest(facts)) return Response.json({ error: 'foreign_origin', message: t('http.foreignOrigin') }, { status: 403, headers: privateNoStore })
  const { access, cookies } = await tradeVisitor(request)
  if (access.state === 'signedOut') return jsonWithCookies({ error: 'unauthenticated', message: t('trade.signInRequired') }, 401, cookies)
  if (access.state !== 'approved') return jsonWithCookies({ error: 'not_approved', message: t('trade.notApproved') }, 403, cookies)
  const raw = (await params).id
  const id = /^\d{1,12}$/.test(raw) ? Number(raw) : null
  const file = id === null ? null : await storedTradeFile(id)
  if (!file || !tradeFileOpenTo(file, access)) return jsonWithCookies({ error: 'not_found', message: t('download.missing') }, 404, cookies)
  const headers = new Headers({
    ...privateNoStore,
    'Content-Type': file.mimeType,
    'Content-Length': String(file.size),
    'Content-Disposition': attachmentDisposition(file.filename),
    'X-Content-Type-Options': 'nosniff',
  })
  for (const cookie of cookies?.getSetCookie() ?? []) headers.append('Set-Cookie', cookie)
  return new Response(fileStream(file.path), { status: 200, headers })
})
