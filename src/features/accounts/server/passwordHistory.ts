import type { AccountsDatabase } from './database'
import { PASSWORD_HISTORY_DEPTH } from '../logic/passwordPolicy'

const TABLE = '"password_history"'
const sqlite = (sql: string) => sql.replace(/\$(\d+)/g, '?$1')

/** The hashes of the account's last passwords, newest first (at most `PASSWORD_HISTORY_DEPTH`). */
export async function recentPasswordHashes(database: AccountsDatabase, userId: string): Promise<string[]> {
  const sql = `select "hash" from ${TABLE} where "userId" = $1 order by "id" desc limit $2`
  const args = [userId, PASSWORD_HISTORY_DEPTH]
  const rows = database.kind === 'postgres' ? (await database.pool.query<{ hash: unknown }>(sql, args)).rows : (await database.client.execute({ sql: sqlite(sql), args })).rows
  return rows.map((row) => row.hash).filter((hash): hash is string => typeof hash === 'string')
}

/**
 * Records a password hash the account now has, and forgets the ones beyond the history's depth.
 * Called by better-auth's account hooks whenever it writes a password (sign-up, change, reset).
 */
export async function recordPasswordHash(database: AccountsDatabase, userId: string, hash: string): Promise<void> {
  const insert = `insert into ${TABLE} ("userId", "hash", "createdAt") values ($1, $2, $3)`
  const prune = `delete from ${TABLE} where "userId" = $1 and "id" not in (select "id" from ${TABLE} where "userId" = $1 order by "id" desc limit $2)`
  const now = new Date().toISOString()
  if (database.kind === 'postgres') {
    await database.pool.query(insert, [userId, hash, now])
    await database.pool.query(prune, [userId, PASSWORD_HISTORY_DEPTH])
    return
  }
  await database.client.batch(
    [
      { sql: sqlite(insert), args: [userId, hash, now] },
      { sql: sqlite(prune), args: [userId, PASSWORD_HISTORY_DEPTH] },
    ],
    'write',
  )
}
