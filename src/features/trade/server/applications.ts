import 'server-only'
import { payloadClient } from '@/data/payload'
import type { Locale } from '@/i18n/locales'
import type { TradeApplication } from '@/payload-types'
import type { ApplicationForm } from '../logic/application'

/** The visitor's application, or null: read with the Local API past the editors-only access rule. */
export async function applicationOf(visitor: string): Promise<TradeApplication | null> {
  const payload = await payloadClient()
  const { docs } = await payload.find({ collection: 'trade-applications', where: { visitor: { equals: visitor } }, limit: 1, depth: 0, overrideAccess: true })
  return docs[0] ?? null
}

/** Who applies: taken from the session, never from the request body. */
export interface Applicant {
  visitor: string
  name: string
  email: string
  locale: Locale
}

/**
 * Files the application, pending an editor's decision: a new row, or the refused one sent again
 * (its reason and decision cleared; group and markets kept for the editor to reconsider).
 */
export async function submitApplication(applicant: Applicant, form: ApplicationForm, existing: TradeApplication | null): Promise<TradeApplication> {
  const payload = await payloadClient()
  const data = { ...form, name: applicant.name, email: applicant.email, locale: applicant.locale, status: 'pending' as const, reason: null, appliedAt: new Date().toISOString() }
  if (existing) return payload.update({ collection: 'trade-applications', id: existing.id, data, depth: 0, overrideAccess: true })
  return payload.create({ collection: 'trade-applications', data: { ...data, visitor: applicant.visitor }, depth: 0, overrideAccess: true })
}
