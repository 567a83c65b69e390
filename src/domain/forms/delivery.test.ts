import { describe, expect, it } from 'vitest'
import { formDelivery, maxDeliveryAttempts, nextAttemptAt, owesMail, retentionCutoff } from './delivery'

const now = new Date('2026-03-31T10:00:00.000Z')
const minutesAfter = (date: Date | null) => (date === null ? null : (date.getTime() - now.getTime()) / 60_000)

describe('form delivery schedule', () => {
  it('waits the grace time for a first attempt that never ended, then 1, 5, 30, 120 and 720 minutes after each failure', () => {
    expect(minutesAfter(nextAttemptAt(0, now))).toBe(formDelivery.pendingGraceMinutes)
    expect([1, 2, 3, 4, 5].map((attempts) => minutesAfter(nextAttemptAt(attempts, now)))).toEqual([1, 5, 30, 120, 720])
  })

  it('gives up after the last attempt: the submission stays failed for an editor', () => {
    expect(maxDeliveryAttempts).toBe(6)
    expect(nextAttemptAt(maxDeliveryAttempts, now)).toBeNull()
    expect(nextAttemptAt(maxDeliveryAttempts + 3, now)).toBeNull()
  })

  it('owes a mail that is pending or failed, not one sent or never asked for', () => {
    expect([owesMail('pending'), owesMail('failed'), owesMail('sent'), owesMail('none'), owesMail(null)]).toEqual([true, true, false, false, false])
  })
})

describe('retention cutoff', () => {
  it('counts calendar months back', () => {
    expect(retentionCutoff(new Date('2026-11-27T08:30:00.000Z'), 24).toISOString()).toBe('2024-11-27T08:30:00.000Z')
    expect(retentionCutoff(new Date('2026-01-15T00:00:00.000Z'), 1).toISOString()).toBe('2025-12-15T00:00:00.000Z')
  })

  it('ends on the last day of a shorter month', () => {
    expect(retentionCutoff(now, 1).toISOString()).toBe('2026-02-28T10:00:00.000Z')
    expect(retentionCutoff(new Date('2024-03-31T00:00:00.000Z'), 1).toISOString()).toBe('2024-02-29T00:00:00.000Z')
  })

  it('keeps at least one month and at most the longest retention, whatever was stored', () => {
    expect(retentionCutoff(now, 0).toISOString()).toBe(retentionCutoff(now, 1).toISOString())
    expect(retentionCutoff(now, 1000).toISOString()).toBe(retentionCutoff(now, formDelivery.maxRetentionMonths).toISOString())
  })
})
