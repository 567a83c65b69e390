'use client'
import { useEffect, useId, useRef, useState, type ReactNode, type SubmitEvent } from 'react'
import { Button } from '@/components/controls/Button'
import { checkInput, fieldMessages } from '@/domain/http/inputIssues'
import { formLimits, honeypotField } from '@/domain/forms/fieldTypes'
import { useLabels, useT } from '@/runtime/labels/LabelsProvider'
import { withFormatter } from '@/runtime/labels/WithFormatter.client'
import { proofOfWorkHeader, useProofOfWork } from '@/runtime/proofOfWork/useProofOfWork'
import { isAttachmentValue, type SizeLimitTexts } from '../logic/attachments'
import { browserCheckDay } from '@/domain/dates/calendarDate'
import { onDemand } from '@/domain/onDemand'
import { phonePrefixKey, placeFields } from '../logic/fieldKeys'
import type { FieldOption, PublicForm as PublicFormData } from '../logic/publicForm'
import { FormField, type Draft } from './FormField.client'

/** The form's schema (zod and the phone numbers' rules), run in the browser before sending: loaded with the form's first focus, not with the page. */
const schemas = onDemand(() => import('../logic/formSchema'))

type Outcome = { state: 'editing' | 'sending' } | { state: 'sent'; message: string } | { state: 'failed'; message: string }

/** What the fields hold before the visitor types: empty, unticked, the language's phone prefix. */
function initialDraft(form: PublicFormData, defaultPrefix: string): Draft {
  const draft: Draft = {}
  for (const field of form.fields) {
    if (field.type === 'label') continue
    if (field.type === 'attachment') continue
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
function PublicFormInner({ form, countries, defaultPrefix, sizeLimits, privacy }: { form: PublicFormData; countries: FieldOption[]; defaultPrefix: string; sizeLimits: SizeLimitTexts; privacy: ReactNode }) {
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
  // The proof-of-work answer is searched for from the first focus in the form, while the visitor types.
  const proofOfWork = useProofOfWork(locale)
  // The chosen files themselves, by field: the draft holds only what the schema checks (name, size, type).
  const files = useRef(new Map<string, File>())
  const action = `/api/forms/submit?lang=${locale}&form=${form.id}`
  const attachmentFields = form.fields.filter((field) => field.type === 'attachment').map((field) => field.name)

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

  /** Files whose name the form shows but whose input is empty again (the browser let them go, as after going back): to attach again. */
  const droppedFiles = (): Record<string, string> => {
    const dropped: Record<string, string> = {}
    for (const name of attachmentFields) {
      const chosen = draft[name]
      const input = formRef.current?.elements.namedItem(name)
      const stillThere = input instanceof HTMLInputElement && (input.files?.length ?? 0) > 0
      if (isAttachmentValue(chosen) && (!files.current.has(name) || !stillThere)) dropped[name] = t('form.attachmentReattach', { name: chosen.name })
    }
    return dropped
  }

  /** The post: JSON, or multipart with the files when the form takes some (streamed by the server, never read whole). */
  const requestBody = (): { body: BodyInit; headers: Record<string, string> } => {
    const trap = honeypot.current?.value ?? ''
    if (attachmentFields.length === 0) return { body: JSON.stringify({ ...draft, [honeypotField]: trap }), headers: { 'Content-Type': 'application/json' } }
    const data = new FormData()
    for (const [name, value] of Object.entries(draft)) {
      if (isAttachmentValue(value)) {
        const file = files.current.get(name)
        if (file) data.append(name, file, file.name)
      } else if (Array.isArray(value)) value.forEach((item) => data.append(name, item))
      else if (value !== false) data.append(name, value === true ? 'on' : value)
    }
    data.append(honeypotField, trap)
    return { body: data, headers: { Accept: 'application/json' } }
  }

  const submit = async (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault()
    // Without the schema (its code could not be fetched) the form is sent and the server answers field by field the same way.
    const rules = await schemas.get()
    const checked = rules ? checkInput(rules.formSchema(form.fields, browserCheckDay(new Date())), draft) : null
    const dropped = droppedFiles()
    if ((checked && !checked.ok) || Object.keys(dropped).length > 0) {
      refuse({ ...(checked === null || checked.ok ? {} : fieldMessages(checked.problems, t, { size: sizeLimits.attachment, total: sizeLimits.total, min: formLimits.passwordMinLength, max: formLimits.passwordMaxLength })), ...dropped }, t('validation.checkFields'))
      return
    }
    setOutcome({ state: 'sending' })
    try {
      const answer = await proofOfWork.take()
      const post = requestBody()
      const response = await fetch(action, { method: 'POST', body: post.body, headers: answer ? { ...post.headers, [proofOfWorkHeader]: answer } : post.headers })
      const body = (await response.json().catch(() => ({}))) as { message?: string; fields?: Record<string, string> }
      if (response.status === 201) {
        setErrors({})
        setOutcome({ state: 'sent', message: body.message ?? t('form.success') })
      } else {
        // The answer is spent: the next one is searched for while the visitor corrects.
        proofOfWork.prepare()
        const fields = body.fields ?? {}
        refuse(fields, response.status === 400 && Object.keys(fields).length > 0 ? t('validation.checkFields') : response.status === 400 || response.status === 413 ? (body.message ?? t('form.error')) : t('form.error'))
      }
    } catch {
      proofOfWork.prepare()
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
  const places = placeFields(form.fields)
  const country = places.country === undefined ? '' : draft[places.country]
  const chosenCountry = typeof country === 'string' ? country : ''
  const set = (name: string, value: Draft[string]) =>
    setDraft((current) => {
      const next = { ...current, [name]: value }
      // Another country: a province or region that is not one of its places is cleared (free text stays as typed).
      if (name === places.country && typeof value === 'string') {
        for (const place of places.fields) {
          const list = place.listOf(value)
          const chosen = next[place.name]
          const previous = place.listOf(typeof current[name] === 'string' ? current[name] : '')
          if (typeof chosen === 'string' && ((list && !list.includes(chosen)) || (!list && previous))) next[place.name] = ''
        }
      }
      return next
    })
  const setFile = (name: string, file: File | null) => {
    if (file) files.current.set(name, file)
    else files.current.delete(name)
    setDraft((current) => {
      const others = Object.fromEntries(Object.entries(current).filter(([key]) => key !== name))
      return file ? { ...others, [name]: { name: file.name, size: file.size, type: file.type } } : others
    })
  }
  return (
    <form
      ref={formRef}
      className="public-form"
      method="post"
      action={action}
      encType={attachmentFields.length > 0 ? 'multipart/form-data' : undefined}
      noValidate onSubmit={(event) => void submit(event)} onFocus={() => {
        proofOfWork.prepare()
        schemas.warm()
      }} aria-describedby={`${id}-note`}>
      <p id={`${id}-note`} className="public-form__note">
        {t('form.requiredFieldsNote')}
      </p>
      {/* The proof of work needs the script (docs/decisions/029): said before anything is typed. */}
      <noscript>
        <p className="public-form__note">{t('proofOfWork.needsScript')}</p>
      </noscript>
      <div className="public-form__fields">
        {form.fields.map((field) => (
          <FormField key={field.name} idPrefix={id} field={field} draft={draft} error={errors[field.name]} onChange={set} onFile={setFile} countries={countries} maxSize={sizeLimits.attachment} privacy={privacy} country={chosenCountry} />
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
