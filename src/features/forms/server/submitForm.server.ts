import type { Payload } from 'payload'
import type { Form } from '@/payload-types'
import type { Locale } from '@/i18n/locales'
import type { Translate } from '@/i18n/translator'
import { siteUrl } from '@/env'
import { attachmentDownloadPath } from '../logic/attachmentLinks'
import type { FormValues } from '../logic/formSchema'
import { mailOfSubmission, summaryOf } from '../logic/submissionMail'
import { toPublicForm, type PublicForm } from '../logic/publicForm'

/** A form that does not exist (any more): the post names a wrong id. */
export class UnknownFormError extends Error {
  readonly status = 404
  constructor(id: number) {
    super(`No form ${id}`)
    this.name = 'UnknownFormError'
  }
}

/** The longest delivery error kept with a submission. */
const maxErrorLength = 500

export interface Submitted {
  id: number
  deliveryState: 'sent' | 'failed'
}

/** A form in one language, for the endpoint (public part) and the mail (the editors' language). */
export async function readForm(payload: Payload, id: number, locale: Locale): Promise<{ form: Form; public: PublicForm }> {
  const form = await payload.findByID({ collection: 'forms', id, locale, depth: 0, disableErrors: true, overrideAccess: true })
  if (!form) throw new UnknownFormError(id)
  return { form, public: toPublicForm(form) }
}

/**
 * Stores a checked submission, then mails it to the form's recipients in the form's mail
 * language (the sender as Reply-To). Stored first: when mail fails the submission stays, marked
 * `failed` with the reason, for an editor to see and a retry to send. The visitor's text goes
 * only into the mail body; headers carry the form's own data and an address the schema checked.
 */
export async function submitForm(
  payload: Payload,
  input: { form: Form; visitorForm: PublicForm; values: FormValues; locale: Locale; mailT: Translate },
): Promise<Submitted> {
  const { form, visitorForm } = input
  const mailLocale = form.mailLanguage
  const mailForm = mailLocale === input.locale ? visitorForm : (await readForm(payload, form.id, mailLocale)).public
  const created = await payload.create({
    collection: 'form-submissions',
    data: { form: form.id, locale: input.locale, values: input.values, summary: summaryOf(visitorForm, input.values), deliveryState: 'pending', deliveryAttempts: 0 },
    overrideAccess: true,
    depth: 0,
  })
  const mail = mailOfSubmission(mailForm, input.values, mailLocale, input.mailT, (field) => `${siteUrl()}${attachmentDownloadPath(created.id, field)}`)
  try {
    await payload.sendEmail({ to: form.recipients.map((recipient) => recipient.email), replyTo: mail.replyTo, subject: mail.subject, text: mail.text })
    await payload.update({ collection: 'form-submissions', id: created.id, data: { deliveryState: 'sent', deliveryAttempts: 1, deliveredAt: new Date().toISOString(), deliveryError: null }, overrideAccess: true, depth: 0 })
    return { id: created.id, deliveryState: 'sent' }
  } catch (error) {
    const reason = (error instanceof Error ? error.message : String(error)).slice(0, maxErrorLength)
    payload.logger.error({ msg: 'Form submission stored, mail not sent', submission: created.id, reason })
    await payload.update({ collection: 'form-submissions', id: created.id, data: { deliveryState: 'failed', deliveryAttempts: 1, deliveryError: reason }, overrideAccess: true, depth: 0 })
    return { id: created.id, deliveryState: 'failed' }
  }
}
