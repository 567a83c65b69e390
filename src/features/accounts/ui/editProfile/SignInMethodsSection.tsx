'use client'
import { useId, useState, type SubmitEvent } from 'react'
import { Button } from '@/components/controls/Button'
import { TextField } from '@/components/controls/TextField'
import type { Locale } from '@/i18n/locales'
import type { SignInMethods } from '../../logic/signInMethods'
import type { AccountLabels } from '../labels'
import { formFields, postJson } from '../postJson'
import { useSignedInJson } from '../useSignedInJson'
import { Section } from './Section'

/** The sign-in methods answer, checked (`GET /api/user/sign-in-methods`), or null. */
export function readMethods(body: unknown): SignInMethods | null {
  if (typeof body !== 'object' || body === null || !('password' in body) || !('provider' in body) || typeof body.password !== 'boolean') return null
  const provider = body.provider
  if (provider === null) return { password: body.password, provider: null }
  if (typeof provider !== 'object' || !('name' in provider) || !('linked' in provider) || typeof provider.name !== 'string' || typeof provider.linked !== 'boolean') return null
  return { password: body.password, provider: { name: provider.name, linked: provider.linked } }
}

/**
 * Ways to sign in (edit-profile): whether the account has a password, and the site's provider
 * linked or not. 'Link' asks the password, then goes to the provider and back (the callback
 * links the identity); 'Unlink' is refused by the server when it is the last way in, with the
 * reason. Shown only when single sign-on is configured (`arrived`: back from linking).
 */
export function SignInMethodsSection({ locale, labels, arrived }: { locale: Locale; labels: AccountLabels; arrived: boolean }) {
  const id = useId()
  const { state, reload } = useSignedInJson(`/api/user/sign-in-methods?lang=${locale}`, locale, readMethods)
  const [sending, setSending] = useState(false)
  const [errors, setErrors] = useState<Record<string, string>>({})
  const [message, setMessage] = useState('')
  const [notice, setNotice] = useState('')
  if (state.kind !== 'shown' || state.data.provider === null) {
    return state.kind === 'failed' ? <p role="alert">{labels.genericError}</p> : null
  }
  const { password } = state.data
  const provider = state.data.provider
  const named = (template: string) => template.replace('{provider}', provider.name)

  const link = async (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault()
    setSending(true)
    setNotice('')
    const answer = await postJson(`/api/user/sso/link?lang=${locale}`, formFields(event.currentTarget))
    const location = (answer as { location?: unknown }).location
    if (answer.status === 200 && typeof location === 'string') {
      window.location.assign(location)
      return
    }
    setSending(false)
    setErrors(answer.fields ?? {})
    setMessage(answer.status === 400 && answer.fields ? '' : (answer.message ?? labels.genericError))
  }
  const unlink = async () => {
    setSending(true)
    setMessage('')
    const answer = await postJson(`/api/user/sso/unlink?lang=${locale}`, {})
    setSending(false)
    if (answer.status === 200) {
      setNotice(answer.message ?? '')
      reload()
    } else setMessage(answer.message ?? labels.genericError)
  }

  return (
    <Section id="sign-in-methods" title={labels.methodsTitle} intro={labels.methodsIntro}>
      <dl className="account-methods">
        <div className="account-methods__row">
          <dt>{labels.methodsPassword}</dt>
          <dd>{password ? labels.methodsPasswordSet : labels.methodsPasswordNotSet}</dd>
        </div>
        <div className="account-methods__row">
          <dt>{provider.name}</dt>
          <dd>{provider.linked ? labels.methodsLinked : labels.methodsNotLinked}</dd>
        </div>
      </dl>
      <p className="account-form__notice account-form__notice--sent" role="status">
        {notice || (arrived && provider.linked ? named(labels.methodsLinkedNotice) : '')}
      </p>
      {provider.linked ? (
        <>
          <p className="account-form__status" role="alert">
            {message}
          </p>
          <Button onClick={() => void unlink()} disabled={sending}>
            {named(labels.methodsUnlink)}
          </Button>
        </>
      ) : password ? (
        <form className="account-form account-form--narrow" noValidate onSubmit={(event) => void link(event)}>
          <p className="account-page__intro">{named(labels.methodsLinkIntro)}</p>
          <TextField id={`${id}-password`} name="password" type="password" label={`${labels.password} *`} autoComplete="current-password" error={errors.password} required />
          <p className="account-form__status" role="alert">
            {message}
          </p>
          <Button type="submit" disabled={sending}>
            {named(labels.methodsLink)}
          </Button>
        </form>
      ) : null}
    </Section>
  )
}
