import 'server-only'
import { randomUUID } from 'node:crypto'
import type { AccountsDatabase } from '@/features/accounts'
import { boardItemKinds, placed, type BoardItem, type BoardItemKind, type BoardSummary, type NewItem } from '../logic/board'
import { MOODBOARD_MAX_BOARDS, MOODBOARD_MAX_ITEMS, MOODBOARD_UNDO_SECONDS } from '../logic/limits'
import { asDate, int, reader, text, writeAsOwner, type Query } from './sql'

/** A board with its items, in their saved order. */
export interface StoredBoard extends BoardSummary {
  items: BoardItem[]
}

/** A shared board as anyone with its link sees it: the owner's first name only. */
export interface SharedBoard {
  id: string
  title: string
  ownerFirstName: string
  items: BoardItem[]
}

const LIVE = '"deletedAt" is null'
const toKind = (value: unknown): BoardItemKind => boardItemKinds.find((kind) => kind === value) ?? 'note'

function rowToItem(row: Record<string, unknown>): BoardItem {
  return { kind: toKind(row.kind), ref: text(row.ref), x: int(row.x), y: int(row.y), w: int(row.w), h: int(row.h), z: int(row.z), text: text(row.text), colour: text(row.colour) }
}
function rowToSummary(row: Record<string, unknown>): BoardSummary {
  return { id: text(row.id), title: text(row.title), shared: int(row.shared) === 1, itemCount: int(row.itemCount), updatedAt: asDate(row.updatedAt) }
}

const SUMMARY = `select b."id", b."title", b."shared", b."updatedAt", (select count(*) from "moodboard_item" i where i."boardId" = b."id") as "itemCount" from "moodboard" b`

const liveCount = async (query: Query, userId: string) => int((await query(`select count(*) as "n" from "moodboard" where "userId" = $1 and ${LIVE}`, [userId])).rows[0]?.n)

async function itemsOf(query: Query, boardId: string): Promise<BoardItem[]> {
  const { rows } = await query('select "kind", "ref", "x", "y", "w", "h", "z", "text", "colour" from "moodboard_item" where "boardId" = $1 order by "position"', [boardId])
  return rows.map(rowToItem)
}

/** Replaces a board's items by `items`, in one statement (the caller holds the write). */
async function replaceItems(query: Query, boardId: string, items: readonly BoardItem[]): Promise<void> {
  await query('delete from "moodboard_item" where "boardId" = $1', [boardId])
  if (items.length === 0) return
  const columns = 11
  const values = items.map((_, row) => `(${Array.from({ length: columns }, (__, column) => `$${row * columns + column + 1}`).join(', ')})`).join(', ')
  const args = items.flatMap((item, position) => [boardId, position, item.kind, item.ref, item.x, item.y, item.w, item.h, item.z, item.text, item.colour])
  await query(`insert into "moodboard_item" ("boardId", "position", "kind", "ref", "x", "y", "w", "h", "z", "text", "colour") values ${values}`, args)
}

/** The owner's live boards, most recently changed first. */
export async function listBoards(database: AccountsDatabase, userId: string): Promise<BoardSummary[]> {
  const { rows } = await reader(database)(`${SUMMARY} where b."userId" = $1 and b.${LIVE} order by b."updatedAt" desc, b."createdAt" desc`, [userId])
  return rows.map(rowToSummary)
}

/** The owner's board with its items, or null (none, deleted, or another visitor's: the same answer). */
export async function getBoard(database: AccountsDatabase, userId: string, id: string): Promise<StoredBoard | null> {
  const query = reader(database)
  const { rows } = await query(`${SUMMARY} where b."id" = $1 and b."userId" = $2 and b.${LIVE}`, [id, userId])
  const row = rows[0]
  return row ? { ...rowToSummary(row), items: await itemsOf(query, id) } : null
}

/** A board its owner shares, as its link shows it, or null (not shared, deleted or unknown: the same answer). */
export async function getSharedBoard(database: AccountsDatabase, id: string): Promise<SharedBoard | null> {
  const query = reader(database)
  const { rows } = await query(`select b."id", b."title", u."name" as "firstName" from "moodboard" b join "user" u on u."id" = b."userId" where b."id" = $1 and b."shared" = 1 and b.${LIVE}`, [id])
  const row = rows[0]
  return row ? { id: text(row.id), title: text(row.title), ownerFirstName: text(row.firstName), items: await itemsOf(query, id) } : null
}

/**
 * A new board for the owner, private, with `items`, as long as the owner has fewer than
 * MOODBOARD_MAX_BOARDS live boards (decided under the owner's write turn: parallel creates cannot
 * pass it); null when full. Deleted boards past their undo time are cleared first.
 */
export async function createBoard(database: AccountsDatabase, userId: string, title: string, items: readonly BoardItem[], limit = MOODBOARD_MAX_BOARDS): Promise<StoredBoard | null> {
  const id = randomUUID()
  const now = new Date().toISOString()
  const cutoff = new Date(Date.now() - MOODBOARD_UNDO_SECONDS * 1000).toISOString()
  return writeAsOwner(database, userId, async (query) => {
    await query(`delete from "moodboard" where "userId" = $1 and "deletedAt" < $2`, [userId, cutoff])
    // Counted under the owner's write turn: no other write of theirs runs between count and insert.
    if ((await liveCount(query, userId)) >= limit) return null
    await query('insert into "moodboard" ("id", "userId", "title", "shared", "createdAt", "updatedAt") values ($1, $2, $3, 0, $4, $4)', [id, userId, title, now])
    await replaceItems(query, id, items)
    return { id, title, shared: false, itemCount: items.length, updatedAt: now, items: [...items] }
  })
}

