import 'server-only'
import { endpoint } from '@/lib/edge/endpoint'
import { removeSchema } from '../logic/schemas'
import { removeItem } from '../server/store'
import { jsonWithCookies, wishlistOwner } from './owner'

/** POST /api/user/wishlist/remove `{ kind, id, options }`: removes the signed-in visitor's own item; 200 `{ removed }` either way. */
export const POST = endpoint({ schema: removeSchema, budget: 'wishlist' }, async ({ request, body, t }) => {
  const owner = await wishlistOwner(request, t)
  if (!owner.ok) return owner.response
  const removed = await removeItem(owner.database, owner.userId, body)
  return jsonWithCookies({ removed }, 200, owner.cookies)
})
