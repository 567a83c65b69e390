'use client'
import { useId, useState, useSyncExternalStore, type SubmitEvent } from 'react'
import { Button } from '@/components/controls/Button'
import { TextField } from '@/components/controls/TextField'
import type { Locale } from '@/i18n/locales'
import type { AccountLabels } from './labels'
import { formFields, postJson } from './postJson'
import { useProvenPost } from './useProvenPost'

/** Follows the fragment: a recovery link opened in a tab already on this screen changes only the hash. */
const onHashChange = (changed: () => void) => {
  window.addEventListener('hashchange', changed)
  return () => window.removeEventListener('hashchange', changed)
}
/** The recovery link's token: in the address's fragment, which never reaches a server. */
function useResetToken(): string {
  const hash = useSyncExternalStore(onHashChange, () => window.location.hash, () => '')
  return new URLSearchParams(hash.replace(/^#/, '')).get('token') ?? ''
}

/**
 * /{lang}/user/recovery-psw: the address to send a recovery link to, or, opened from that link,
 * the new password typed twice. The request is answered alike for every address; a used or
 * expired link says so and offers the request again.
 */
export function RecoveryForm({ locale, labels }: { locale: Locale; labels: AccountLabels }) {
  const token = useResetToken()
  const [linkInvalid, setLinkInvalid] = useState(false)
  if (token !== '' && !linkInvalid) {
    return (
      <ResetForm
        locale={locale}
        labels={labels}
        token={token}
        onInvalidLink={() => {
          window.history.replaceState(null, '', window.location.pathname)
          setLinkInvalid(true)
        }}
      />
    )
  }
  return <RequestForm locale={locale} labels={labels} notice={linkInvalid ? labels.resetLinkInvalid : ''} />
}

function RequestForm({ locale, labels, notice }: { locale: Locale; labels: AccountLabels; notice: string }) {
  const id = useId()
  const [sending, setSending] = useState(false)
  const [errors, setErrors] = useState<Record<string, string>>({})
  const [message, setMessage] = useState('')
  const [sent, setSent] = useState('')
  const { post, prepare } = useProvenPost(locale, 'always')

  const submit = async (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault()
    setSending(true)
    const answer = await post(`/api/user/recovery-psw?lang=${locale}`, formFields(event.currentTarget))
    setSending(false)
    setErrors(answer.fields ?? {})
    setSent(answer.status === 200 ? (answer.message ?? '') : '')
    setMessage(answer.status === 200 || (answer.status === 400 && answer.fields) ? '' : (answer.message ?? labels.genericError))
  }

  return (
    <form className="account-form account-form--narrow" noValidate onSubmit={(event) => void submit(event)} onFocus={prepare}>
      {notice ? <p className="account-form__notice account-form__notice--verifyFailed" role="alert">{notice}</p> : null}
      <p className="account-page__intro">{labels.recoveryIntro}</p>
      <TextField id={`${id}-email`} name="email" type="email" label={labels.email} placeholder={labels.emailPlaceholder} autoComplete="username" error={errors.email} required />
      <p className="account-form__status" role="alert">
        {message}
      </p>
      <p className="account-form__notice account-form__notice--sent" role="status">
        {sent}
      </p>
      <Button type="submit" variant="primary" disabled={sending}>
        {sending ? labels.sending : labels.recoverySubmit}
      </Button>
    </form>
  )
}

function ResetForm({ locale, labels, token, onInvalidLink }: { locale: Locale; labels: AccountLabels; token: string; onInvalidLink: () => void }) {
  const id = useId()
  const [sending, setSending] = useState(false)
  const [errors, setErrors] = useState<Record<string, string>>({})
  const [message, setMessage] = useState('')

  const submit = async (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault()
    setSending(true)
    const answer = await postJson(`/api/user/reset-password?lang=${locale}`, { ...formFields(event.currentTarget), token })
    if (answer.status === 200 && answer.next) {
      window.location.assign(answer.next)
      return
    }
    setSending(false)
    if (answer.status === 400 && (!answer.fields || answer.fields.token)) {
      onInvalidLink()
      return
    }
    setErrors(answer.fields ?? {})
    setMessage(answer.status === 400 && answer.fields ? '' : (answer.message ?? labels.genericError))
  }

  return (
    <form className="account-form account-form--narrow" noValidate onSubmit={(event) => void submit(event)}>
      <p className="account-page__intro">{labels.resetIntro}</p>
      <TextField id={`${id}-password`} name="password" type="password" label={`${labels.newPassword} *`} help={labels.passwordHint} autoComplete="new-password" error={errors.password} required />
      <TextField id={`${id}-repeat`} name="passwordRepeat" type="password" label={`${labels.newPasswordRepeat} *`} autoComplete="new-password" error={errors.passwordRepeat} required />
      <p className="account-form__status" role="alert">
        {message}
      </p>
      <Button type="submit" variant="primary" disabled={sending}>
        {sending ? labels.sending : labels.resetSubmit}
      </Button>
    </form>
  )
}
