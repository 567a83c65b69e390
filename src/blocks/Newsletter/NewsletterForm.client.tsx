'use client'
import { useEffect, useId, useRef, useState, type ReactNode, type SubmitEvent } from 'react'
import type { Locale } from '@/i18n/locales'

export interface NewsletterLabels {
  email: string
  emailPlaceholder: string
  firstName: string
  optional: string
  submit: string
  sending: string
  error: string
}

type Fields = Partial<Record<'email' | 'firstName' | 'consent', string>>
type Outcome = { state: 'idle' } | { state: 'sending' } | { state: 'done'; message: string } | { state: 'failed'; message: string; fields: Fields }

/**
 * The subscription form. Without JavaScript a plain POST (the server answers with a page);
 * with it, the answer shows in place, what was typed stays on an error, and focus moves to the
 * message so that it is read out.
 */
export function NewsletterForm({ locale, labels, consent }: { locale: Locale; labels: NewsletterLabels; consent: ReactNode }) {
  const id = useId()
  const [values, setValues] = useState({ email: '', firstName: '', consent: false })
  const [outcome, setOutcome] = useState<Outcome>({ state: 'idle' })
  const messageRef = useRef<HTMLParagraphElement>(null)
  const action = `/api/newsletter?lang=${locale}`
  const fields: Fields = outcome.state === 'failed' ? outcome.fields : {}

  const onSubmit = async (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault()
    setOutcome({ state: 'sending' })
    let next: Outcome
    try {
      const response = await fetch(action, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(values) })
      const body = (await response.json().catch(() => ({}))) as { message?: string; fields?: Fields }
      next = response.ok ? { state: 'done', message: body.message ?? '' } : { state: 'failed', message: body.message ?? (body.fields ? '' : labels.error), fields: body.fields ?? {} }
    } catch {
      next = { state: 'failed', message: labels.error, fields: {} }
    }
    setOutcome(next)
  }

  // The answer is read out: focus moves to it once it is on the page.
  useEffect(() => {
    if (outcome.state === 'done' || outcome.state === 'failed') messageRef.current?.focus()
  }, [outcome])

  if (outcome.state === 'done') {
    return (
      <p ref={messageRef} className="newsletter__done" role="status" tabIndex={-1}>
        {outcome.message}
      </p>
    )
  }

  const described = (field: keyof Fields) => (fields[field] ? `${id}-${field}-error` : undefined)
  return (
    <form className="newsletter__form" action={action} method="post" onSubmit={(event) => void onSubmit(event)} noValidate={outcome.state === 'failed'}>
      <div className="newsletter__row">
        <div className="newsletter__field">
          <label htmlFor={`${id}-email`}>{labels.email} *</label>
          <input
            id={`${id}-email`}
            name="email"
            type="email"
            required
            autoComplete="email"
            maxLength={254}
            placeholder={labels.emailPlaceholder}
            value={values.email}
            aria-invalid={fields.email ? true : undefined}
            aria-describedby={described('email')}
            onChange={(event) => setValues({ ...values, email: event.target.value })}
          />
          {fields.email && (
            <p id={`${id}-email-error`} className="newsletter__error">
              {fields.email}
            </p>
          )}
        </div>
        <div className="newsletter__field">
          <label htmlFor={`${id}-firstName`}>
            {labels.firstName} <span className="newsletter__optional">{labels.optional}</span>
          </label>
          <input
            id={`${id}-firstName`}
            name="firstName"
            type="text"
            autoComplete="given-name"
            maxLength={80}
            value={values.firstName}
            aria-invalid={fields.firstName ? true : undefined}
            aria-describedby={described('firstName')}
            onChange={(event) => setValues({ ...values, firstName: event.target.value })}
          />
          {fields.firstName && (
            <p id={`${id}-firstName-error`} className="newsletter__error">
              {fields.firstName}
            </p>
          )}
        </div>
      </div>
      <div className="newsletter__consent">
        <input
          id={`${id}-consent`}
          name="consent"
          type="checkbox"
          required
          checked={values.consent}
          aria-invalid={fields.consent ? true : undefined}
          aria-describedby={described('consent')}
          onChange={(event) => setValues({ ...values, consent: event.target.checked })}
        />
        <label htmlFor={`${id}-consent`}>{consent} *</label>
        {fields.consent && (
          <p id={`${id}-consent-error`} className="newsletter__error">
            {fields.consent}
          </p>
        )}
      </div>
      <div>
        <button type="submit" className="button newsletter__submit" disabled={outcome.state === 'sending'}>
          {outcome.state === 'sending' ? labels.sending : labels.submit}
        </button>
      </div>
      <p ref={messageRef} className="newsletter__message" role="alert" tabIndex={-1}>
        {outcome.state === 'failed' ? outcome.message : ''}
      </p>
    </form>
  )
}
