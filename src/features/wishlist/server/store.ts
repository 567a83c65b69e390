import 'server-only'
import type { AccountsDatabase } from '@/features/accounts'
import { itemKey, optionsFromKey, optionsKey, WISHLIST_MAX_ITEMS, type WishlistItem, type WishlistKind } from '../logic/items'

/** A saved item as the owner's list shows it, newest first. */
export interface StoredItem extends WishlistItem {
  savedAt: string
}

/** What an add or a merge did: per item, saved now, already there, or refused (the list is full). */
export interface AddOutcome {
  added: WishlistItem[]
  kept: WishlistItem[]
  refused: WishlistItem[]
}

/** The advisory lock class under which one visitor's adds take turns on PostgreSQL (see accounts' 7_401_513). */
const WISHLIST_LOCK_CLASS = 7_401_514

const TABLE = '"wishlist_item"'
/** Inserts the item unless it is there or the list is full: one statement, decided under the writer's turn. */
const insert = (values: string) => `insert into ${TABLE} ("userId", "kind", "itemId", "options", "createdAt")
  select ${values} where (select count(*) from ${TABLE} where "userId" = $1) < $6
  on conflict ("userId", "kind", "itemId", "options") do nothing`
// PostgreSQL types a SELECT list's parameters as text unless told.
const INSERT_POSTGRES = insert('$1::text, $2::text, $3::text, $4::text, $5::timestamptz')
const INSERT_SQLITE = insert('?1, ?2, ?3, ?4, ?5').replace(/\$(\d+)/g, '?$1')
const EXISTS = `select 1 from ${TABLE} where "userId" = $1 and "kind" = $2 and "itemId" = $3 and "options" = $4`
const sqlite = (sql: string) => sql.replace(/\$(\d+)/g, '?$1')

const text = (value: unknown): string => (typeof value === 'string' ? value : typeof value === 'number' || typeof value === 'bigint' ? String(value) : '')
const asDate = (value: unknown): string => (value instanceof Date ? value.toISOString() : text(value))

function rowToItem(row: Record<string, unknown>): StoredItem {
  return { kind: text(row.kind) as WishlistKind, id: text(row.itemId), options: optionsFromKey(text(row.options)), savedAt: asDate(row.createdAt) }
}

/** The owner's items, newest first. */
export async function listItems(database: AccountsDatabase, userId: string): Promise<StoredItem[]> {
  const sql = `select "kind", "itemId", "options", "createdAt" from ${TABLE} where "userId" = $1 order by "id" desc`
  if (database.kind === 'postgres') return (await database.pool.query<Record<string, unknown>>(sql, [userId])).rows.map(rowToItem)
  return (await database.client.execute({ sql: sqlite(sql), args: [userId] })).rows.map((row) => rowToItem({ ...row }))
}

/**
 * Saves `items` for the owner in one transaction, in order, each once, as long as the list has
 * room for it (WISHLIST_MAX_ITEMS). One visitor's writes take turns — SQLite's one writer per
 * process, PostgreSQL's per-owner advisory lock — so parallel adds never pass the limit, and the
 * unique (owner, kind, id, options) key keeps parallel adds of one item to one row.
 */
export async function addItems(database: AccountsDatabase, userId: string, items: readonly WishlistItem[], limit = WISHLIST_MAX_ITEMS): Promise<AddOutcome> {
  const outcome: AddOutcome = { added: [], kept: [], refused: [] }
  const unique = [...new Map(items.map((item) => [itemKey(item), item])).values()]
  const now = new Date().toISOString()
  if (database.kind === 'postgres') {
    const client = await database.pool.connect()
    try {
      await client.query('BEGIN')
      await client.query('SELECT pg_advisory_xact_lock($1, hashtext($2))', [WISHLIST_LOCK_CLASS, userId])
      for (const item of unique) {
        const args = [userId, item.kind, item.id, optionsKey(item.options)]
        const inserted = await client.query(INSERT_POSTGRES, [...args, now, limit])
        if (inserted.rowCount === 1) outcome.added.push(item)
        else if ((await client.query(EXISTS, args)).rowCount === 1) outcome.kept.push(item)
        else outcome.refused.push(item)
      }
      await client.query('COMMIT')
    } catch (error) {
      await client.query('ROLLBACK')
      throw error
    } finally {
      client.release()
    }
    return outcome
  }
  const transaction = await database.client.transaction('write')
  try {
    for (const item of unique) {
      const args = [userId, item.kind, item.id, optionsKey(item.options)]
      const inserted = await transaction.execute({ sql: INSERT_SQLITE, args: [...args, now, limit] })
      if (inserted.rowsAffected === 1) outcome.added.push(item)
      else if ((await transaction.execute({ sql: sqlite(EXISTS), args })).rows.length === 1) outcome.kept.push(item)
      else outcome.refused.push(item)
    }
    await transaction.commit()
  } finally {
    transaction.close()
  }
  return outcome
}

/** Removes the owner's item (only theirs: the owner is part of the condition); whether there was one. */
export async function removeItem(database: AccountsDatabase, userId: string, item: WishlistItem): Promise<boolean> {
  const sql = `delete from ${TABLE} where "userId" = $1 and "kind" = $2 and "itemId" = $3 and "options" = $4`
  const args = [userId, item.kind, item.id, optionsKey(item.options)]
  if (database.kind === 'postgres') return ((await database.pool.query(sql, args)).rowCount ?? 0) > 0
  return (await database.client.execute({ sql: sqlite(sql), args })).rowsAffected > 0
}

/** Whether the owner's list holds the item (only theirs: the owner is part of the condition). */
export async function hasItem(database: AccountsDatabase, userId: string, item: WishlistItem): Promise<boolean> {
  const args = [userId, item.kind, item.id, optionsKey(item.options)]
  if (database.kind === 'postgres') return ((await database.pool.query(EXISTS, args)).rowCount ?? 0) > 0
  return (await database.client.execute({ sql: sqlite(EXISTS), args })).rows.length > 0
}
