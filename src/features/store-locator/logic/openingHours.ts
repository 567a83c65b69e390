export const weekDays = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const
export type WeekDay = (typeof weekDays)[number]

/** One opening slot in the store's local time; `closes` at or before `opens` means it closes after midnight. */
export interface OpeningSlot {
  day: WeekDay
  opens: string
  closes: string
}

export type OpenState = { open: true; closesAt: string } | { open: false; opensAt?: { day: WeekDay; time: string } }

const minutes = (time: string) => {
  const [hours = 0, mins = 0] = time.split(':').map(Number)
  return hours * 60 + mins
}

const shortDays: Record<string, WeekDay> = { Mon: 'mon', Tue: 'tue', Wed: 'wed', Thu: 'thu', Fri: 'fri', Sat: 'sat', Sun: 'sun' }

/** Week day and minutes since midnight of `instant` on the wall clock of `timeZone`. */
export function localClock(instant: Date, timeZone: string): { day: WeekDay; minute: number } {
  const parts = new Intl.DateTimeFormat('en-US', { timeZone, weekday: 'short', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).formatToParts(instant)
  const part = (type: string) => parts.find((entry) => entry.type === type)?.value ?? ''
  return { day: shortDays[part('weekday')] ?? 'mon', minute: Number(part('hour')) * 60 + Number(part('minute')) }
}

const dayAt = (index: number): WeekDay => weekDays[((index % 7) + 7) % 7] ?? 'mon'
const crossesMidnight = (slot: OpeningSlot) => minutes(slot.closes) <= minutes(slot.opens)

/** Whether the store is open at `instant` in its own time zone, when it closes, or when it opens next. */
export function openState(slots: readonly OpeningSlot[], timeZone: string, instant: Date): OpenState {
  const { day, minute } = localClock(instant, timeZone)
  const today = weekDays.indexOf(day)
  const yesterday = dayAt(today - 1)
  for (const slot of slots) {
    const opens = minutes(slot.opens)
    const closes = minutes(slot.closes)
    if (slot.day === day && minute >= opens && (crossesMidnight(slot) || minute < closes)) return { open: true, closesAt: slot.closes }
    if (slot.day === yesterday && crossesMidnight(slot) && minute < closes) return { open: true, closesAt: slot.closes }
  }
  for (let offset = 0; offset < 8; offset += 1) {
    const candidate = dayAt(today + offset)
    const next = slots
      .filter((slot) => slot.day === candidate && (offset > 0 || minutes(slot.opens) > minute))
      .sort((a, b) => minutes(a.opens) - minutes(b.opens))[0]
    if (next) return { open: false, opensAt: { day: candidate, time: next.opens } }
  }
  return { open: false }
}
