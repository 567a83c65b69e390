import 'server-only'
import { asDate, int, reader, text, type AccountsDatabase } from '@/features/accounts'
import type { TakenRow } from '../logic/history'

const TABLE = '"download_history"'

/**
 * Records that the owner took the download's file now, in that version: one row per (owner,
 * download), updated on each take (one statement, so parallel takes never double it).
 */
export async function recordTake(database: AccountsDatabase, userId: string, downloadId: number, fileVersion: string, takenAt = new Date()): Promise<void> {
  const at = database.kind === 'postgres' ? '$4::timestamptz' : '$4'
  await reader(database)(
    `insert into ${TABLE} ("userId", "downloadId", "fileVersion", "takenAt") values ($1, $2, $3, ${at})
     on conflict ("userId", "downloadId") do update set "fileVersion" = excluded."fileVersion", "takenAt" = excluded."takenAt"`,
    [userId, downloadId, fileVersion, takenAt.toISOString()],
  )
}

/** The owner's history (only theirs: the owner is the statement's condition), newest take first. */
export async function historyOf(database: AccountsDatabase, userId: string): Promise<TakenRow[]> {
  const { rows } = await reader(database)(`select "downloadId", "fileVersion", "takenAt" from ${TABLE} where "userId" = $1 order by "takenAt" desc, "downloadId"`, [userId])
  return rows.map((row) => ({ downloadId: int(row.downloadId), fileVersion: text(row.fileVersion), takenAt: new Date(asDate(row.takenAt)).toISOString() }))
}
