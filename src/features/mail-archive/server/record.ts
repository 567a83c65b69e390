import { asDate, int, reader, text, visitorDatabase } from '@/features/accounts'
import { MAIL_ARCHIVE_BODY_MAX_LENGTH, MAIL_ARCHIVE_PAGE_SIZE, MAIL_ARCHIVE_SUBJECT_MAX_LENGTH, retentionCutoff, searchPattern } from '../logic/archive'

const TABLE = '"mail_archive"'

/** A mail as the visitor's archive shows it. */
export interface ArchivedMail {
  id: number
  subject: string
  body: string
  sentAt: string
}

/**
 * Records a mail the site sent (called by the mail adapter after each message left: the one
 * place every mail passes), one row per recipient address, and drops rows older than the
 * retention period. Kept in the visitor store beside the accounts, keyed by the lower-cased
 * address: also mails sent before an account existed (the verification) are found there.
 */
export async function recordSentMail(mail: { to: readonly string[]; subject: string; text: string }, now = new Date()): Promise<void> {
  if (mail.to.length === 0) return
  const database = await visitorDatabase()
  const query = reader(database)
  const at = database.kind === 'postgres' ? '$4::timestamptz' : '$4'
  for (const email of new Set(mail.to)) {
    await query(`insert into ${TABLE} ("email", "subject", "body", "sentAt") values ($1, $2, $3, ${at})`, [email, mail.subject.slice(0, MAIL_ARCHIVE_SUBJECT_MAX_LENGTH), mail.text.slice(0, MAIL_ARCHIVE_BODY_MAX_LENGTH), now.toISOString()])
  }
  const cutoff = database.kind === 'postgres' ? '$1::timestamptz' : '$1'
  await query(`delete from ${TABLE} where "sentAt" < ${cutoff}`, [retentionCutoff(now).toISOString()])
}

/**
 * The mails sent to the address (only those: the address is the statement's condition), newest
 * first, those whose subject or body holds the search (case-insensitive), at most a page.
 */
export async function archivedMails(email: string, search: string | null, limit = MAIL_ARCHIVE_PAGE_SIZE): Promise<ArchivedMail[]> {
  const database = await visitorDatabase()
  const pattern = searchPattern(search)
  const filter = pattern ? ` and (lower("subject") like $2 escape '\\' or lower("body") like $2 escape '\\')` : ''
  const args: string[] = pattern ? [email.toLowerCase(), pattern] : [email.toLowerCase()]
  const { rows } = await reader(database)(`select "id", "subject", "body", "sentAt" from ${TABLE} where "email" = $1${filter} order by "sentAt" desc, "id" desc limit ${Math.max(1, Math.floor(limit))}`, args)
  return rows.map((row) => ({ id: int(row.id), subject: text(row.subject), body: text(row.body), sentAt: new Date(asDate(row.sentAt)).toISOString() }))
}
