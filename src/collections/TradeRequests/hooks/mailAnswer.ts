import type { CollectionAfterChangeHook } from 'payload'
import { siteUrl } from '@/env'
import { defaultLocale, isLocale } from '@/i18n/locales'
import { makeTranslator } from '@/i18n/translator'
import { tradeRequestPath } from '@/domain/trade/paths'
import type { TradeRequest } from '@/payload-types'
import { messagesFor } from '../../TradeApplications/hooks/mailDecision'

/**
 * When an editor answers a request (its status becomes answered), the visitor is mailed in the
 * language they asked in, with the answer and the link to the request (offers are downloaded
 * there, never attached). Inside the editor's save: a mail that cannot be sent fails the save.
 */
export const mailAnswer: CollectionAfterChangeHook<TradeRequest> = async ({ doc, previousDoc, operation, req }) => {
  if (operation !== 'update' || doc.status !== 'answered' || previousDoc.status === 'answered') return doc
  const locale = isLocale(doc.locale) ? doc.locale : defaultLocale
  const t = makeTranslator(locale, await messagesFor(req, locale))
  const values = { name: doc.name, number: doc.id, answer: doc.answer ?? '', link: `${siteUrl()}${tradeRequestPath(locale, doc.id)}` }
  await req.payload.sendEmail({ to: doc.email, subject: t('tradeRequests.mail.answeredSubject', values), text: t('tradeRequests.mail.answeredBody', values) })
  return doc
}
