import 'server-only'
import { absoluteUrl } from '@/domain/urls'
import { siteUrl } from '@/env'
import { endpoint } from '@/lib/edge/endpoint'
import { isBoardId } from '../logic/board'
import { boardSheet } from '../server/boardSheet'
import { renderBoardPdf } from '../server/boardPdf'
import { getBoard } from '../server/store'
import { readSharedBoard } from '../server/shared'
import { boardIdOf, boardOwner, jsonWithCookies, missing } from './owner'

type Route = { params: Promise<{ id: string }> }

/** The PDF as a download: private (it may carry the owner's name), never cached, named after the day. */
function pdfResponse(bytes: Uint8Array, now: Date, cookies: Headers | null): Response {
  const headers = new Headers({
    'Content-Type': 'application/pdf',
    'Content-Disposition': `attachment; filename="moodboard-${now.toISOString().slice(0, 10)}.pdf"`,
    'Cache-Control': 'private, no-store',
    'X-Content-Type-Options': 'nosniff',
  })
  for (const cookie of cookies?.getSetCookie() ?? []) headers.append('Set-Cookie', cookie)
  return new Response(Buffer.from(bytes), { status: 200, headers })
}

const foreign = (t: (key: string) => string) => jsonWithCookies({ error: 'foreign_origin', message: t('http.foreignOrigin') }, 403, null)
const absolute = (path: string) => absoluteUrl(siteUrl(), path)

/**
 * GET /api/user/moodboards/{id}/pdf?lang=…: the visitor's own board as a PDF (A4 landscape).
 * Only the owner's live board (the session's user id is part of the read): 401 signed out, 404
 * for any other board, someone else's included; 403 when another site asks. Generating costs
 * CPU: it counts on the `moodboardPdf` budget.
 */
export const ownBoardPdf = endpoint({ budget: 'moodboardPdf', tooManyLabel: 'wishlistPrint.tooMany' }, async ({ request, locale, t }, { params }: Route) => {
  if (request.headers.get('sec-fetch-site') === 'cross-site') return foreign(t)
  const owner = await boardOwner(request, t)
  if (!owner.ok) return owner.response
  const id = await boardIdOf(params)
  const board = id ? await getBoard(owner.database, owner.userId, id) : null
  if (!board) return missing(owner, t)
  const now = new Date()
  const bytes = await renderBoardPdf(await boardSheet(board, locale, t, now, null), absolute)
  return pdfResponse(bytes, now, owner.cookies)
})

/**
 * GET /api/moodboards/{id}/pdf?lang=…: a shared board as a PDF, for anyone with its link, as the
 * read-only page shows it (the owner's first name only); 404 once sharing stops or the board is
 * deleted. Never cached anywhere (the next request after 'stop sharing' is a 404).
 */
export const sharedBoardPdf = endpoint({ budget: 'moodboardPdf', tooManyLabel: 'wishlistPrint.tooMany' }, async ({ request, locale, t }, { params }: Route) => {
  if (request.headers.get('sec-fetch-site') === 'cross-site') return foreign(t)
  const { id } = await params
  const shared = isBoardId(id.toLowerCase()) ? await readSharedBoard(id, locale) : null
  if (!shared) return jsonWithCookies({ error: 'not_found', message: t('moodboard.missing') }, 404, null)
  const now = new Date()
  const bytes = await renderBoardPdf(await boardSheet(shared.board, locale, t, now, t('moodboard.sharedBy', { name: shared.board.ownerFirstName }), shared.pieces), absolute)
  return pdfResponse(bytes, now, null)
})
