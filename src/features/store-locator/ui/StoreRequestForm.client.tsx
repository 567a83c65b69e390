'use client'
import { withFormatter } from '@/runtime/labels/WithFormatter.client'
import { useId, useState, type ReactNode, type SubmitEvent } from 'react'
import type { RequestKind } from '../logic/storeRequest'
import { onDemand } from '@/domain/onDemand'
import { useLabels, useT } from '@/runtime/labels/LabelsProvider'
import { Button } from '@/components/controls/Button'
import { Checkbox } from '@/components/controls/Checkbox'
import { DateField } from '@/components/controls/DateField.client'
import { ErrorSummary } from '@/components/controls/ErrorSummary.client'
import { localDay } from '@/domain/dates/calendarDate'
import { SegmentedChoice } from '@/components/controls/SegmentedChoice'
import { requestKinds } from '@/domain/storeRequestKinds'
import { Field } from './RequestField.client'

/** The server's checks, run in the browser before sending: loaded with the form's first focus, not with the store's page. */
const checks = onDemand(() => import('../logic/storeRequest'))

type Outcome = { state: 'idle' | 'sending' } | { state: 'sent'; message: string } | { state: 'failed'; message: string; fields: Record<string, string> }

const initial = {
  kind: 'appointment' as RequestKind,
  name: '',
  email: '',
  phonePrefix: '',
  phone: '',
  preferredDate: '',
  message: '',
  consent: false,
}
const isKind = (value: string): value is RequestKind => (requestKinds as readonly string[]).includes(value)

/** The request's fields in the order the form shows them: the id of each one's control and its label's key. */
const fieldOrder = [
  ['name', 'name', 'form.name'],
  ['email', 'email', 'form.email'],
  ['phonePrefix', 'prefix', 'form.phonePrefix'],
  ['phone', 'phone', 'form.phone'],
  ['preferredDate', 'date', 'store.preferredDate'],
  ['message', 'message', 'form.message'],
  ['consent', 'consent', 'form.privacy'],
] as const

/** The error summary's lines: each field in error, in the form's order, linked to its control. */
function summaryEntries(fields: Record<string, string>, id: string, t: (key: string) => string) {
  return fieldOrder.flatMap(([field, suffix, label]) => {
    const message = fields[field]
    return message ? [{ id: `${id}-${suffix}`, label: t(label), message }] : []
  })
}

/** What a form opened from elsewhere starts with (the wishlist: 'information', its items in the message). */
export interface StoreRequestPrefill {
  kind: RequestKind
  message: string
}

/**
 * Request an appointment or information at a store. Checked by the server (the same rules as
 * the unit tests); on an error everything typed stays in place, with the message beside the field.
 */
