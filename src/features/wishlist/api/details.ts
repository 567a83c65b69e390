import 'server-only'
import { visitorMarket, marketCookie } from '@/domain/catalogue/markets'
import { endpoint } from '@/lib/edge/endpoint'
import { describeWishlist } from '../server/details'
import { listItems } from '../server/store'
import { cookieValue } from './cookies'
import { jsonWithCookies, wishlistOwner } from './owner'

/**
 * GET /api/user/wishlist/details?lang=…: the signed-in visitor's items for the wishlist page,
 * grouped by kind, each with its name, code, picture, chosen version and material and price in
 * the visitor's market (the `vesta-market` cookie, else the language's), or 'no longer
 * available'. 401 signed out (the page then goes to sign-in). Never cached.
 */
export const GET = endpoint({}, async ({ request, locale, t }) => {
  const owner = await wishlistOwner(request, t)
  if (!owner.ok) return owner.response
  const items = await listItems(owner.database, owner.userId)
  const market = visitorMarket(locale, cookieValue(request.headers.get('cookie'), marketCookie))
  const groups = await describeWishlist(items, locale, market, t)
  return jsonWithCookies({ count: items.length, groups }, 200, owner.cookies)
})
