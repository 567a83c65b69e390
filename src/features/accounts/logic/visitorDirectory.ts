import { z } from '@/domain/zod'
import { asFields } from '@/domain/http/inputIssues'
import { codePoints } from './fields'

/** Visitors per page of the admin's list (docs/decisions/032). */
export const VISITOR_PAGE_SIZE = 25
/** The longest search an editor may type (name or e-mail part). */
export const VISITOR_SEARCH_MAX_LENGTH = 100
/** The highest page number read from an address: beyond it, the last page anyone could need. */
export const VISITOR_MAX_PAGE = 10_000

/** What the admin shows of a visitor: never a hash, a token or a factor's secret. */
export interface VisitorSummary {
  id: string
  name: string
  surname: string
  email: string
  kind: string
  verified: boolean
  blocked: boolean
  /** Why an editor blocked the visitor (null when not blocked or blocked before reasons were asked). */
  blockReason: string | null
  mfa: boolean
  createdAt: string
  lastSignInAt: string | null
}

/** The list's search and page from the address (`?q=…&page=…`): trimmed, bounded, page ≥ 1. */
export function directoryQuery(params: { q?: unknown; page?: unknown }): { q: string; page: number } {
  const first = (value: unknown): unknown => (Array.isArray(value) ? (value[0] as unknown) : value)
  const rawQ = first(params.q)
  const q = typeof rawQ === 'string' ? rawQ.trim().slice(0, VISITOR_SEARCH_MAX_LENGTH) : ''
  const rawPage = first(params.page)
  const page = typeof rawPage === 'string' && /^\d{1,6}$/.test(rawPage) ? Math.min(Math.max(Number(rawPage), 1), VISITOR_MAX_PAGE) : 1
  return { q, page }
}

/** How many pages `total` visitors fill (at least one, the empty one). */
export function pageCount(total: number): number {
  return Math.max(1, Math.ceil(total / VISITOR_PAGE_SIZE))
}

const text = (value: unknown) => (typeof value === 'string' ? value : '')
const isoDate = (value: unknown): string | null => {
  const date = value instanceof Date ? value : typeof value === 'string' || typeof value === 'number' ? new Date(value) : null
  return date && !Number.isNaN(date.getTime()) ? date.toISOString() : null
}
/** SQLite gives booleans back as 0/1, PostgreSQL as booleans. */
const flag = (value: unknown) => value === true || value === 1 || value === '1'

/** A user row of the visitor store as the admin shows it (only the fields listed above). */
export function visitorSummary(row: Record<string, unknown>): VisitorSummary {
  return {
    id: text(row.id),
    name: text(row.name),
    surname: text(row.surname),
    email: text(row.email),
    kind: text(row.kind),
    verified: flag(row.emailVerified),
    blocked: flag(row.banned),
    blockReason: flag(row.banned) && typeof row.banReason === 'string' && row.banReason !== '' ? row.banReason : null,
    mfa: flag(row.twoFactorEnabled),
    createdAt: isoDate(row.createdAt) ?? '',
    lastSignInAt: isoDate(row.lastSignInAt),
  }
}

/** A visitor's id as better-auth makes them (letters, digits, `_` and `-`). */
const VISITOR_ID_PATTERN = /^[A-Za-z0-9_-]{1,64}$/
export const isVisitorId = (value: string) => VISITOR_ID_PATTERN.test(value)
const visitorId = () => z.string().regex(VISITOR_ID_PATTERN, { error: 'validation.checkFields' })

/** The longest reason an editor may give for blocking, unblocking or deleting a visitor. */
export const VISITOR_ADMIN_REASON_MAX_LENGTH = 500
/** The shortest: a reason says something ('spam', 'asked by e-mail'). */
export const VISITOR_ADMIN_REASON_MIN_LENGTH = 3
/** Entries of the audit trail shown at once (a visitor's, or the latest of all). */
export const VISITOR_ADMIN_LOG_PAGE_SIZE = 25

/** Why: required, trimmed, inner runs of white space made one space, 3–500 code points. */
const reason = () =>
  z
    .string({ error: 'admin.visitors.reasonRequired' })
    .transform((value) => value.replace(/\s+/g, ' ').trim())
    .pipe(
      z
        .string()
        .refine((value) => codePoints(value) >= VISITOR_ADMIN_REASON_MIN_LENGTH, { error: 'admin.visitors.reasonRequired' })
        .refine((value) => codePoints(value) <= VISITOR_ADMIN_REASON_MAX_LENGTH, { error: 'admin.visitors.reasonTooLong' }),
    )

/** An editor blocks or unblocks a visitor, saying why (kept in the audit trail; a block's reason also on the visitor). */
export const visitorBlockSchema = z.preprocess(asFields, z.object({ id: visitorId(), blocked: z.boolean(), reason: reason() }))
/** An editor deletes a visitor (after confirming in the admin), saying why (kept in the audit trail). */
export const visitorDeletionSchema = z.preprocess(asFields, z.object({ id: visitorId(), reason: reason() }))

/** What an editor did to a visitor. */
export const visitorAdminActions = ['block', 'unblock', 'delete'] as const
export type VisitorAdminAction = (typeof visitorAdminActions)[number]

/**
 * One entry of the editors' audit trail: who (the editor's id and e-mail at the time), did what,
 * to which visitor (the id only: the entry outlives a deleted visitor and keeps nothing of them),
 * when, and why.
 */
export interface VisitorAdminLogEntry {
  visitorId: string
  action: VisitorAdminAction
  reason: string
  editorId: string
  editorEmail: string
  at: string
}

/** A row of the audit trail as either database gives it back; null for a row that is not one. */
export function visitorAdminLogEntry(row: Record<string, unknown>): VisitorAdminLogEntry | null {
  const action = visitorAdminActions.find((known) => known === row.action)
  const at = isoDate(row.at)
  if (!action || !at) return null
  return { visitorId: text(row.visitorId), action, reason: text(row.reason), editorId: typeof row.editorId === 'number' ? String(row.editorId) : text(row.editorId), editorEmail: text(row.editorEmail), at }
}
