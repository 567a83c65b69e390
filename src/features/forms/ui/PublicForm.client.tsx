'use client'
import { useEffect, useId, useRef, useState, type ReactNode, type SubmitEvent } from 'react'
import { Button } from '@/components/controls/Button'
import { checkInput, fieldMessages } from '@/domain/http/inputIssues'
import { honeypotField } from '@/domain/forms/fieldTypes'
import { useLabels, useT } from '@/runtime/labels/LabelsProvider'
import { withFormatter } from '@/runtime/labels/WithFormatter.client'
import { formSchema, phonePrefixKey } from '../logic/formSchema'
import type { FieldOption, PublicForm as PublicFormData } from '../logic/publicForm'
import { FormField, type Draft } from './FormField.client'
import './forms.css'

type Outcome = { state: 'editing' | 'sending' } | { state: 'sent'; message: string } | { state: 'failed'; message: string }

/** What the fields hold before the visitor types: empty, unticked, the language's phone prefix. */
function initialDraft(form: PublicFormData, defaultPrefix: string): Draft {
  const draft: Draft = {}
  for (const field of form.fields) {
    if (field.type === 'label') continue
    draft[field.name] = field.type === 'checkbox' || field.type === 'switch' || field.type === 'privacy' ? false : field.type === 'multipleCheckbox' ? [] : ''
    if (field.type === 'phone') draft[phonePrefixKey(field.name)] = defaultPrefix
  }
  return draft
}

/**
 * An editor-built form. The browser checks it with the same schema as the server, so most
 * mistakes are shown at once, beside their field and in the visitor's language, with the focus
 * on the first; the server's own answer is shown the same way. What was typed stays. Without
 * JavaScript the same form posts to the same endpoint, which answers with a page.
 */
function PublicFormInner({ form, countries, defaultPrefix, privacy }: { form: PublicFormData; countries: FieldOption[]; defaultPrefix: string; privacy: ReactNode }) {
  const t = useT()
  const { locale } = useLabels()
  const id = useId()
  const formRef = useRef<HTMLFormElement>(null)
  const doneRef = useRef<HTMLParagraphElement>(null)
  const [draft, setDraft] = useState<Draft>(() => initialDraft(form, defaultPrefix))
  const [errors, setErrors] = useState<Record<string, string>>({})
  const [outcome, setOutcome] = useState<Outcome>({ state: 'editing' })
  // Bumped on every refused attempt: the focus goes to the first field in error once it is drawn.
  const [attempt, setAttempt] = useState(0)
  const honeypot = useRef<HTMLInputElement>(null)
  const action = `/api/forms/submit?lang=${locale}&form=${form.id}`

  useEffect(() => {
    if (attempt === 0) return
    formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus()
  }, [attempt])
  useEffect(() => {
    if (outcome.state === 'sent') doneRef.current?.focus()
  }, [outcome.state])

  const refuse = (fields: Record<string, string>, message: string) => {
    setErrors(fields)
    setOutcome({ state: 'failed', message })
    setAttempt((count) => count + 1)
  }

  const submit = async (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault()
    const checked = checkInput(formSchema(form.fields), draft)
    if (!checked.ok) {
      refuse(fieldMessages(checked.problems, t), t('validation.checkFields'))
      return
    }
    setOutcome({ state: 'sending' })
    try {
      const response = await fetch(action, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ ...draft, [honeypotField]: honeypot.current?.value ?? '' }),
      })
      const body = (await response.json().catch(() => ({}))) as { message?: string; fields?: Record<string, string> }
      if (response.status === 201) {
        setErrors({})
        setOutcome({ state: 'sent', message: body.message ?? t('form.success') })
      } else refuse(body.fields ?? {}, response.status === 400 ? t('validation.checkFields') : t('form.error'))
    } catch {
      refuse({}, t('form.error'))
    }
  }

  if (outcome.state === 'sent') {
    return (
      <p ref={doneRef} className="public-form__done" role="status" tabIndex={-1}>
        {outcome.message}
      </p>
    )
  }
  const set = (name: string, value: Draft[string]) => setDraft((current) => ({ ...current, [name]: value }))
  return (
    <form ref={formRef} className="public-form" method="post" action={action} noValidate onSubmit={(event) => void submit(event)} aria-describedby={`${id}-note`}>
      <p id={`${id}-note`} className="public-form__note">
        {t('form.requiredFieldsNote')}
      </p>
      <div className="public-form__fields">
        {form.fields.map((field) => (
          <FormField key={field.name} idPrefix={id} field={field} draft={draft} error={errors[field.name]} onChange={set} countries={countries} privacy={privacy} />
        ))}
      </div>
      {/* The spam trap: out of sight and out of the tab order; people leave it empty, bots fill it. */}
      <div className="public-form__trap" aria-hidden="true">
        <label htmlFor={`${id}-trap`}>{t('form.honeypot')}</label>
        <input ref={honeypot} id={`${id}-trap`} name={honeypotField} type="text" tabIndex={-1} autoComplete="off" defaultValue="" />
      </div>
      <p className="public-form__status" role="alert">
        {outcome.state === 'failed' ? outcome.message : ''}
      </p>
      <Button type="submit" variant="primary" disabled={outcome.state === 'sending'}>
        {outcome.state === 'sending' ? t('form.sending') : form.submitLabel || t('form.submit')}
      </Button>
    </form>
  )
}

/** Rendered with the ICU engine ready (the length messages have plurals): see `WithFormatter`. */
export const PublicForm = withFormatter(PublicFormInner)
