import type { Payload } from 'payload'
import { nextAttemptAt } from '@/domain/forms/delivery'
import type { Form } from '@/payload-types'
import type { Locale } from '@/i18n/locales'
import type { FormValues } from '../logic/formSchema'
import { summaryOf } from '../logic/submissionMail'
import { toPublicForm, type PublicForm } from '../logic/publicForm'
import { deliverSubmission } from './delivery.server'

/** A form that does not exist (any more): the post names a wrong id. */
export class UnknownFormError extends Error {
  readonly status = 404
  constructor(id: number) {
    super(`No form ${id}`)
    this.name = 'UnknownFormError'
  }
}

export interface Submitted {
  id: number
  deliveryState: 'sent' | 'failed' | 'pending'
}

/** A form in one language, for the endpoint (its public part) and the mails. */
export async function readForm(payload: Payload, id: number, locale: Locale): Promise<{ form: Form; public: PublicForm }> {
  const form = await payload.findByID({ collection: 'forms', id, locale, depth: 0, disableErrors: true, overrideAccess: true })
  if (!form) throw new UnknownFormError(id)
  return { form, public: toPublicForm(form) }
}

/**
 * Stores a checked submission, then makes its first delivery attempt (`deliverSubmission`): the
 * recipients' mail and, when the form asks for it, the sender's confirmation. Stored first, due
 * again after a grace time: if this process stops before the mail is out, another instance's sweep
 * sends it; when mail fails the submission stays, `failed` with the reason and the time of the
 * next attempt.
 */
export async function submitForm(payload: Payload, input: { form: Form; visitorForm: PublicForm; values: FormValues; locale: Locale }): Promise<Submitted> {
  const { form, visitorForm, values, locale } = input
  const created = await payload.create({
    collection: 'form-submissions',
    data: {
      form: form.id,
      locale,
      values,
      summary: summaryOf(visitorForm, values),
      deliveryState: 'pending',
      deliveryAttempts: 0,
      confirmationState: form.confirmationMail ? 'pending' : 'none',
      nextAttemptAt: nextAttemptAt(0, new Date())?.toISOString() ?? null,
    },
    overrideAccess: true,
    depth: 0,
  })
  const delivered = await deliverSubmission(payload, created)
  return { id: delivered.id, deliveryState: delivered.deliveryState }
}