/** Changes one live board of the owner's (the owner is part of the condition); whether there was one. */
async function updateOwn(database: AccountsDatabase, userId: string, id: string, set: string, args: readonly (string | number)[]): Promise<boolean> {
  const now = new Date().toISOString()
  return writeAsOwner(database, userId, async (query) => {
    const result = await query(`update "moodboard" set ${set}, "updatedAt" = $3 where "id" = $1 and "userId" = $2 and ${LIVE}`, [id, userId, now, ...args])
    return result.count === 1
  })
}

export const renameBoard = (database: AccountsDatabase, userId: string, id: string, title: string) => updateOwn(database, userId, id, '"title" = $4', [title])
export const setShared = (database: AccountsDatabase, userId: string, id: string, shared: boolean) => updateOwn(database, userId, id, '"shared" = $4', [shared ? 1 : 0])

/** Deletes the owner's board so that it can be brought back for MOODBOARD_UNDO_SECONDS (its link stops working at once). */
export async function deleteBoard(database: AccountsDatabase, userId: string, id: string): Promise<boolean> {
  return writeAsOwner(database, userId, async (query) => {
    const result = await query(`update "moodboard" set "deletedAt" = $3 where "id" = $1 and "userId" = $2 and ${LIVE}`, [id, userId, new Date().toISOString()])
    return result.count === 1
  })
}

/** Brings back a board the owner deleted less than MOODBOARD_UNDO_SECONDS ago, within the boards limit: 'restored', 'full' or 'gone'. */
export async function restoreBoard(database: AccountsDatabase, userId: string, id: string, limit = MOODBOARD_MAX_BOARDS): Promise<'restored' | 'full' | 'gone'> {
  const cutoff = new Date(Date.now() - MOODBOARD_UNDO_SECONDS * 1000).toISOString()
  return writeAsOwner(database, userId, async (query) => {
    const deleted = await query(`select 1 from "moodboard" where "id" = $1 and "userId" = $2 and "deletedAt" >= $3`, [id, userId, cutoff])
    if (deleted.rows.length === 0) return 'gone'
    if ((await liveCount(query, userId)) >= limit) return 'full'
    await query('update "moodboard" set "deletedAt" = null where "id" = $1 and "userId" = $2', [id, userId])
    return 'restored'
  })
}

/**
 * Saves the layout of the owner's board — all its items in one transaction, replacing what was
 * there — and returns when it was saved, or null when the board is not the owner's live board.
 * Parallel saves of one board take turns (the owner's write turn) and the last one wins whole.
 */
export async function saveItems(database: AccountsDatabase, userId: string, id: string, items: readonly BoardItem[]): Promise<string | null> {
  const now = new Date().toISOString()
  return writeAsOwner(database, userId, async (query) => {
    const owned = await query(`update "moodboard" set "updatedAt" = $3 where "id" = $1 and "userId" = $2 and ${LIVE}`, [id, userId, now])
    if (owned.count !== 1) return null
    await replaceItems(query, id, items)
    return now
  })
}

/** A copy of the owner's board (private, titled `title`), or 'missing' / 'full'. */
export async function duplicateBoard(database: AccountsDatabase, userId: string, id: string, title: (original: string) => string): Promise<StoredBoard | 'missing' | 'full'> {
  const source = await getBoard(database, userId, id)
  if (!source) return 'missing'
  return (await createBoard(database, userId, title(source.title), source.items)) ?? 'full'
}

/** A copy, in the visitor's own boards, of a board someone shares, or 'missing' / 'full'. */
export async function copySharedBoard(database: AccountsDatabase, userId: string, id: string, title: (original: string) => string): Promise<StoredBoard | 'missing' | 'full'> {
  const source = await getSharedBoard(database, id)
  if (!source) return 'missing'
  return (await createBoard(database, userId, title(source.title), source.items)) ?? 'full'
}

/**
 * Adds one item to the owner's live board, placed as the editor places a new one (in front, in
 * the cascade), as long as the board holds fewer than MOODBOARD_MAX_ITEMS — counted under the
 * owner's write turn, so parallel adds cannot pass it: 'added', 'missing' or 'full'.
 */
export async function addItem(database: AccountsDatabase, userId: string, id: string, item: NewItem, limit = MOODBOARD_MAX_ITEMS): Promise<'added' | 'missing' | 'full'> {
  const now = new Date().toISOString()
  return writeAsOwner(database, userId, async (query) => {
    const owned = await query(`update "moodboard" set "updatedAt" = $3 where "id" = $1 and "userId" = $2 and ${LIVE}`, [id, userId, now])
    if (owned.count !== 1) return 'missing'
    const items = await itemsOf(query, id)
    // A refusal rolls back the stamp above with the rest of the turn.
    if (items.length >= limit) throw new BoardFullError()
    const next = placed(items, item)
    await query('insert into "moodboard_item" ("boardId", "position", "kind", "ref", "x", "y", "w", "h", "z", "text", "colour") values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11)', [
      id,
      items.length,
      next.kind,
      next.ref,
      next.x,
      next.y,
      next.w,
      next.h,
      next.z,
      next.text,
      next.colour,
    ])
    return 'added' as const
  }).catch((error: unknown) => {
    if (error instanceof BoardFullError) return 'full' as const
    throw error
  })
}

/** Thrown inside a write turn to roll it back when the board is full. */
class BoardFullError extends Error {
  constructor() {
    super('the moodboard holds the most items it may')
  }
}
