'use client'
import { useId, useState, useSyncExternalStore, type SubmitEvent } from 'react'
import { Button } from '@/components/controls/Button'
import { Checkbox } from '@/components/controls/Checkbox'
import { TextField } from '@/components/controls/TextField'
import type { Locale } from '@/i18n/locales'
import { arrivalNotice, type ArrivalNotice } from '../logic/arrival'
import type { AccountLabels } from './labels'
import type { Option } from './options'
import { MfaSignInStep } from './MfaSignInStep.client'
import type { MfaLabels } from './mfaLabels'
import { MagicLinkLanding, PasswordlessSignIn } from './PasswordlessSignIn.client'
import type { PasswordlessLabels } from './passwordlessLabels'
import { formFields } from './postJson'
import { SingleSignOnLink, type SingleSignOnOffer } from './SingleSignOnLink.client'
import { useProvenPost } from './useProvenPost'

/**
 * What the address says on arrival: where to go after signing in, the verification link's
 * outcome, and `mfa=1` when a sign-in at the provider waits for the second factor (its challenge cookie is set).
 */
function useArrival(): { next: string; notice: ArrivalNotice | null; mfa: boolean } {
  // The server renders the page for everybody (no query); the browser reads its own address.
  const search = useSyncExternalStore(noSubscription, () => window.location.search, () => '')
  const query = new URLSearchParams(search)
  const notice = arrivalNotice(query)
  return { next: query.get('next') ?? '', notice, mfa: query.get('mfa') === '1' }
}
const noSubscription = () => () => undefined

/**
 * Sign-in with e-mail and password. The server decides where to go (`?next=` when it is a path
 * of this site, else the profile) and answers one message for an unknown address and a wrong
 * password alike; a full page load follows, so the header shows the new state.
 */
export function LoginForm({
  locale,
  labels,
  mfaLabels,
  passwordlessLabels,
  singleSignOn = null,
  phone = null,
}: {
  locale: Locale
  labels: AccountLabels
  mfaLabels: MfaLabels
  passwordlessLabels: PasswordlessLabels
  /** The configured OpenID provider's button, or null when single sign-on is off. */
  singleSignOn?: SingleSignOnOffer | null
  /** Sign-in by a code by text message, where the site sends texts: the phone prefixes. */
  phone?: { prefixes: Option[]; defaultCountry: string } | null
}) {
  const id = useId()
  const { next, notice, mfa: arrivedForMfa } = useArrival()
  const [sending, setSending] = useState(false)
  const [errors, setErrors] = useState<Record<string, string>>({})
  const [message, setMessage] = useState('')
  /** The notice of the code step while a second factor is asked for ('Mandatory multi-factor authentication'). */
  const [mfaNotice, setMfaNotice] = useState<string | null>(null)
  /** 'Remember me' as ticked, for the code step to ask the same. */
  const [rememberMe, setRememberMe] = useState(false)
  /** The second step a sign-in at the provider arrived for was left (its challenge expired): the password form again. */
  const [arrivalMfaLeft, setArrivalMfaLeft] = useState(false)
  /** After a few failures the server asks a proof-of-work answer: solved and sent with the same fields. */
  const { post } = useProvenPost(locale, 'whenAsked')

  const submit = async (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault()
    setSending(true)
    const fields = formFields(event.currentTarget)
    setRememberMe(fields.rememberMe === true)
    const answer = await post(`/api/user/login?lang=${locale}`, { ...fields, next })
    if (answer.status === 200 && answer.next) {
      window.location.assign(answer.next)
      return
    }
    setSending(false)
    if (answer.mfa) {
      setMfaNotice(answer.message ?? '')
      return
    }
    setErrors(answer.fields ?? {})
    setMessage(answer.status === 400 && answer.fields ? '' : (answer.message ?? labels.genericError))
  }

  const mfaStep = mfaNotice ?? (arrivedForMfa && !arrivalMfaLeft ? mfaLabels.mandatory : null)
  if (mfaStep !== null) {
    const restart = (reason: string) => {
      setMfaNotice(null)
      setArrivalMfaLeft(true)
      setMessage(reason)
    }
    return <MfaSignInStep locale={locale} labels={mfaLabels} next={next} rememberMe={rememberMe} notice={mfaStep} onRestart={restart} />
  }

  const passwordForm = (
    <form className="account-form account-form--narrow" noValidate onSubmit={(event) => void submit(event)}>
      {notice ? (
        <p className={`account-form__notice account-form__notice--${notice}`} role="status">
          {labels[notice]}
        </p>
      ) : null}
      <TextField id={`${id}-email`} name="email" type="email" label={labels.email} placeholder={labels.emailPlaceholder} autoComplete="username" error={errors.email} required />
      <TextField id={`${id}-password`} name="password" type="password" label={labels.password} autoComplete="current-password" error={errors.password} required />
      <div>
        <Checkbox id={`${id}-remember`} name="rememberMe" label={labels.rememberMe} aria-describedby={`${id}-remember-note`} />
        <p id={`${id}-remember-note`} className="account-form__note">
          {labels.rememberMeHint}
        </p>
      </div>
      <p className="account-form__status" role="alert">
        {message}
      </p>
      <Button type="submit" variant="primary" disabled={sending}>
        {sending ? labels.signingIn : labels.signIn}
      </Button>
    </form>
  )

  return (
    <>
      <MagicLinkLanding locale={locale} labels={passwordlessLabels} onMfa={setMfaNotice} />
      {passwordForm}
      {singleSignOn ? <SingleSignOnLink locale={locale} next={next} offer={singleSignOn} /> : null}
      {/* Sign-in by a link or a code by e-mail: a section of its own. */}
      <PasswordlessSignIn locale={locale} labels={passwordlessLabels} next={next} onMfa={setMfaNotice} phone={phone} />
    </>
  )
}
