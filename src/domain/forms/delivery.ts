/**
 * When a submission's mail is tried again, and when a submission is old enough to go
 * (issue 18 item 6; docs/decisions/023-forms.md, step 3). Pure: the server's sweep
 * (`src/features/forms/server/delivery.server.ts`) asks these with the clock's time.
 */
export const formDelivery = {
  /** Minutes to wait after each failed attempt before the next: 1 min, 5 min, 30 min, 2 h, 12 h; then the submission stays `failed` for an editor. */
  retryMinutes: [1, 5, 30, 120, 720],
  /** A first attempt that never ended (its process stopped between storing and mailing) is taken up after this. */
  pendingGraceMinutes: 5,
  /** How often each app instance looks for mail due again and for submissions past their retention. */
  sweepIntervalSeconds: 60,
  /** Submissions mailed again in one sweep of one instance (the rest in the next). */
  sweepBatch: 20,
  /** Retention: how long a submission and its files are kept when the form says nothing else (issue 18: e.g. 24 months). */
  defaultRetentionMonths: 24,
  /** The longest retention an editor can set. */
  maxRetentionMonths: 120,
} as const

/** Attempts in all, the first one included. */
export const maxDeliveryAttempts = formDelivery.retryMinutes.length + 1

/** What became of one of a submission's two mails (to the recipients; the sender's confirmation). */
export type MailState = 'none' | 'pending' | 'sent' | 'failed'

/**
 * When to try again after `attempts` attempts of which the last failed: `null` when every
 * attempt is spent (the submission stays `failed`, kept, for an editor to see).
 */
export function nextAttemptAt(attempts: number, now: Date): Date | null {
  if (attempts < 1) return new Date(now.getTime() + formDelivery.pendingGraceMinutes * 60_000)
  const wait = formDelivery.retryMinutes[attempts - 1]
  return wait === undefined ? null : new Date(now.getTime() + wait * 60_000)
}

/** Whether a mail in this state still has to be sent. */
export const owesMail = (state: MailState | null | undefined): boolean => state === 'pending' || state === 'failed'

/**
 * The oldest creation time a submission may have to be kept: `months` calendar months before
 * `now` (31 March minus one month is the last day of February, not 3 March).
 */
export function retentionCutoff(now: Date, months: number): Date {
  const whole = Math.min(Math.max(Math.trunc(months), 1), formDelivery.maxRetentionMonths)
  const cutoff = new Date(now.getTime())
  const day = cutoff.getUTCDate()
  cutoff.setUTCDate(1)
  cutoff.setUTCMonth(cutoff.getUTCMonth() - whole)
  const lastDay = new Date(Date.UTC(cutoff.getUTCFullYear(), cutoff.getUTCMonth() + 1, 0)).getUTCDate()
  cutoff.setUTCDate(Math.min(day, lastDay))
  return cutoff
}
