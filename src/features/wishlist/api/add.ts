import 'server-only'
import { endpoint } from '@/lib/edge/endpoint'
import { WISHLIST_MAX_ITEMS } from '../logic/items'
import { addSchema } from '../logic/schemas'
import { addItems } from '../server/store'
import { jsonWithCookies, wishlistOwner } from './owner'

/**
 * POST /api/user/wishlist/add `{ kind, id, options }`: saves one item for the signed-in visitor
 * (saving it again changes nothing). 200 `{ added }`; 409 with a message once the list holds
 * WISHLIST_MAX_ITEMS; 401 signed out; 403 from another site.
 */
export const POST = endpoint({ schema: addSchema, budget: 'wishlist' }, async ({ request, body, t }) => {
  const owner = await wishlistOwner(request, t)
  if (!owner.ok) return owner.response
  const outcome = await addItems(owner.database, owner.userId, [body])
  if (outcome.refused.length > 0) {
    return jsonWithCookies({ error: 'wishlist_full', message: t('wishlist.full', { max: WISHLIST_MAX_ITEMS }) }, 409, owner.cookies)
  }
  return jsonWithCookies({ added: outcome.added.length === 1 }, 200, owner.cookies)
})
