'use client'
import { useId, useState, type SubmitEvent } from 'react'
import { Button } from '@/components/controls/Button'
import { TextField } from '@/components/controls/TextField'
import type { Locale } from '@/i18n/locales'
import type { AccountLabels } from '../labels'
import { formFields, postJson } from '../postJson'
import { useSignedInJson } from '../useSignedInJson'
import { readMethods } from './SignInMethodsSection'
import { Section } from './Section'

/**
 * Delete my account: everything goes, then the sign-in page says so. Confirmed with the password;
 * an account without one (made by single sign-on) confirms by a fresh sign-in at its provider
 * instead: the server asks for it (`sign_in_again`) and the visitor comes back here (`confirmed`).
 */
export function DeleteSection({ locale, labels, singleSignOn, confirmed }: { locale: Locale; labels: AccountLabels; singleSignOn: boolean; confirmed: boolean }) {
  return singleSignOn ? <DeleteByMethods locale={locale} labels={labels} confirmed={confirmed} /> : <DeleteForm locale={locale} labels={labels} provider={null} confirmed={false} />
}

/** With single sign-on on: the account's ways in say whether a password confirms, or a sign-in at the provider. */
function DeleteByMethods({ locale, labels, confirmed }: { locale: Locale; labels: AccountLabels; confirmed: boolean }) {
  const { state } = useSignedInJson(`/api/user/sign-in-methods?lang=${locale}`, locale, readMethods)
  if (state.kind === 'loading') return null
  const methods = state.kind === 'shown' ? state.data : null
  const provider = methods && !methods.password ? methods.provider : null
  return <DeleteForm locale={locale} labels={labels} provider={provider} confirmed={confirmed} />
}

/** The form: a password field, or (`provider` given: an account without a password) the way to confirm at the provider. */
function DeleteForm({ locale, labels, provider, confirmed }: { locale: Locale; labels: AccountLabels; provider: { name: string } | null; confirmed: boolean }) {
  const id = useId()
  const [sending, setSending] = useState(false)
  const [errors, setErrors] = useState<Record<string, string>>({})
  const [message, setMessage] = useState('')
  const [signInAgain, setSignInAgain] = useState(false)
  const withPassword = provider === null

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
    setSignInAgain(answer.status === 403)
    setMessage(answer.status === 400 && answer.fields ? '' : (answer.message ?? labels.genericError))
  }
  const confirmAtProvider = async () => {
    setSending(true)
    const answer = await postJson(`/api/user/sso/confirm?lang=${locale}`, {})
    const location = (answer as { location?: unknown }).location
    if (answer.status === 200 && typeof location === 'string') {
      window.location.assign(location)
      return
    }
    setSending(false)
    setMessage(answer.message ?? labels.genericError)
  }

  const intro = provider === null ? labels.deleteIntro : labels.deleteIntroNoPassword.replace('{provider}', provider.name)
  return (
    <Section id="delete" title={labels.deleteTitle} intro={intro}>
      {provider !== null && confirmed && !message && (
        <p className="account-form__notice account-form__notice--sent" role="status">
          {labels.deleteConfirmed}
        </p>
      )}
      <form className="account-form account-form--narrow" noValidate onSubmit={(event) => void submit(event)}>
        {withPassword && <TextField id={`${id}-password`} name="password" type="password" label={`${labels.password} *`} autoComplete="current-password" error={errors.password} required />}
        <p className="account-form__status" role="alert">
          {message}
        </p>
        {signInAgain && provider !== null && (
          <Button variant="secondary" disabled={sending} onClick={() => void confirmAtProvider()}>
            {labels.deleteConfirmWithProvider.replace('{provider}', provider.name)}
          </Button>
        )}
        <Button type="submit" disabled={sending}>
          {labels.deleteSubmit}
        </Button>
      </form>
    </Section>
  )
}
