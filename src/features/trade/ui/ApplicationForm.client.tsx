'use client'
import { useId, useState, type SubmitEvent } from 'react'
import { Button } from '@/components/controls/Button'
import { describedBy, Field } from '@/components/controls/Field'
import { Select } from '@/components/controls/Select'
import { TextField } from '@/components/controls/TextField'
import type { Locale } from '@/i18n/locales'
import { TRADE_COMPANY_MAX_LENGTH, TRADE_VAT_NUMBER_MAX_LENGTH } from '../logic/applicationLimits'

export interface ApplicationFormLabels {
  requiredNote: string
  profession: string
  professionPlaceholder: string
  company: string
  vatNumber: string
  country: string
  countryPlaceholder: string
  submit: string
  sending: string
  failed: string
}

export interface Choice {
  value: string
  label: string
}

interface Props {
  locale: Locale
  labels: ApplicationFormLabels
  professions: Choice[]
  countries: Choice[]
  /** The profile's values (or the refused application's): the form comes filled. */
  initial: { profession: string; company: string; vatNumber: string; country: string }
}

/**
 * The trade application (issue 21): profession, company, VAT number and country, checked by the
 * server (`applicationSchema`); each refusal shows beside its field and the typed values stay.
 * On success the page is loaded again: it now says the application is being reviewed.
 */
export function ApplicationForm({ locale, labels, professions, countries, initial }: Props) {
  const id = useId()
  const [sending, setSending] = useState(false)
  const [errors, setErrors] = useState<Record<string, string>>({})
  const [message, setMessage] = useState('')
  const required = (label: string) => `${label} *`

  const submit = async (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault()
    const data = new FormData(event.currentTarget)
    const text = (name: string) => {
      const value = data.get(name)
      return typeof value === 'string' ? value : ''
    }
    const body = { profession: text('profession'), company: text('company'), vatNumber: text('vatNumber'), country: text('country') }
    setSending(true)
    try {
      const response = await fetch(`/api/trade/application?lang=${locale}`, { method: 'POST', credentials: 'same-origin', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) })
      if (response.ok) {
        // The page now tells the standing at its top: come back to it there, not where the button was.
        window.scrollTo(0, 0)
        window.location.reload()
        return
      }
      const answer = (await response.json().catch(() => ({}))) as { message?: string; fields?: Record<string, string> }
      setErrors(answer.fields ?? {})
      setMessage(answer.fields ? '' : (answer.message ?? labels.failed))
    } catch {
      setMessage(labels.failed)
    }
    setSending(false)
  }

  const select = (name: 'profession' | 'country', label: string, placeholder: string, choices: Choice[], autoComplete?: string) => (
    <Field id={`${id}-${name}`} label={required(label)} error={errors[name]}>
      <Select
        id={`${id}-${name}`}
        name={name}
        defaultValue={initial[name]}
        required
        autoComplete={autoComplete}
        aria-invalid={errors[name] ? true : undefined}
        aria-describedby={describedBy(`${id}-${name}`, undefined, errors[name])}
      >
        <option value="">{placeholder}</option>
        {choices.map((choice) => (
          <option key={choice.value} value={choice.value}>
            {choice.label}
          </option>
        ))}
      </Select>
    </Field>
  )

  return (
    <form className="trade-form" noValidate onSubmit={(event) => void submit(event)} aria-describedby={`${id}-note`}>
      <p id={`${id}-note`} className="trade-form__note">
        {labels.requiredNote}
      </p>
      {select('profession', labels.profession, labels.professionPlaceholder, professions)}
      <div className="trade-form__pair">
        <TextField id={`${id}-company`} name="company" label={required(labels.company)} defaultValue={initial.company} error={errors.company} autoComplete="organization" maxLength={TRADE_COMPANY_MAX_LENGTH} required />
        <TextField id={`${id}-vatNumber`} name="vatNumber" label={required(labels.vatNumber)} defaultValue={initial.vatNumber} error={errors.vatNumber} maxLength={TRADE_VAT_NUMBER_MAX_LENGTH} required />
      </div>
      {select('country', labels.country, labels.countryPlaceholder, countries, 'country')}
      <p className="trade-form__status" role="alert">
        {message}
      </p>
      <Button type="submit" variant="primary" disabled={sending}>
        {sending ? labels.sending : labels.submit}
      </Button>
    </form>
  )
}
