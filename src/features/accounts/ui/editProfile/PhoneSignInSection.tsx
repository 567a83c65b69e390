'use client'
import { useEffect, useId, useState, type SubmitEvent } from 'react'
import { Button } from '@/components/controls/Button'
import { Field } from '@/components/controls/Field'
import { Select } from '@/components/controls/Select'
import { TextField } from '@/components/controls/TextField'
import type { Locale } from '@/i18n/locales'
import type { AccountLabels } from '../labels'
import { postJson } from '../postJson'
import { useProvenPost } from '../useProvenPost'
import { useSignedInJson } from '../useSignedInJson'
import type { PlaceOptions } from './ProfileSection'
import { Section } from './Section'

function readProved(body: unknown): { display: string | null } | null {
  if (typeof body !== 'object' || body === null || !('display' in body)) return null
  return { display: typeof body.display === 'string' ? body.display : null }
}

/**
 * Sign-in by text message (edit-profile; shown where the site sends texts): the number the visitor
 * proved, or a form that texts a code to a number and takes it back. The number is the sign-in's
 * only (the profile's phone stays as it is); 'Remove' ends sign-in by text message. What was typed
 * stays when the code is refused.
 */
export function PhoneSignInSection({ locale, labels, options }: { locale: Locale; labels: AccountLabels; options: PlaceOptions }) {
  const id = useId()
  const { state, reload } = useSignedInJson(`/api/user/phone?lang=${locale}`, locale, readProved)
  const { post, prepare } = useProvenPost(locale, 'always')
  const [editing, setEditing] = useState(false)
  const [step, setStep] = useState<'number' | 'code'>('number')
  const [number, setNumber] = useState({ phoneCountry: options.defaultPhoneCountry, phone: '' })
  const [sending, setSending] = useState(false)
  const [errors, setErrors] = useState<Record<string, string>>({})
  const [message, setMessage] = useState('')
  const [notice, setNotice] = useState('')
  useEffect(() => {
    if (step === 'code') document.getElementById(`${id}-code`)?.focus()
  }, [step, id])
  if (state.kind !== 'shown') return state.kind === 'failed' ? <p role="alert">{labels.genericError}</p> : null
  const { display } = state.data
  const showForm = editing || display === null

  const answered = (answer: { status: number; fields?: Record<string, string>; message?: string }) => {
    setSending(false)
    setErrors(answer.fields ?? {})
    setMessage(answer.status === 200 || answer.fields ? '' : (answer.message ?? labels.genericError))
  }
  const sendCode = async (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault()
    setSending(true)
    setNotice('')
    const answer = await post(`/api/user/phone/send?lang=${locale}`, number)
    answered(answer)
    if (answer.status === 200) {
      setNotice(answer.message ?? '')
      setStep('code')
    }
  }
  const confirm = async (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault()
    const code = new FormData(event.currentTarget).get('code')
    setSending(true)
    const answer = await postJson(`/api/user/phone/verify?lang=${locale}`, { ...number, code: typeof code === 'string' ? code : '' })
    answered(answer)
    if (answer.status === 200) {
      setNotice(answer.message ?? '')
      setEditing(false)
      setStep('number')
      setNumber({ ...number, phone: '' })
      reload()
    } else if (answer.error === 'phone_taken') setStep('number')
  }
  const remove = async () => {
    setSending(true)
    const answer = await postJson(`/api/user/phone/remove?lang=${locale}`, {})
    answered(answer)
    if (answer.status === 200) {
      setNotice(answer.message ?? '')
      reload()
    }
  }

  return (
    <Section id="sms-sign-in" title={labels.smsTitle} intro={labels.smsIntro}>
      <dl className="account-methods">
        <div className="account-methods__row">
          <dt>{labels.smsCurrent}</dt>
          <dd>{display ?? labels.smsNone}</dd>
        </div>
      </dl>
      <p className="account-form__notice account-form__notice--sent" role="status">
        {notice}
      </p>
      {showForm && step === 'number' ? (
        <form className="account-form account-form--narrow" noValidate onSubmit={(event) => void sendCode(event)} onFocus={prepare}>
          <div className="account-form__phone">
            <Field id={`${id}-phoneCountry`} label={labels.phonePrefix}>
              <Select id={`${id}-phoneCountry`} name="phoneCountry" value={number.phoneCountry} onChange={(event) => setNumber({ ...number, phoneCountry: event.target.value })} autoComplete="tel-country-code">
                {options.phonePrefixes.map((option) => (
                  <option key={option.value} value={option.value}>
                    {option.label}
                  </option>
                ))}
              </Select>
            </Field>
            <TextField
              id={`${id}-phone`}
              name="phone"
              type="tel"
              label={`${labels.smsNumber} *`}
              placeholder={labels.phonePlaceholder}
              autoComplete="tel-national"
              value={number.phone}
              onChange={(event) => setNumber({ ...number, phone: event.target.value })}
              error={errors.phone}
              required
            />
          </div>
          <p className="account-form__status" role="alert">
            {message}
          </p>
          <Button type="submit" variant="primary" disabled={sending}>
            {sending ? labels.sending : labels.smsSendCode}
          </Button>
        </form>
      ) : null}
      {showForm && step === 'code' ? (
        <form className="account-form account-form--narrow" noValidate onSubmit={(event) => void confirm(event)}>
          <TextField id={`${id}-code`} name="code" label={labels.smsCode} help={labels.smsCodeHelp} error={errors.code} autoComplete="one-time-code" inputMode="numeric" spellCheck={false} maxLength={16} required />
          <p className="account-form__status" role="alert">
            {message}
          </p>
          <div className="account-passwordless__actions">
            <Button type="submit" variant="primary" disabled={sending}>
              {sending ? labels.sending : labels.smsConfirm}
            </Button>
            <Button
              onClick={() => {
                setStep('number')
                setErrors({})
                setMessage('')
              }}
            >
              {labels.smsChange}
            </Button>
          </div>
        </form>
      ) : null}
      {showForm ? null : (
        <div className="account-passwordless__actions">
          <Button onClick={() => setEditing(true)} disabled={sending}>
            {labels.smsChange}
          </Button>
          <Button onClick={() => void remove()} disabled={sending}>
            {labels.smsRemove}
          </Button>
        </div>
      )}
    </Section>
  )
}
