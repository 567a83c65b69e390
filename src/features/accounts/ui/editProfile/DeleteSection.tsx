'use client'
import { useId, useState, type SubmitEvent } from 'react'
import { Button } from '@/components/controls/Button'
import { TextField } from '@/components/controls/TextField'
import type { Locale } from '@/i18n/locales'
import type { AccountLabels } from '../labels'
import { formFields, postJson } from '../postJson'
import { Section } from './Section'

/** Delete my account, confirmed with the password: everything goes, then the sign-in page says so. */
export function DeleteSection({ locale, labels }: { locale: Locale; labels: AccountLabels }) {
  const id = useId()
  const [sending, setSending] = useState(false)
  const [errors, setErrors] = useState<Record<string, string>>({})
  const [message, setMessage] = useState('')

  const submit = async (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault()
    setSending(true)
    const answer = await postJson(`/api/user/delete?lang=${locale}`, formFields(event.currentTarget))
    if (answer.status === 200 && answer.next) {
      window.location.assign(answer.next)
      return
    }
    setSending(false)
    setErrors(answer.fields ?? {})
    setMessage(answer.status === 400 && answer.fields ? '' : (answer.message ?? labels.genericError))
  }

  return (
    <Section id="delete" title={labels.deleteTitle} intro={labels.deleteIntro}>
      <form className="account-form account-form--narrow" noValidate onSubmit={(event) => void submit(event)}>
        <TextField id={`${id}-password`} name="password" type="password" label={`${labels.password} *`} autoComplete="current-password" error={errors.password} required />
        <p className="account-form__status" role="alert">
          {message}
        </p>
        <Button type="submit" disabled={sending}>
          {labels.deleteSubmit}
        </Button>
      </form>
    </Section>
  )
}
