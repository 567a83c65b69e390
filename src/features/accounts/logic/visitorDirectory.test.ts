import { describe, expect, it } from 'vitest'
import { directoryQuery, isVisitorId, pageCount, VISITOR_MAX_PAGE, VISITOR_PAGE_SIZE, VISITOR_SEARCH_MAX_LENGTH, visitorBlockSchema, visitorDeletionSchema, visitorSummary } from './visitorDirectory'

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
    expect(sqlite).toEqual({ id: 'u1', name: 'Anna', surname: 'Rossi', email: 'anna@example.it', kind: 'private', verified: true, blocked: false, mfa: true, createdAt: created.toISOString(), lastSignInAt: null })
    expect(Object.keys(sqlite)).not.toContain('password')
  })

  it('takes only a well-formed id and a yes/no for a block', () => {
    expect(visitorBlockSchema.safeParse({ id: 'abc_DEF-123', blocked: true }).success).toBe(true)
    expect(visitorBlockSchema.safeParse({ id: 'abc', blocked: 'yes' }).success).toBe(false)
    expect(visitorDeletionSchema.safeParse({ id: "x' or 1=1" }).success).toBe(false)
    expect(visitorDeletionSchema.safeParse({ id: '' }).success).toBe(false)
    expect(isVisitorId('Qk3_x-9')).toBe(true)
    expect(isVisitorId('../etc')).toBe(false)
  })
})
