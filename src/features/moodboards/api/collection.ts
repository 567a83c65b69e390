import 'server-only'
import { endpoint } from '@/lib/edge/endpoint'
import { copyTitle } from '../logic/board'
import { MOODBOARD_MAX_BOARDS, MOODBOARD_MAX_ITEMS, MOODBOARD_NOTE_MAX_CHARS, MOODBOARD_SAVE_MAX_BYTES } from '../logic/limits'
import { createSchema } from '../logic/schemas'
import { copySharedBoard, createBoard, listBoards } from '../server/store'
import { boardIdOf, boardOwner, full, jsonWithCookies, missing } from './owner'

const limits = { boards: MOODBOARD_MAX_BOARDS, items: MOODBOARD_MAX_ITEMS, noteChars: MOODBOARD_NOTE_MAX_CHARS }

/**
 * GET /api/user/moodboards: the signed-in visitor's boards, most recently changed first,
 * `{ signedIn: true, boards, limits }`; anyone else `{ signedIn: false, boards: [] }` (200: the
 * page is open to all, an anonymous visitor keeps boards in the browser). Never cached.
 */
export const listMoodboards = endpoint({}, async ({ request, t }) => {
  const owner = await boardOwner(request, t)
  if (!owner.ok) return jsonWithCookies({ signedIn: false, boards: [], limits }, 200, null)
  return jsonWithCookies({ signedIn: true, boards: await listBoards(owner.database, owner.userId), limits }, 200, owner.cookies)
})

/**
 * POST /api/user/moodboards/create `{ title, items? }`: a new private board (with items: a board
 * an anonymous visitor kept in the browser, merged at sign-in). 201 with the board; 409 with a
 * message past MOODBOARD_MAX_BOARDS.
 */
export const createMoodboard = endpoint({ schema: createSchema, budget: 'moodboards', jsonMaxBytes: MOODBOARD_SAVE_MAX_BYTES }, async ({ request, body, t }) => {
  const owner = await boardOwner(request, t)
  if (!owner.ok) return owner.response
  const board = await createBoard(owner.database, owner.userId, body.title, body.items)
  return board ? jsonWithCookies({ board }, 201, owner.cookies) : full(owner, t)
})

/** POST /api/user/moodboards/{id}/copy: a private copy, among the visitor's boards, of a board someone shares (404 when it is not shared). */
export const copyMoodboard = endpoint({ budget: 'moodboards' }, async ({ request, t }, { params }: { params: Promise<{ id: string }> }) => {
  const owner = await boardOwner(request, t)
  if (!owner.ok) return owner.response
  const id = await boardIdOf(params)
  const copy = id ? await copySharedBoard(owner.database, owner.userId, id, (title) => copyTitle(title, t('moodboard.copyMark'))) : 'missing'
  if (copy === 'missing') return missing(owner, t)
  if (copy === 'full') return full(owner, t)
  return jsonWithCookies({ board: copy }, 201, owner.cookies)
})
