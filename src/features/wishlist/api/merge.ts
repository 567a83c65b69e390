import 'server-only'
import { endpoint } from '@/lib/edge/endpoint'
import { WISHLIST_MAX_ITEMS } from '../logic/items'
import { mergeSchema } from '../logic/schemas'
import { addItems } from '../server/store'
import { jsonWithCookies, wishlistOwner } from './owner'

/**
 * POST /api/user/wishlist/merge `{ items }` (at most WISHLIST_MERGE_BATCH): the items an
 * anonymous visitor kept in the browser, saved into the account at sign-in in one transaction —
 * those already there are kept once, those past WISHLIST_MAX_ITEMS come back as `refused` (with
 * a message) for the browser to keep.
 */
export const POST = endpoint({ schema: mergeSchema, budget: 'wishlist' }, async ({ request, body, t }) => {
  const owner = await wishlistOwner(request, t)
  if (!owner.ok) return owner.response
  const { added, kept, refused } = await addItems(owner.database, owner.userId, body.items)
  return jsonWithCookies(
    { added: added.length, kept: kept.length, refused, ...(refused.length > 0 && { message: t('wishlist.full', { max: WISHLIST_MAX_ITEMS }) }) },
    200,
    owner.cookies,
  )
})
