import 'server-only'
import { z } from '@/domain/zod'
import { addPieceToBoard, configurationPieceRef, isBoardId, MOODBOARD_MAX_BOARDS, MOODBOARD_MAX_ITEMS, moodboardTitleSchema } from '@/features/moodboards'
import { endpoint } from '@/lib/edge/endpoint'
import { wishlistItemSchema } from '../logic/schemas'
import { hasItem, removeItem } from '../server/store'
import { jsonWithCookies, wishlistOwner } from './owner'

/** The item, and either one of the visitor's boards (`board`, its id) or a new board's `title`. */
const moveSchema = wishlistItemSchema.extend({ board: z.string().refine(isBoardId).optional(), title: moodboardTitleSchema.optional() }).refine((body) => (body.board === undefined) !== (body.title === undefined), { path: ['board'] })

/**
 * POST /api/user/wishlist/move-to-board `{ kind, id, options, board | title }`: puts the signed-in
 * visitor's wishlist item on one of their moodboards (or on a new one) and takes it off the
 * wishlist. 200 `{ board: { id, title } }`; 404 when the item is not on their wishlist or the
 * board is not theirs; 409 past the moodboards' limits (decision 028) with their messages; 401
 * signed out; 403 from another site. The board is written first: a failure after it leaves the
 * item in both places, never in neither.
 */
export const POST = endpoint({ schema: moveSchema, budget: 'moodboards' }, async ({ request, body, t }) => {
  const owner = await wishlistOwner(request, t)
  if (!owner.ok) return owner.response
  const item = { kind: body.kind, id: body.id, options: body.options }
  if (!(await hasItem(owner.database, owner.userId, item))) return jsonWithCookies({ error: 'not_found', message: t('wishlist.moveFailed') }, 404, owner.cookies)
  const target = body.title !== undefined ? { title: body.title } : { board: body.board ?? '' }
  // A saved configuration goes on the board as that configuration, not as its bare product.
  const pieceRef = item.kind === 'product' && item.options.config ? configurationPieceRef(item.id, item.options.config) : `${item.kind}:${item.id}`
  const outcome = await addPieceToBoard(owner.database, owner.userId, target, pieceRef)
  if (!outcome.ok) {
    if (outcome.problem === 'boardsFull') return jsonWithCookies({ error: 'moodboards_full', message: t('moodboard.full', { max: MOODBOARD_MAX_BOARDS }) }, 409, owner.cookies)
    if (outcome.problem === 'itemsFull') return jsonWithCookies({ error: 'moodboard_items_full', message: t('moodboard.tooManyItems', { max: MOODBOARD_MAX_ITEMS }) }, 409, owner.cookies)
    return jsonWithCookies({ error: 'not_found', message: t('moodboard.missing') }, 404, owner.cookies)
  }
  await removeItem(owner.database, owner.userId, item)
  return jsonWithCookies({ board: outcome.board }, 200, owner.cookies)
})
