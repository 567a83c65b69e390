import 'server-only'
import { payloadClient } from '@/data/payload'
import type { TradeNoticeMarkKind } from '@/domain/trade/bulletins'

/** The subjects (notice or change ids) among `subjects` the visitor has marked with `kind`. */
export async function markedSubjects(visitor: string, kind: TradeNoticeMarkKind, subjects: readonly number[]): Promise<Set<number>> {
  if (subjects.length === 0) return new Set()
  const payload = await payloadClient()
  const { docs } = await payload.find({
    collection: 'trade-notice-marks',
    where: { and: [{ visitor: { equals: visitor } }, { kind: { equals: kind } }, { subject: { in: [...subjects] } }] },
    limit: subjects.length,
    pagination: false,
    depth: 0,
    overrideAccess: true,
    select: { subject: true },
  })
  return new Set(docs.map((doc) => doc.subject))
}

/**
 * Marks the subject for the visitor, once: the unique (visitor, kind, subject) index turns a
 * second writer (two tabs, a double click) away, and that refusal means the mark is there.
 */
export async function markOnce(visitor: string, kind: TradeNoticeMarkKind, subject: number): Promise<void> {
  if ((await markedSubjects(visitor, kind, [subject])).has(subject)) return
  const payload = await payloadClient()
  try {
    await payload.create({ collection: 'trade-notice-marks', data: { visitor, kind, subject }, depth: 0, overrideAccess: true })
  } catch (error) {
    if (!(await markedSubjects(visitor, kind, [subject])).has(subject)) throw error
  }
}
