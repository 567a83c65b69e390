'use client'
import { useId, useState, type SubmitEvent } from 'react'
import { Button } from '@/components/controls/Button'
import { TextField } from '@/components/controls/TextField'
import type { Locale } from '@/i18n/locales'
import type { AccountLabels } from '../labels'
import { formFields, postJson } from '../postJson'
import { Section } from './Section'

/**
 * Change of e-mail address, confirmed with the password (`POST /api/user/email`): a link goes to
 * the new address and the address changes only when it is opened there; the current address is
 * told. The answer says what happens next; the form keeps what was typed when it is refused.
 * Back from the link (`?email=changed`), the screen says it is done, or that the link failed.
 */
export function EmailSection({ locale, labels, email, arrival }: { locale: Locale; labels: AccountLabels; email: string; arrival: 'changed' | 'failed' | null }) {
  const id = useId()
  const [sending, setSending] = useState(false)
  const [errors, setErrors] = useState<Record<string, string>>({})
  const [message, setMessage] = useState('')
  const [sent, setSent] = useState('')

  const submit = async (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault()
    const form = event.currentTarget
    setSending(true)
    setSent('')
    const answer = await postJson(`/api/user/email?lang=${locale}`, formFields(form))
    setSending(false)
    setErrors(answer.fields ?? {})
    setMessage(answer.status === 200 || (answer.status === 400 && answer.fields) ? '' : (answer.message ?? labels.genericError))
    if (answer.status === 200) {
      form.reset()
      setSent(answer.message ?? '')
    }
  }

  return (
    <Section id="email" title={labels.emailTitle} intro={labels.emailIntro}>
      {arrival === 'changed' ? (
        <p className="account-form__notice account-form__notice--sent" role="status">
          {labels.emailChanged}
        </p>
      ) : null}
      {arrival === 'failed' ? (
        <p className="account-form__notice account-form__notice--verifyFailed" role="alert">
          {labels.emailChangeFailed}
        </p>
      ) : null}
      <p className="account-section__current">{labels.emailCurrent.replace('{email}', email)}</p>
      <form className="account-form account-form--narrow" noValidate onSubmit={(event) => void submit(event)}>
        <TextField id={`${id}-email`} name="email" type="email" label={`${labels.emailNew} *`} autoComplete="email" inputMode="email" spellCheck={false} autoCapitalize="off" error={errors.email} required />
        <TextField id={`${id}-password`} name="password" type="password" label={`${labels.password} *`} autoComplete="current-password" error={errors.password} required />
        <p className="account-form__status" role="alert">
          {message}
        </p>
        <p className="account-form__notice account-form__notice--sent" role="status">
          {sent}
        </p>
        <Button type="submit" variant="primary" disabled={sending}>
          {sending ? labels.sending : labels.emailSubmit}
        </Button>
      </form>
    </Section>
  )
}
