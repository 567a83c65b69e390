import 'server-only'
import type { Where } from 'better-auth'
import { payloadClient } from '@/data/payload'
import { forgetSubscriber } from '@/data/newsletter/subscriptions.server'
import { VISITOR_PAGE_SIZE, visitorSummary, type VisitorAdminLogEntry, type VisitorSummary } from '../logic/visitorDirectory'
import { visitorAuth, visitorDatabase } from './auth'
import { adminActions, recordAdminAction, type ActingEditor } from './visitorAdminLog'
import { reader } from './visitorQuery'

/**
 * The editors' view of the visitor store (docs/decisions/032): read from better-auth's own
 * tables, never copied into Payload (one source of truth). Only the admin view and the editors'
 * endpoints call these, after checking the editor's Payload session.
 */

const asRecord = (row: unknown): Record<string, unknown> => (typeof row === 'object' && row !== null ? Object.fromEntries(Object.entries(row)) : {})

/** One page of visitors, newest first, whose name, surname or e-mail contains `q` (any case). */
export async function findVisitors({ q, page }: { q: string; page: number }): Promise<{ visitors: VisitorSummary[]; total: number }> {
  const context = await (await visitorAuth()).$context
  const where: Where[] | undefined =
    q === '' ? undefined : (['email', 'name', 'surname'] as const).map((field) => ({ field, operator: 'contains', value: q, mode: 'insensitive', connector: 'OR' }))
  const [rows, total] = await Promise.all([
    context.internalAdapter.listUsers(VISITOR_PAGE_SIZE, (page - 1) * VISITOR_PAGE_SIZE, { field: 'createdAt', direction: 'desc' }, where),
    context.internalAdapter.countTotalUsers(where),
  ])
  return { visitors: rows.map((row) => visitorSummary(asRecord(row))), total }
}

/** One visitor, or null when there is none with that id. */
export async function findVisitor(id: string): Promise<VisitorSummary | null> {
  const context = await (await visitorAuth()).$context
  const row = await context.internalAdapter.findUserById(id)
  return row ? visitorSummary(asRecord(row)) : null
}

/** The audit trail's latest entries: of one visitor, or of every visitor (newest first). */
export async function visitorAdminLog(visitorId?: string): Promise<VisitorAdminLogEntry[]> {
  return adminActions(await visitorDatabase(), visitorId)
}

/** Who acts and why, for the audit trail. */
export interface AdminChange {
  editor: ActingEditor
  reason: string
}

/**
 * Blocks or unblocks a visitor, saying why. A block ends every session at once; no new one can
 * be made on any sign-in path while it lasts (the session-create hook of `visitorBlocking`); its
 * reason is kept on the visitor (shown in the admin) until the unblock. The audit trail gets the
 * entry first: no change without its record. False when there is no such visitor.
 */
export async function setVisitorBlocked(id: string, blocked: boolean, change: AdminChange): Promise<boolean> {
  const context = await (await visitorAuth()).$context
  if (!(await context.internalAdapter.findUserById(id))) return false
  await recordAdminAction(await visitorDatabase(), { visitorId: id, action: blocked ? 'block' : 'unblock', ...change })
  await context.internalAdapter.updateUser(id, { banned: blocked, banReason: blocked ? change.reason : null })
  if (blocked) await context.internalAdapter.deleteUserSessions(id)
  return true
}

/**
 * What goes beside the visitor's own rows when an account is deleted, by the visitor or an
 * editor: the newsletter record of the address and the trade application (docs/decisions/037),
 * which live in Payload, not in the visitor store.
 */
export async function forgetDeletedVisitor(user: { id: string; email: string }): Promise<void> {
  const payload = await payloadClient()
  await forgetSubscriber(payload, user.email)
  await payload.delete({ collection: 'trade-applications', where: { visitor: { equals: user.id } }, overrideAccess: true })
  // Their trade requests and communication archive (docs/decisions/039).
  await payload.delete({ collection: 'trade-requests', where: { visitor: { equals: user.id } }, overrideAccess: true })
  await reader(await visitorDatabase())('delete from "mail_archive" where "email" = $1', [user.email.toLowerCase()])
}

/**
 * Deletes a visitor on request, as the visitor's own deletion does (better-auth's `deleteUser`
 * steps: sign-in methods, sessions, the user row; the wishlist, moodboards, factors and password
 * history go with the row by their foreign keys), then the newsletter record. The audit trail
 * keeps who deleted the visitor's id, when and why (nothing else of them). False when there is
 * no such visitor.
 */
export async function deleteVisitor(id: string, change: AdminChange): Promise<boolean> {
  const context = await (await visitorAuth()).$context
  const user = await context.internalAdapter.findUserById(id)
  if (!user) return false
  await recordAdminAction(await visitorDatabase(), { visitorId: id, action: 'delete', ...change })
  await context.internalAdapter.deleteUser(id)
  await context.internalAdapter.deleteUserSessions(id)
  await forgetDeletedVisitor(user)
  return true
}
