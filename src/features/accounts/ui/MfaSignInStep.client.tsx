'use client'
import { useEffect, useId, useState, type SubmitEvent } from 'react'
import { Button } from '@/components/controls/Button'
import { TextField } from '@/components/controls/TextField'
import type { Locale } from '@/i18n/locales'
import type { MfaLabels } from './mfaLabels'
import { formFields, postJson } from './postJson'

/**
 * The second step of a sign-in with MFA: the code of the authenticator app (or a backup code).
 * The password step's answer said 'Mandatory multi-factor authentication' and left a challenge
 * cookie; a challenge that expired sends the visitor back to the password (`onRestart`).
 */
export function MfaSignInStep({ locale, labels, next, rememberMe = false, notice, onRestart }: { locale: Locale; labels: MfaLabels; next: string; rememberMe?: boolean; notice: string; onRestart: (message: string) => void }) {
  const id = useId()
  const [sending, setSending] = useState(false)
  const [error, setError] = useState('')
  // The code field takes the focus when the step appears (the password form is gone).
  const focusCode = () => document.getElementById(`${id}-code`)?.focus()
  useEffect(focusCode, [id])

  const submit = async (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault()
    setSending(true)
    const answer = await postJson(`/api/user/login/mfa?lang=${locale}`, { ...formFields(event.currentTarget), next, rememberMe })
    if (answer.status === 200 && answer.next) {
      window.location.assign(answer.next)
      return
    }
    setSending(false)
    if (answer.status === 401 && answer.error === 'mfa_expired') {
      onRestart(answer.message ?? labels.genericError)
      return
    }
    setError(answer.fields?.code ?? answer.message ?? labels.genericError)
    focusCode()
  }

  return (
    <form className="account-form account-form--narrow" noValidate onSubmit={(event) => void submit(event)}>
      <p className="account-form__notice" role="status">
        {notice}
      </p>
      <TextField
        id={`${id}-code`}
        name="code"
        label={labels.code}
        help={`${labels.prompt} ${labels.backupHint}`}
        error={error}
        autoComplete="one-time-code"
        inputMode="text"
        spellCheck={false}
        autoCapitalize="off"
        maxLength={32}
        required
      />
      <Button type="submit" variant="primary" disabled={sending}>
        {sending ? labels.sending : labels.verify}
      </Button>
    </form>
  )
}
