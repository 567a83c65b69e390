import { describe, expect, it } from 'vitest'
import {
  directoryQuery,
  isVisitorId,
  pageCount,
  VISITOR_ADMIN_REASON_MAX_LENGTH,
  VISITOR_MAX_PAGE,
  VISITOR_PAGE_SIZE,
  VISITOR_SEARCH_MAX_LENGTH,
  visitorAdminLogEntry,
  visitorBlockSchema,
  visitorDeletionSchema,
  visitorSummary,
} from './visitorDirectory'

describe('the admin’s visitor list', () => {
  it('reads the search and the page from the address, bounded', () => {
    expect(directoryQuery({})).toEqual({ q: '', page: 1 })
    expect(directoryQuery({ q: '  rossi ', page: '3' })).toEqual({ q: 'rossi', page: 3 })
    expect(directoryQuery({ q: ['a', 'b'], page: ['2'] })).toEqual({ q: 'a', page: 2 })
    expect(directoryQuery({ q: 'x'.repeat(500) }).q).toHaveLength(VISITOR_SEARCH_MAX_LENGTH)
    expect(directoryQuery({ page: '0' }).page).toBe(1)
    expect(directoryQuery({ page: '-4' }).page).toBe(1)
    expect(directoryQuery({ page: 'two' }).page).toBe(1)
    expect(directoryQuery({ page: '999999' }).page).toBe(VISITOR_MAX_PAGE)
  })

  it('counts pages, one at least', () => {
    expect(pageCount(0)).toBe(1)
    expect(pageCount(VISITOR_PAGE_SIZE)).toBe(1)
    expect(pageCount(VISITOR_PAGE_SIZE + 1)).toBe(2)
  })

  it('shows a row of either database the same way, and nothing secret', () => {
    const created = new Date('2026-01-02T03:04:05.000Z')
    const sqlite = visitorSummary({ id: 'u1', name: 'Anna', surname: 'Rossi', email: 'anna@example.it', kind: 'private', emailVerified: 1, banned: 0, twoFactorEnabled: 1, createdAt: created.toISOString(), lastSignInAt: null, password: 'hash' })
    const postgres = visitorSummary({ id: 'u1', name: 'Anna', surname: 'Rossi', email: 'anna@example.it', kind: 'private', emailVerified: true, banned: false, twoFactorEnabled: true, createdAt: created, lastSignInAt: undefined })
    expect(sqlite).toEqual(postgres)
    expect(sqlite).toEqual({ id: 'u1', name: 'Anna', surname: 'Rossi', email: 'anna@example.it', kind: 'private', verified: true, blocked: false, blockReason: null, mfa: true, createdAt: created.toISOString(), lastSignInAt: null })
    expect(Object.keys(sqlite)).not.toContain('password')
  })

  it('shows the reason of a block only while the visitor is blocked', () => {
    expect(visitorSummary({ id: 'u1', banned: 1, banReason: 'spam' }).blockReason).toBe('spam')
    expect(visitorSummary({ id: 'u1', banned: true, banReason: null }).blockReason).toBeNull()
    expect(visitorSummary({ id: 'u1', banned: false, banReason: 'spam' }).blockReason).toBeNull()
  })

  it('takes only a well-formed id, a yes/no for a block and a reason of 3 to 500 code points', () => {
    const reason = 'asked by e-mail'
    expect(visitorBlockSchema.safeParse({ id: 'abc_DEF-123', blocked: true, reason }).success).toBe(true)
    expect(visitorBlockSchema.safeParse({ id: 'abc', blocked: 'yes', reason }).success).toBe(false)
    expect(visitorDeletionSchema.safeParse({ id: "x' or 1=1", reason }).success).toBe(false)
    expect(visitorDeletionSchema.safeParse({ id: '', reason }).success).toBe(false)
    expect(visitorDeletionSchema.safeParse({ id: 'abc' }).success).toBe(false)
    expect(visitorBlockSchema.safeParse({ id: 'abc', blocked: false, reason: '  \n ' }).success).toBe(false)
    expect(visitorBlockSchema.safeParse({ id: 'abc', blocked: false, reason: 'ok' }).success).toBe(false)
    expect(visitorBlockSchema.safeParse({ id: 'abc', blocked: true, reason: '😀'.repeat(VISITOR_ADMIN_REASON_MAX_LENGTH) }).success).toBe(true)
    expect(visitorBlockSchema.safeParse({ id: 'abc', blocked: true, reason: 'x'.repeat(VISITOR_ADMIN_REASON_MAX_LENGTH + 1) }).success).toBe(false)
    const parsed = visitorDeletionSchema.safeParse({ id: 'abc', reason: '  asked\n\tby   phone ' })
    expect(parsed.success && parsed.data.reason).toBe('asked by phone')
    expect(isVisitorId('Qk3_x-9')).toBe(true)
    expect(isVisitorId('../etc')).toBe(false)
  })

  it('reads an audit-trail row of either database, and drops what is not one', () => {
    const at = new Date('2026-11-27T23:00:00.000Z')
    const sqlite = visitorAdminLogEntry({ visitorId: 'u1', action: 'block', reason: 'spam', editorId: 3, editorEmail: 'ed@example.com', at: at.toISOString() })
    const postgres = visitorAdminLogEntry({ visitorId: 'u1', action: 'block', reason: 'spam', editorId: '3', editorEmail: 'ed@example.com', at })
    expect(sqlite).toEqual(postgres)
    expect(sqlite).toEqual({ visitorId: 'u1', action: 'block', reason: 'spam', editorId: '3', editorEmail: 'ed@example.com', at: at.toISOString() })
    expect(visitorAdminLogEntry({ visitorId: 'u1', action: 'promote', at })).toBeNull()
    expect(visitorAdminLogEntry({ visitorId: 'u1', action: 'delete', at: 'not a date' })).toBeNull()
  })
})