function StoreRequestFormView({ storeId, defaultPrefix, consent, prefill }: { storeId: number; defaultPrefix: string; consent: ReactNode; prefill?: StoreRequestPrefill }) {
  const t = useT()
  const { locale } = useLabels()
  const id = useId()
  const [values, setValues] = useState({
    ...initial,
    ...prefill,
    phonePrefix: defaultPrefix,
  })
  const [outcome, setOutcome] = useState<Outcome>({ state: 'idle' })
  // Bumped on every refused attempt: the error summary takes the focus.
  const [attempt, setAttempt] = useState(0)
  const set = <K extends keyof typeof values>(key: K, value: (typeof values)[K]) => setValues((current) => ({ ...current, [key]: value }))
  const fields = outcome.state === 'failed' ? outcome.fields : {}

  const refuse = (fieldMessages: Record<string, string>, message: string) => {
    setOutcome({ state: 'failed', message, fields: fieldMessages })
    setAttempt((count) => count + 1)
  }

  const submit = async (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault()
    const request = { ...values, storeId, preferredDate: values.kind === 'appointment' ? values.preferredDate : '' }
    // The server's own rules, run first in the browser (with the visitor's day): nothing is sent until they pass.
    // Without them (their code could not be fetched) the request is sent and the server answers the same way.
    const rules = await checks.get()
    const checked = rules ? rules.validateStoreRequest(request, localDay(new Date())) : null
    if (checked && !checked.ok) {
      refuse(Object.fromEntries(Object.entries(checked.errors).map(([field, label]) => [field, t(label)])), '')
      return
    }
    setOutcome({ state: 'sending' })
    try {
      const response = await fetch(`/api/forms/store-request?lang=${locale}`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify(request),
      })
      const body = (await response.json().catch(() => ({}))) as {
        message?: string
        fields?: Record<string, string>
      }
      if (response.status === 201) {
        setOutcome({
          state: 'sent',
          message: body.message ?? t('form.success'),
        })
        setValues({ ...initial, phonePrefix: defaultPrefix })
      } else refuse(body.fields ?? {}, response.status === 400 && body.fields ? '' : (body.message ?? t('form.error')))
    } catch {
      refuse({}, t('form.error'))
    }
  }

  if (outcome.state === 'sent') {
    return (
      <p className="store-request-form__done" role="status">
        {outcome.message}
      </p>
    )
  }
  return (
    <form className="store-request-form" noValidate onSubmit={(event) => void submit(event)} onFocus={checks.warm} aria-describedby={`${id}-note`}>
      <p id={`${id}-note`} className="store-request-form__note">
        {t('form.requiredFieldsNote')}
      </p>
      <ErrorSummary title={t('validation.checkFields')} attempt={attempt} entries={summaryEntries(fields, id, t)} />
      <SegmentedChoice
        name="kind"
        idPrefix={`${id}-kind`}
        legend={t('stores.requestKind')}
        segments={requestKinds.map((kind) => ({ value: kind, label: t(kind === 'appointment' ? 'store.requestAppointment' : 'store.requestInformation') }))}
        value={values.kind}
        onChange={(kind) => {
          if (isKind(kind)) set('kind', kind)
        }}
        className="store-request-form__kinds"
      />
      <Field id={`${id}-name`} label={t('form.name')} required error={fields.name}>
        {(props) => <input {...props} type="text" autoComplete="name" value={values.name} onChange={(event) => set('name', event.target.value)} />}
      </Field>
      <Field id={`${id}-email`} label={t('form.email')} required error={fields.email}>
        {(props) => (
          <input
            {...props}
            type="email"
            autoComplete="email"
            placeholder={t('form.emailPlaceholder')}
            value={values.email}
            onChange={(event) => set('email', event.target.value)}
          />
        )}
      </Field>
      <div className="store-request-form__phone">
        <Field id={`${id}-prefix`} label={t('form.phonePrefix')} error={fields.phonePrefix}>
          {(props) => (
            <input {...props} type="tel" autoComplete="tel-country-code" inputMode="tel" value={values.phonePrefix} onChange={(event) => set('phonePrefix', event.target.value)} />
          )}
        </Field>
        <Field id={`${id}-phone`} label={t('form.phone')} error={fields.phone}>
          {(props) => (
            <input
              {...props}
              type="tel"
              autoComplete="tel-national"
              placeholder={t('form.phonePlaceholder')}
              value={values.phone}
              onChange={(event) => set('phone', event.target.value)}
            />
          )}
        </Field>
      </div>
      {values.kind === 'appointment' && (
        <DateField
          id={`${id}-date`}
          name={`${id}-date`}
          label={`${t('store.preferredDate')} *`}
          error={fields.preferredDate}
          required
          locale={locale}
          value={values.preferredDate}
          onChange={(value) => set('preferredDate', value)}
          minDays={0}
          texts={{ chooseDate: t('form.chooseDate'), pattern: t('form.datePattern') }}
        />
      )}
      <Field id={`${id}-message`} label={t('form.message')} required={values.kind === 'information'} error={fields.message}>
        {(props) => <textarea {...props} rows={5} maxLength={2000} value={values.message} onChange={(event) => set('message', event.target.value)} />}
      </Field>
      <Checkbox
        id={`${id}-consent`}
        label={<>{consent} *</>}
        className="store-request-form__consent"
        checked={values.consent}
        error={fields.consent}
        onChange={(event) => set('consent', event.target.checked)}
      />
      <p className="store-request-form__status" role="alert">
        {outcome.state === 'failed' ? outcome.message : ''}
      </p>
      <Button type="submit" variant="primary" disabled={outcome.state === 'sending'}>
        {outcome.state === 'sending' ? t('form.sending') : t('form.submit')}
      </Button>
    </form>
  )
}

/** Rendered with the ICU engine ready (its labels have plurals): see `WithFormatter`. */
export const StoreRequestForm = withFormatter(StoreRequestFormView)
