/**
 * The communication archive (issue 21 item 7, docs/decisions/039): every mail the site sent a
 * visitor, recorded by the mail adapter (`server/record.ts`), searchable on `/{lang}/access/archive`.
 */
export { MailArchive } from './ui/MailArchive'
export { archivedMails } from './server/record'
