/** How long a sent mail stays in the visitor's communication archive (docs/decisions/039). */
export const MAIL_ARCHIVE_RETENTION_DAYS = 730
/** The most mails one archive page lists (newest first). */
export const MAIL_ARCHIVE_PAGE_SIZE = 50
/** The longest search a visitor types in the archive. */
export const MAIL_ARCHIVE_QUERY_MAX_LENGTH = 100
/** The longest subject and body kept of a mail (a mail longer than this is kept cut). */
export const MAIL_ARCHIVE_SUBJECT_MAX_LENGTH = 300
export const MAIL_ARCHIVE_BODY_MAX_LENGTH = 20_000

/** The moment before which archived mails are removed. */
export const retentionCutoff = (now: Date) => new Date(now.getTime() - MAIL_ARCHIVE_RETENTION_DAYS * 24 * 60 * 60 * 1000)

/**
 * The visitor's search as a case-insensitive `like` pattern over subject and body: trimmed, cut
 * to MAIL_ARCHIVE_QUERY_MAX_LENGTH, the pattern's own characters escaped (with `\`); null when
 * there is nothing to search for.
 */
export function searchPattern(query: string | null | undefined): string | null {
  const words = (query ?? '').trim().slice(0, MAIL_ARCHIVE_QUERY_MAX_LENGTH).toLowerCase()
  if (words === '') return null
  return `%${words.replace(/[\\%_]/g, (character) => `\\${character}`)}%`
}
