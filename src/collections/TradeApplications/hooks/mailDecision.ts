import type { CollectionAfterChangeHook } from 'payload'
import { siteUrl } from '@/env'
import { readBundledMessages, type Messages } from '@/i18n/bundled'
import { defaultLocale, isLocale, type Locale } from '@/i18n/locales'
import { makeTranslator } from '@/i18n/translator'
import type { TradeApplication } from '@/payload-types'

/** The label catalogue as the pages use it: the bundled copy, overridden by the editors' labels. */
export async function messagesFor(req: Parameters<CollectionAfterChangeHook>[0]['req'], locale: Locale): Promise<Messages> {
  const bundled = readBundledMessages(locale)
  try {
    const labels = await req.payload.findGlobal({ slug: 'labels', locale, fallbackLocale: false, depth: 0, req })
    const edited: Messages = {}
    for (const entry of labels.entries ?? []) if (entry.text) edited[entry.key] = entry.text
    return { ...bundled, ...edited }
  } catch {
    return bundled
  }
}

/**
 * An editor's decision is mailed to the visitor in the language they applied in: the approval
 * with the way in, the refusal with the editor's reason. Sent only when the status changes to
 * approved or rejected (saving the same decision again mails nothing), inside the editor's
 * save: a mail that cannot be sent fails the save, and the editor sees it.
 */
export const mailDecision: CollectionAfterChangeHook<TradeApplication> = async ({ doc, previousDoc, operation, req }) => {
  const status = doc.status
  const before = operation === 'update' ? previousDoc.status : undefined
  if (status === before || status === 'pending') return doc
  const locale = isLocale(doc.locale) ? doc.locale : defaultLocale
  const t = makeTranslator(locale, await messagesFor(req, locale))
  const values = { name: doc.name, link: `${siteUrl()}/${locale}/access`, reason: doc.reason ?? '' }
  const kind = status === 'approved' ? 'approved' : 'rejected'
  await req.payload.sendEmail({ to: doc.email, subject: t(`trade.mail.${kind}Subject`, values), text: t(`trade.mail.${kind}Body`, values) })
  return doc
}
