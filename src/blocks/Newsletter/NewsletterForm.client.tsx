'use client'
import { useEffect, useId, useRef, useState, type ReactNode, type SubmitEvent } from 'react'
import { Button } from '@/components/controls/Button'
import { Checkbox } from '@/components/controls/Checkbox'
import { TextField } from '@/components/controls/TextField'
import { ErrorSummary } from '@/components/controls/ErrorSummary.client'
import { onDemand } from '@/domain/onDemand'
import type { Locale } from '@/i18n/locales'

export interface NewsletterLabels {
  email: string
  emailPlaceholder: string
  firstName: string
  optional: string
  submit: string
  sending: string
  error: string
  /** The summary's title and the consent's short name in it. */
  checkFields: string
  consentName: string
  /** The messages the browser's own check may give, by label key (the server's schema, run before sending). */
  messages: Record<string, string>
}

type Fields = Partial<Record<'email' | 'firstName' | 'consent', string>>
type Outcome = { state: 'idle' } | { state: 'sending' } | { state: 'done'; message: string } | { state: 'failed'; message: string; fields: Fields }

/** The server's checks, run in the browser before sending: loaded with the form's first focus, not with the page. */
const checks = onDemand(() => import('@/domain/newsletter/subscriptionInput'))

/**
 * The subscription form. Without JavaScript a plain POST (the server answers with a page);
 * with it, the answer shows in place, what was typed stays on an error, and focus moves to the
 * message so that it is read out.
 */
export function NewsletterForm({ locale, labels, consent }: { locale: Locale; labels: NewsletterLabels; consent: ReactNode }) {
  const id = useId()
  const [values, setValues] = useState({ email: '', firstName: '', consent: false })
  const [outcome, setOutcome] = useState<Outcome>({ state: 'idle' })
  // Bumped on every refusal with field messages: the summary takes the focus.
  const [attempt, setAttempt] = useState(0)
  const messageRef = useRef<HTMLParagraphElement>(null)
  const action = `/api/newsletter?lang=${locale}`
  const fields: Fields = outcome.state === 'failed' ? outcome.fields : {}

  const onSubmit = async (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault()
    // The server's rules first, in the browser: no popup, nothing sent, each message beside its field and in the summary.
    // Without them (their code could not be fetched) the form is sent and the server answers the same way.
    const rules = await checks.get()
    const checked = rules ? rules.validateSubscription(values) : null
    if (checked && !checked.ok) {
      const fieldMessages: Fields = {}
      for (const [field, key] of Object.entries(checked.errors)) fieldMessages[field as keyof Fields] = labels.messages[key] ?? labels.error
      setOutcome({ state: 'failed', message: '', fields: fieldMessages })
      setAttempt((count) => count + 1)
      return
    }
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
    if (next.state === 'failed' && Object.keys(next.fields).length > 0) setAttempt((count) => count + 1)
  }

  // The answer is read out: focus moves to it once it is on the page.
  useEffect(() => {
    if (outcome.state === 'done' || (outcome.state === 'failed' && Object.keys(outcome.fields).length === 0)) messageRef.current?.focus()
  }, [outcome])

  if (outcome.state === 'done') {
    return (
      <p ref={messageRef} className="newsletter__done" role="status" tabIndex={-1}>
        {outcome.message}
      </p>
    )
  }

  return (
    <form className="newsletter__form" action={action} method="post" onSubmit={(event) => void onSubmit(event)} onFocus={checks.warm} noValidate>
      <ErrorSummary
        title={labels.checkFields}
        attempt={attempt}
        entries={[
          ...(fields.email ? [{ id: `${id}-email`, label: labels.email, message: fields.email }] : []),
          ...(fields.firstName ? [{ id: `${id}-firstName`, label: labels.firstName, message: fields.firstName }] : []),
          ...(fields.consent ? [{ id: `${id}-consent`, label: labels.consentName, message: fields.consent }] : []),
        ]}
      />
      <div className="newsletter__row">
        <TextField
          id={`${id}-email`}
          fieldClassName="newsletter__field"
          label={<>{labels.email} *</>}
          name="email"
          type="email"
          required
          autoComplete="email"
          maxLength={254}
          placeholder={labels.emailPlaceholder}
          value={values.email}
          error={fields.email}
          onChange={(event) => setValues({ ...values, email: event.target.value })}
        />
        <TextField
          id={`${id}-firstName`}
          fieldClassName="newsletter__field"
          label={
            <>
              {labels.firstName} <span className="newsletter__optional">{labels.optional}</span>
            </>
          }
          name="firstName"
          type="text"
          autoComplete="given-name"
          maxLength={80}
          value={values.firstName}
          error={fields.firstName}
          onChange={(event) => setValues({ ...values, firstName: event.target.value })}
        />
      </div>
      <Checkbox
        id={`${id}-consent`}
        className="newsletter__consent"
        label={<>{consent} *</>}
        name="consent"
        required
        checked={values.consent}
        error={fields.consent}
        onChange={(event) => setValues({ ...values, consent: event.target.checked })}
      />
      <div>
        <Button type="submit" variant="primary" className="newsletter__submit" disabled={outcome.state === 'sending'}>
          {outcome.state === 'sending' ? labels.sending : labels.submit}
        </Button>
      </div>
      <p ref={messageRef} className="newsletter__message" role="alert" tabIndex={-1}>
        {outcome.state === 'failed' ? outcome.message : ''}
      </p>
    </form>
  )
}
