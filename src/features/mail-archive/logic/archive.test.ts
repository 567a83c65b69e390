import { describe, expect, it } from 'vitest'
import { MAIL_ARCHIVE_QUERY_MAX_LENGTH, MAIL_ARCHIVE_RETENTION_DAYS, retentionCutoff, searchPattern } from './archive'

describe('mail archive', () => {
  it('searches for the words typed, lower-cased, with like characters escaped', () => {
    expect(searchPattern('  Offer ')).toBe('%offer%')
    expect(searchPattern('50%_off\\')).toBe('%50\\%\\_off\\\\%')
    expect(searchPattern('   ')).toBeNull()
    expect(searchPattern(null)).toBeNull()
    expect(searchPattern('x'.repeat(500))).toBe(`%${'x'.repeat(MAIL_ARCHIVE_QUERY_MAX_LENGTH)}%`)
  })
  it('keeps mails for the retention period', () => {
    const now = new Date('2026-11-28T00:00:00.000Z')
    expect(now.getTime() - retentionCutoff(now).getTime()).toBe(MAIL_ARCHIVE_RETENTION_DAYS * 86_400_000)
  })
})
