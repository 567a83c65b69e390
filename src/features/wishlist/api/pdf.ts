import 'server-only'
import { marketCookie, visitorMarket } from '@/domain/catalogue/markets'
import { absoluteUrl } from '@/domain/urls'
import { siteUrl } from '@/env'
import { endpoint } from '@/lib/edge/endpoint'
import { paperFor } from '../logic/printSheet'
import { wishlistSheet } from '../server/printSheet'
import { listItems } from '../server/store'
import { renderWishlistPdf } from '../server/wishlistPdf'
import { cookieValue } from './cookies'
import { jsonWithCookies, wishlistOwner } from './owner'

/**
 * GET /api/user/wishlist/pdf?lang=…&paper=a4|letter: the signed-in visitor's wishlist as a PDF
 * to keep or print (A4, Letter for the United States market unless asked). Only the owner's own
 * rows (the session's user id); 401 signed out; 403 when another site asks for it; generating
 * costs CPU, so it counts on the `wishlistPdf` budget. Private, never cached.
 */
export const GET = endpoint({ budget: 'wishlistPdf', tooManyLabel: 'wishlistPrint.tooMany' }, async ({ request, url, locale, t }) => {
  if (request.headers.get('sec-fetch-site') === 'cross-site') return jsonWithCookies({ error: 'foreign_origin', message: t('http.foreignOrigin') }, 403, null)
  const owner = await wishlistOwner(request, t)
  if (!owner.ok) return owner.response
  const items = await listItems(owner.database, owner.userId)
  const market = visitorMarket(locale, cookieValue(request.headers.get('cookie'), marketCookie))
  const now = new Date()
  const sheet = await wishlistSheet(items, locale, market, t, now)
  const bytes = await renderWishlistPdf(sheet, paperFor(market, url.searchParams.get('paper')), (path) => absoluteUrl(siteUrl(), path))
  const headers = new Headers({
    'Content-Type': 'application/pdf',
    'Content-Disposition': `attachment; filename="wishlist-${now.toISOString().slice(0, 10)}.pdf"`,
    'Cache-Control': 'private, no-store',
    'X-Content-Type-Options': 'nosniff',
  })
  for (const cookie of owner.cookies?.getSetCookie() ?? []) headers.append('Set-Cookie', cookie)
  return new Response(Buffer.from(bytes), { status: 200, headers })
})
