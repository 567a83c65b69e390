import { describe, expect, it } from 'vitest'
import { localClock, openState, type OpeningSlot } from './openingHours'

const weekdays: OpeningSlot[] = (['mon', 'tue', 'wed', 'thu', 'fri'] as const).flatMap((day) => [
  { day, opens: '10:00', closes: '13:00' },
  { day, opens: '15:00', closes: '19:00' },
])

// 2026-11-23 is a Monday.
const utc = (iso: string) => new Date(`${iso}Z`)

describe('localClock', () => {
  it('reads the wall clock of the store, not of the server', () => {
    expect(localClock(utc('2026-11-23T23:30:00'), 'Europe/Rome')).toEqual({ day: 'tue', minute: 30 })
    expect(localClock(utc('2026-11-23T03:00:00'), 'America/New_York')).toEqual({ day: 'sun', minute: 22 * 60 })
    expect(localClock(utc('2026-11-23T16:00:00'), 'Asia/Shanghai')).toEqual({ day: 'tue', minute: 0 })
  })
})

describe('openState', () => {
  it('is open in a slot and tells the closing time', () => {
    // 11:00 in Rome (UTC+1 in November)
    expect(openState(weekdays, 'Europe/Rome', utc('2026-11-23T10:00:00'))).toEqual({ open: true, closesAt: '13:00' })
  })
  it('is closed over lunch and tells when it opens again', () => {
    expect(openState(weekdays, 'Europe/Rome', utc('2026-11-23T13:30:00'))).toEqual({ open: false, opensAt: { day: 'mon', time: '15:00' } })
  })
  it('uses the store time zone: the same instant is open in New York and closed in Rome', () => {
    const instant = utc('2026-11-23T20:30:00') // 21:30 Rome, 15:30 New York
    expect(openState(weekdays, 'Europe/Rome', instant).open).toBe(false)
    expect(openState(weekdays, 'America/New_York', instant).open).toBe(true)
  })
  it('follows summer time', () => {
    // 2026-07-06 is a Monday; 08:30 UTC is 10:30 in Rome (UTC+2) but 09:30 in winter.
    expect(openState(weekdays, 'Europe/Rome', utc('2026-07-06T08:30:00')).open).toBe(true)
    expect(openState(weekdays, 'Europe/Rome', utc('2026-11-23T08:30:00')).open).toBe(false)
  })
  it('handles slots across midnight on both days', () => {
    const late: OpeningSlot[] = [{ day: 'fri', opens: '18:00', closes: '02:00' }]
    // 2026-11-27 is a Friday; Tokyo is UTC+9.
    expect(openState(late, 'Asia/Tokyo', utc('2026-11-27T14:00:00'))).toEqual({ open: true, closesAt: '02:00' }) // Fri 23:00
    expect(openState(late, 'Asia/Tokyo', utc('2026-11-27T16:30:00'))).toEqual({ open: true, closesAt: '02:00' }) // Sat 01:30
    expect(openState(late, 'Asia/Tokyo', utc('2026-11-27T17:30:00'))).toEqual({ open: false, opensAt: { day: 'fri', time: '18:00' } }) // Sat 02:30
  })
  it('wraps the week to find the next opening, and has none without hours', () => {
    // Saturday noon in Rome → opens Monday 10:00
    expect(openState(weekdays, 'Europe/Rome', utc('2026-11-28T11:00:00'))).toEqual({ open: false, opensAt: { day: 'mon', time: '10:00' } })
    expect(openState([], 'Europe/Rome', utc('2026-11-28T11:00:00'))).toEqual({ open: false })
  })
})
