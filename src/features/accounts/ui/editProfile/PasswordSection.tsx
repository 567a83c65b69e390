'use client'
import { useId, useState, type SubmitEvent } from 'react'
import { Button } from '@/components/controls/Button'
import { TextField } from '@/components/controls/TextField'
import type { Locale } from '@/i18n/locales'
import type { AccountLabels } from '../labels'
import { formFields, postJson } from '../postJson'
import { Section } from './Section'

/** Change of password: the current one is required; every other device is signed out. */
export function PasswordSection({ locale, labels, onChanged }: { locale: Locale; labels: AccountLabels; onChanged: () => void }) {
  const id = useId()
  const [sending, setSending] = useState(false)
  const [errors, setErrors] = useState<Record<string, string>>({})
  const [message, setMessage] = useState('')
  const [done, setDone] = useState('')
  const field = (name: string) => ({ id: `${id}-${name}`, name, error: errors[name] })

  const submit = async (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault()
    const form = event.currentTarget
    setSending(true)
    setDone('')
    const answer = await postJson(`/api/user/password?lang=${locale}`, formFields(form))
    setSending(false)
    setErrors(answer.fields ?? {})
    setMessage(answer.status === 200 || (answer.status === 400 && answer.fields) ? '' : (answer.message ?? labels.genericError))
    if (answer.status === 200) {
      form.reset()
      setDone(answer.message ?? labels.passwordChanged)
      onChanged()
    }
  }

  return (
    <Section id="password" title={labels.changePassword}>
      <form className="account-form account-form--narrow" noValidate onSubmit={(event) => void submit(event)}>
        <TextField {...field('currentPassword')} type="password" label={`${labels.currentPassword} *`} autoComplete="current-password" required />
        <TextField {...field('password')} type="password" label={`${labels.newPassword} *`} help={labels.passwordHint} autoComplete="new-password" required />
        <TextField {...field('passwordRepeat')} type="password" label={`${labels.newPasswordRepeat} *`} autoComplete="new-password" required />
        <p className="account-form__status" role="alert">
          {message}
        </p>
        <p className="account-form__notice account-form__notice--sent" role="status">
          {done}
        </p>
        <Button type="submit" variant="primary" disabled={sending}>
          {sending ? labels.sending : labels.changePassword}
        </Button>
      </form>
    </Section>
  )
}
