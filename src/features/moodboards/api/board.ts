import 'server-only'
import { endpoint } from '@/lib/edge/endpoint'
import { copyTitle } from '../logic/board'
import { MOODBOARD_SAVE_MAX_BYTES } from '../logic/limits'
import { renameSchema, saveItemsSchema, shareSchema } from '../logic/schemas'
import { deleteBoard, duplicateBoard, getBoard, renameBoard, restoreBoard, saveItems, setShared } from '../server/store'
import { boardIdOf, boardOwner, full, jsonWithCookies, missing } from './owner'

type Route = { params: Promise<{ id: string }> }

/** GET /api/user/moodboards/{id}: the visitor's own board with its items; 404 for any other (someone else's included). */
export const getMoodboard = endpoint({}, async ({ request, t }, { params }: Route) => {
  const owner = await boardOwner(request, t)
  if (!owner.ok) return owner.response
  const id = await boardIdOf(params)
  const board = id ? await getBoard(owner.database, owner.userId, id) : null
  return board ? jsonWithCookies({ board }, 200, owner.cookies) : missing(owner, t)
})

/** POST /api/user/moodboards/{id}/rename `{ title }`. */
export const renameMoodboard = endpoint({ schema: renameSchema, budget: 'moodboards' }, async ({ request, body, t }, { params }: Route) => {
  const owner = await boardOwner(request, t)
  if (!owner.ok) return owner.response
  const id = await boardIdOf(params)
  const renamed = id ? await renameBoard(owner.database, owner.userId, id, body.title) : false
  return renamed ? jsonWithCookies({ title: body.title }, 200, owner.cookies) : missing(owner, t)
})

/** POST /api/user/moodboards/{id}/items `{ items }`: the board's whole layout, saved in one transaction (the editor's autosave). */
export const saveMoodboardItems = endpoint({ schema: saveItemsSchema, budget: 'moodboards', jsonMaxBytes: MOODBOARD_SAVE_MAX_BYTES }, async ({ request, body, t }, { params }: Route) => {
  const owner = await boardOwner(request, t)
  if (!owner.ok) return owner.response
  const id = await boardIdOf(params)
  const savedAt = id ? await saveItems(owner.database, owner.userId, id, body.items) : null
  return savedAt ? jsonWithCookies({ savedAt, itemCount: body.items.length }, 200, owner.cookies) : missing(owner, t)
})

/** POST /api/user/moodboards/{id}/share `{ shared }`: turns the board's public read-only page on or off. */
export const shareMoodboard = endpoint({ schema: shareSchema, budget: 'moodboards' }, async ({ request, body, t }, { params }: Route) => {
  const owner = await boardOwner(request, t)
  if (!owner.ok) return owner.response
  const id = await boardIdOf(params)
  const changed = id ? await setShared(owner.database, owner.userId, id, body.shared) : false
  return changed ? jsonWithCookies({ shared: body.shared }, 200, owner.cookies) : missing(owner, t)
})

/** POST /api/user/moodboards/{id}/duplicate: a private copy among the visitor's boards (409 past the limit). */
export const duplicateMoodboard = endpoint({ budget: 'moodboards' }, async ({ request, t }, { params }: Route) => {
  const owner = await boardOwner(request, t)
  if (!owner.ok) return owner.response
  const id = await boardIdOf(params)
  const copy = id ? await duplicateBoard(owner.database, owner.userId, id, (title) => copyTitle(title, t('moodboard.copyMark'))) : 'missing'
  if (copy === 'missing') return missing(owner, t)
  if (copy === 'full') return full(owner, t)
  return jsonWithCookies({ board: copy }, 201, owner.cookies)
})

/** POST /api/user/moodboards/{id}/delete: deletes the board (its link stops at once); /restore brings it back for a while. */
export const deleteMoodboard = endpoint({ budget: 'moodboards' }, async ({ request, t }, { params }: Route) => {
  const owner = await boardOwner(request, t)
  if (!owner.ok) return owner.response
  const id = await boardIdOf(params)
  const deleted = id ? await deleteBoard(owner.database, owner.userId, id) : false
  return deleted ? jsonWithCookies({ deleted: true }, 200, owner.cookies) : missing(owner, t)
})

/** POST /api/user/moodboards/{id}/restore: undoes a delete made less than MOODBOARD_UNDO_SECONDS ago. */
export const restoreMoodboard = endpoint({ budget: 'moodboards' }, async ({ request, t }, { params }: Route) => {
  const owner = await boardOwner(request, t)
  if (!owner.ok) return owner.response
  const id = await boardIdOf(params)
  const outcome = id ? await restoreBoard(owner.database, owner.userId, id) : 'gone'
  if (outcome === 'full') return full(owner, t)
  if (outcome === 'gone') return jsonWithCookies({ error: 'not_found', message: t('moodboard.undoExpired') }, 404, owner.cookies)
  return jsonWithCookies({ restored: true }, 200, owner.cookies)
})
