import { formDelivery } from '@/domain/forms/delivery'
import { payloadClient } from '@/data/payload'
import { isDatabaseUnavailable } from '@/lib/http/databaseUnavailable'
import { processRateLimiter } from '@/lib/rateLimit/processLimiter'
import { sweepDeliveries, sweepRetention } from './delivery.server'

const startedSlot = Symbol.for('atelier-vesta.formSweeps')
type Slots = { [startedSlot]?: boolean }
let running = false

async function sweepOnce(): Promise<void> {
  if (running) return
  running = true
  try {
    const [payload, limiter] = await Promise.all([payloadClient(), processRateLimiter()])
    await sweepDeliveries(payload, limiter)
    await sweepRetention(payload, limiter)
  } catch (error) {
    // The database away: the next sweep tries again; anything else is worth a line.
    if (!isDatabaseUnavailable(error)) console.error('[forms] sweep failed:', error instanceof Error ? error.message : error)
  } finally {
    running = false
  }
}

/**
 * Every app instance looks, once a minute, for form mail due again and for submissions past
 * their retention; the shared counter store hands each piece of work to one instance only
 * (src/features/forms/server/delivery.server.ts). Started once per process, by the server's
 * instrumentation; the timer never keeps a process alive.
 */
export function startFormSweeps(): void {
  const slots = globalThis as Slots
  if (slots[startedSlot]) return
  slots[startedSlot] = true
  setInterval(() => void sweepOnce(), formDelivery.sweepIntervalSeconds * 1000).unref()
}
