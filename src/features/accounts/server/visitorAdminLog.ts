import type { AccountsDatabase } from './database'
import { VISITOR_ADMIN_LOG_PAGE_SIZE, visitorAdminLogEntry, type VisitorAdminAction, type VisitorAdminLogEntry } from '../logic/visitorDirectory'

/**
 * The editors' audit trail on the visitor store (docs/decisions/032, addendum in 012): who
 * blocked, unblocked or deleted which visitor, when and why. In the visitor store beside the
 * visitors (table `visitor_admin_log`, visitor-store migration 008), with no foreign key: an
 * entry outlives the visitor it names (only by id) and the editor (id and e-mail at the time).
 * Written only by the editors' endpoints; never changed or deleted by the application.
 */
const TABLE = '"visitor_admin_log"'
const sqlite = (sql: string) => sql.replace(/\$(\d+)/g, '?$1')
const COLUMNS = '"visitorId", "action", "reason", "editorId", "editorEmail", "at"'

/** The editor who acts: Payload's user id and e-mail. */
export interface ActingEditor {
  id: string
  email: string
}

/** Appends one entry. */
export async function recordAdminAction(database: AccountsDatabase, entry: { visitorId: string; action: VisitorAdminAction; reason: string; editor: ActingEditor }): Promise<void> {
  const sql = `insert into ${TABLE} (${COLUMNS}) values ($1, $2, $3, $4, $5, $6)`
  const args = [entry.visitorId, entry.action, entry.reason, entry.editor.id, entry.editor.email, new Date().toISOString()]
  if (database.kind === 'postgres') await database.pool.query(sql, args)
  else await database.client.execute({ sql: sqlite(sql), args })
}

/** The latest entries, newest first: of one visitor, or of all when `visitorId` is undefined. */
export async function adminActions(database: AccountsDatabase, visitorId?: string): Promise<VisitorAdminLogEntry[]> {
  const where = visitorId === undefined ? '' : 'where "visitorId" = $2'
  const sql = `select ${COLUMNS} from ${TABLE} ${where} order by "id" desc limit $1`
  const args: (string | number)[] = visitorId === undefined ? [VISITOR_ADMIN_LOG_PAGE_SIZE] : [VISITOR_ADMIN_LOG_PAGE_SIZE, visitorId]
  const rows: Record<string, unknown>[] = database.kind === 'postgres' ? (await database.pool.query<Record<string, unknown>>(sql, args)).rows : (await database.client.execute({ sql: sqlite(sql), args })).rows
  return rows.map(visitorAdminLogEntry).filter((entry): entry is VisitorAdminLogEntry => entry !== null)
}
