import 'server-only'
import { endpoint } from '@/lib/edge/endpoint'
import { WISHLIST_MAX_ITEMS } from '../logic/items'
import { listItems } from '../server/store'
import { jsonWithCookies, wishlistOwner } from './owner'

/**
 * GET /api/user/wishlist: the signed-in visitor's items, newest first, `{ signedIn: true, items,
 * limit }`. Anyone else gets `{ signedIn: false, items: [] }` (200: every page asks once, and an
 * anonymous visitor keeps the list in the browser). Never cached.
 */
export const GET = endpoint({}, async ({ request, t }) => {
  const owner = await wishlistOwner(request, t)
  if (!owner.ok) return jsonWithCookies({ signedIn: false, items: [], limit: WISHLIST_MAX_ITEMS }, 200, null)
  const items = await listItems(owner.database, owner.userId)
  return jsonWithCookies({ signedIn: true, items, limit: WISHLIST_MAX_ITEMS }, 200, owner.cookies)
})
