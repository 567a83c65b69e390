import type { Payload } from 'payload'
import { formDelivery, maxDeliveryAttempts, nextAttemptAt, owesMail, retentionCutoff } from '@/domain/forms/delivery'
import { siteUrl } from '@/env'
import { isLocale, type Locale } from '@/i18n/locales'
import { makeTranslator, type Translate } from '@/i18n/translator'
import type { RateLimiter } from '@/lib/rateLimit/rateLimiter'
import type { Form, FormSubmission } from '@/payload-types'
import { getMessages } from '@/data/messages'
import { attachmentDownloadPath } from '../logic/attachmentLinks'
import type { FormValues } from '../logic/formSchema'
import { toPublicForm } from '../logic/publicForm'
import { confirmationMailOf, mailOfSubmission } from '../logic/submissionMail'

/** The longest delivery error kept with a submission. */
const maxErrorLength = 500

/** The labels of a language as editors last saved them (the data cache keeps them between calls). */
const translatorFor = async (locale: Locale): Promise<Translate> => makeTranslator(locale, await getMessages(locale))

const readLocalized = (payload: Payload, id: number, locale: Locale): Promise<Form | null> =>
  payload.findByID({ collection: 'forms', id, locale, depth: 0, disableErrors: true, overrideAccess: true })

const reasonOf = (error: unknown) => (error instanceof Error ? error.message : String(error)).slice(0, maxErrorLength)

/**
 * One delivery attempt of a stored submission: the recipients' mail (in the form's mail
 * language, files linked for editors) unless it went already, and the sender's confirmation (in
 * the visitor's language) when it is owed. Counts the attempt and sets when to try again: never
 * when nothing is left to send or every attempt is spent (it stays `failed`, kept, for an editor).
 * The caller holds the attempt's turn (`sweepDeliveries`) or has just stored the submission.
 */
export async function deliverSubmission(payload: Payload, submission: FormSubmission, now: () => Date = () => new Date()): Promise<FormSubmission> {
  const formId = typeof submission.form === 'number' ? submission.form : submission.form.id
  const visitorLocale: Locale = isLocale(submission.locale) ? submission.locale : 'it'
  const values = submission.values as FormValues
  const attempts = (submission.deliveryAttempts ?? 0) + 1
  const errors: string[] = []
  let deliveryState = submission.deliveryState
  let deliveredAt = submission.deliveredAt ?? null
  let confirmationState = submission.confirmationState

  const form = await readLocalized(payload, formId, visitorLocale)
  if (!form) {
    // The form was deleted since: nobody to mail, nothing to try again.
    return payload.update({
      collection: 'form-submissions',
      id: submission.id,
      data: { deliveryState: deliveryState === 'sent' ? 'sent' : 'failed', deliveryAttempts: attempts, deliveryError: 'The form was deleted.', nextAttemptAt: null },
      overrideAccess: true,
      depth: 0,
    })
  }
  if (deliveryState !== 'sent') {
    try {
      const mailLocale = form.mailLanguage
      const mailForm = mailLocale === visitorLocale ? form : await readLocalized(payload, formId, mailLocale)
      const mail = mailOfSubmission(toPublicForm(mailForm ?? form), values, mailLocale, await translatorFor(mailLocale), (field) => `${siteUrl()}${attachmentDownloadPath(submission.id, field)}`)
      await payload.sendEmail({ to: form.recipients.map((recipient) => recipient.email), replyTo: mail.replyTo, subject: mail.subject, text: mail.text })
      deliveryState = 'sent'
      deliveredAt = now().toISOString()
    } catch (error) {
      deliveryState = 'failed'
      errors.push(reasonOf(error))
    }
  }
  if (owesMail(confirmationState)) {
    try {
      const settings = await payload.findGlobal({ slug: 'site-settings', depth: 0, overrideAccess: true })
      const mail = confirmationMailOf(toPublicForm(form), values, visitorLocale, await translatorFor(visitorLocale), { intro: form.confirmationMailIntro || form.confirmationMessage, siteName: settings.siteName })
      if (mail) {
        await payload.sendEmail({ to: mail.replyTo, subject: mail.subject, text: mail.text })
        confirmationState = 'sent'
      } else {
        confirmationState = 'none'
      }
    } catch (error) {
      confirmationState = 'failed'
      errors.push(`Confirmation: ${reasonOf(error)}`)
    }
  }
  const owed = deliveryState !== 'sent' || owesMail(confirmationState)
  const next = owed ? nextAttemptAt(attempts, now()) : null
  if (owed) payload.logger.error({ msg: next ? 'Form mail not sent; tried again later' : `Form mail not sent after ${maxDeliveryAttempts} attempts`, submission: submission.id, errors })
  return payload.update({
    collection: 'form-submissions',
    id: submission.id,
    data: {
      deliveryState,
      deliveredAt,
      confirmationState,
      deliveryAttempts: attempts,
      deliveryError: errors.length > 0 ? errors.join(' · ').slice(0, maxErrorLength) : null,
      nextAttemptAt: next?.toISOString() ?? null,
    },
    overrideAccess: true,
    depth: 0,
  })
}

/**
 * Mails again what is due (`nextAttemptAt` passed), a batch at a time. Every app instance sweeps;
 * each attempt of each submission is taken by one of them only, through a one-point turn in the
 * shared counter store (`formDeliveryTurn`), so a mail goes once per attempt. Answers how many
 * this instance tried.
 */
export async function sweepDeliveries(payload: Payload, limiter: RateLimiter, now: () => Date = () => new Date()): Promise<number> {
  const due = await payload.find({
    collection: 'form-submissions',
    where: { nextAttemptAt: { less_than_equal: now().toISOString() } },
    sort: 'nextAttemptAt',
    limit: formDelivery.sweepBatch,
    depth: 0,
    pagination: false,
    overrideAccess: true,
  })
  let tried = 0
  for (const submission of due.docs) {
    const turn = await limiter.consume('formDeliveryTurn', `${submission.id}:${submission.deliveryAttempts ?? 0}`)
    if (!turn.allowed) continue
    await deliverSubmission(payload, submission, now)
    tried += 1
  }
  return tried
}

/**
 * Deletes the submissions older than their form's retention (their files go with them: the
 * collection's afterDelete hook). One instance an hour does it (`formRetentionTurn`). Answers how
 * many were deleted.
 */
export async function sweepRetention(payload: Payload, limiter: RateLimiter, now: () => Date = () => new Date()): Promise<number> {
  const turn = await limiter.consume('formRetentionTurn', 'forms')
  if (!turn.allowed) return 0
  const forms = await payload.find({ collection: 'forms', depth: 0, pagination: false, limit: 0, overrideAccess: true, select: { retentionMonths: true } })
  let deleted = 0
  for (const form of forms.docs) {
    const cutoff = retentionCutoff(now(), form.retentionMonths)
    const gone = await payload.delete({
      collection: 'form-submissions',
      where: { and: [{ form: { equals: form.id } }, { createdAt: { less_than: cutoff.toISOString() } }] },
      depth: 0,
      overrideAccess: true,
    })
    deleted += gone.docs.length
  }
  return deleted
}
