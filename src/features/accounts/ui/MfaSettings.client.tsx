'use client'
import { useEffect, useId, useRef, useState, type SubmitEvent } from 'react'
import { Button } from '@/components/controls/Button'
import { TextField } from '@/components/controls/TextField'
import type { Locale } from '@/i18n/locales'
import type { MfaLabels } from './mfaLabels'
import { formFields, postJson, type AccountAnswer } from './postJson'
import { Section } from './editProfile/Section'
import { readMethods } from './editProfile/SignInMethodsSection'

interface SetUp {
  qr: string
  secret: string
  backupCodes: string[]
}
type State =
  | { kind: 'loading' }
  | { kind: 'failed' }
  | { kind: 'hidden' }
  | { kind: 'off' | 'password' | 'on' | 'disabling'; required: boolean; notice?: string }
  | { kind: 'scanning'; required: boolean; setUp: SetUp }

/**
 * The edit-profile screen's MFA section: set-up (password, then a QR code drawn by the server, the key for
 * typing in and the backup codes shown this once, confirmed by the app's first code) and turning
 * it off (a code and the password). When the site's policy asks MFA of this visitor and it is
 * off, the set-up opens at once with 'Administrator requires multi-factor authentication (MFA)'.
 * The section then comes into view with the password field focused (it sits below the profile,
 * e-mail and password sections). Fetched after the page loaded: the page's HTML is the same for everybody.
 * An account without a password (made by single sign-on: `singleSignOn` asks its ways in) confirms
 * by a recent sign-in instead; when its session is older, the server asks for a sign-in again at
 * the provider (`sign_in_again`), offered here, which brings the visitor back to this section.
 */
export function MfaSettings({ locale, labels, singleSignOn = false, onTurnedOn }: { locale: Locale; labels: MfaLabels; singleSignOn?: boolean; onTurnedOn?: () => void }) {
  const id = useId()
  const [state, setState] = useState<State>({ kind: 'loading' })
  const [sending, setSending] = useState(false)
  const [errors, setErrors] = useState<Record<string, string>>({})
  // Without single sign-on every account has a password; with it, the account's ways in say.
  const [noPassword, setNoPassword] = useState<{ provider: string | null } | null>(null)
  const [signInAgain, setSignInAgain] = useState(false)
  const wrapper = useRef<HTMLDivElement>(null)
  const forcedShown = useRef(false)

  // The forced set-up: brought into view once, its password field focused.
  useEffect(() => {
    if (state.kind !== 'password' || !state.required || forcedShown.current) return
    forcedShown.current = true
    wrapper.current?.scrollIntoView({ block: 'start' })
    wrapper.current?.querySelector<HTMLInputElement>('input[name="password"]')?.focus({ preventScroll: true })
  }, [state])

  useEffect(() => {
    if (!singleSignOn) return
    let current = true
    fetch(`/api/user/sign-in-methods?lang=${locale}`, { credentials: 'same-origin', cache: 'no-store' })
      .then(async (response) => {
        const methods = response.ok ? readMethods(await response.json()) : null
        if (current && methods && !methods.password) setNoPassword({ provider: methods.provider?.linked ? methods.provider.name : null })
      })
      .catch(() => undefined)
    return () => {
      current = false
    }
  }, [locale, singleSignOn])

  useEffect(() => {
    let current = true
    fetch(`/api/user/mfa?lang=${locale}`, { credentials: 'same-origin', cache: 'no-store' })
      .then(async (response) => {
        if (!current) return
        if (response.status === 401) {
          setState({ kind: 'hidden' })
          return
        }
        const status = (await response.json()) as { enabled?: boolean; required?: boolean }
        const required = status.required === true
        setState(status.enabled ? { kind: 'on', required } : { kind: required ? 'password' : 'off', required })
      })
      .catch(() => current && setState({ kind: 'failed' }))
    return () => {
      current = false
    }
  }, [locale])

  /** Posts one of the section's forms; a refusal shows beside its field, or under the form. */
  const send = (path: string, onDone: (answer: AccountAnswer & Partial<SetUp>) => void) => async (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault()
    setSending(true)
    const answer = (await postJson(`/api/user/mfa/${path}?lang=${locale}`, formFields(event.currentTarget))) as AccountAnswer & Partial<SetUp>
    setSending(false)
    setSignInAgain(answer.error === 'sign_in_again')
    if (answer.status === 200) {
      setErrors({})
      onDone(answer)
    } else setErrors(answer.fields ?? { form: answer.message ?? labels.genericError })
  }
  /** An account without a password whose sign-in is no longer recent: a sign-in again at the provider, back to this section. */
  const confirmAtProvider = async () => {
    setSending(true)
    const answer = await postJson(`/api/user/sso/confirm?lang=${locale}`, { for: 'mfa' })
    const location = (answer as { location?: unknown }).location
    if (answer.status === 200 && typeof location === 'string') {
      window.location.assign(location)
      return
    }
    setSending(false)
    setErrors({ form: answer.message ?? labels.genericError })
  }
  const providerButton =
    signInAgain && noPassword?.provider ? (
      <Button variant="secondary" disabled={sending} onClick={() => void confirmAtProvider()}>
        {labels.confirmWithProvider.replace('{provider}', noPassword.provider)}
      </Button>
    ) : null
  const field = (name: string) => ({ id: `${id}-${name}`, name, error: errors[name], required: true })
  const status = (
    <p className="account-form__status" role="alert">
      {errors.form ?? ''}
    </p>
  )
  const cancel = (required: boolean) =>
    required ? null : (
      <Button
        onClick={() => {
          setErrors({})
          setState({ kind: state.kind === 'disabling' ? 'on' : 'off', required })
        }}
      >
        {labels.cancel}
      </Button>
    )

  if (state.kind === 'hidden') return null
  if (state.kind === 'loading') return <p className="account-profile__status" role="status">{labels.loading}</p>
  if (state.kind === 'failed') return <p className="account-profile__status" role="alert">{labels.genericError}</p>
  const { required } = state
  return (
    <Section id="mfa" title={labels.title}>
      <div className="account-mfa" ref={wrapper}>
        {required && state.kind !== 'on' && state.kind !== 'disabling' ? (
          <p className="account-form__notice account-form__notice--required" role="alert">
            {labels.requiredByAdmin}
          </p>
        ) : null}
        {state.kind === 'off' || state.kind === 'on' ? (
          <>
            {state.notice ? (
              <p className="account-form__notice" role="status">
                {state.notice}
              </p>
            ) : null}
            <p className="account-mfa__status">{state.kind === 'on' ? labels.statusOn : labels.statusOff}</p>
            <p className="account-page__intro">{labels.intro}</p>
            {state.kind === 'off' ? (
              <Button variant="primary" onClick={() => setState({ kind: 'password', required })}>
                {labels.setUp}
              </Button>
            ) : required ? null : (
              <Button onClick={() => setState({ kind: 'disabling', required })}>{labels.turnOff}</Button>
            )}
          </>
        ) : null}
        {state.kind === 'password' ? (
          <form className="account-form account-form--narrow" noValidate onSubmit={(event) => void send('enable', (answer) => setState({ kind: 'scanning', required, setUp: { qr: answer.qr ?? '', secret: answer.secret ?? '', backupCodes: answer.backupCodes ?? [] } }))(event)}>
            <p className="account-page__intro">{labels.intro}</p>
            {noPassword ? (
              <p className="account-form__note">{labels.introNoPassword}</p>
            ) : (
              <TextField {...field('password')} type="password" label={labels.password} help={labels.passwordToStart} autoComplete="current-password" />
            )}
            {status}
            <div className="account-mfa__actions">
              {providerButton}
              <Button type="submit" variant="primary" disabled={sending}>
                {sending ? labels.sending : labels.continue}
              </Button>
              {cancel(required)}
            </div>
          </form>
        ) : null}
        {state.kind === 'scanning' ? (
          <form className="account-form" noValidate onSubmit={(event) => void send('confirm', () => {
                setState({ kind: 'on', required, notice: labels.turnedOn })
                onTurnedOn?.()
              })(event)}>
            <p className="account-page__intro">{labels.scan}</p>
            <div className="account-mfa__setup">
              {/* The SVG is drawn by our own server from the otpauth address (qrcode), never from input. */}
              <div className="account-mfa__qr" role="img" aria-label={labels.qrLabel} dangerouslySetInnerHTML={{ __html: state.setUp.qr }} />
              <dl className="account-mfa__keys">
                <dt>{labels.secret}</dt>
                <dd className="account-mfa__secret">{state.setUp.secret}</dd>
                <dt>{labels.backupTitle}</dt>
                <dd>
                  <p className="account-form__note">{labels.backupIntro}</p>
                  <ul className="account-mfa__backup">
                    {state.setUp.backupCodes.map((code) => (
                      <li key={code}>{code}</li>
                    ))}
                  </ul>
                </dd>
              </dl>
            </div>
            <TextField {...field('code')} label={labels.code} help={labels.prompt} autoComplete="one-time-code" inputMode="numeric" maxLength={8} fieldClassName="account-mfa__code" />
            {status}
            <div className="account-mfa__actions">
              <Button type="submit" variant="primary" disabled={sending}>
                {sending ? labels.sending : labels.turnOn}
              </Button>
              {cancel(required)}
            </div>
          </form>
        ) : null}
        {state.kind === 'disabling' ? (
          <form className="account-form account-form--narrow" noValidate onSubmit={(event) => void send('disable', () => setState({ kind: 'off', required, notice: labels.turnedOff }))(event)}>
            <p className="account-page__intro">{labels.turnOffIntro}</p>
            <TextField {...field('code')} label={labels.codeOrBackup} autoComplete="one-time-code" spellCheck={false} autoCapitalize="off" maxLength={32} />
            {noPassword ? null : <TextField {...field('password')} type="password" label={labels.password} autoComplete="current-password" />}
            {status}
            <div className="account-mfa__actions">
              {providerButton}
              <Button type="submit" variant="primary" disabled={sending}>
                {sending ? labels.sending : labels.turnOff}
              </Button>
              {cancel(required)}
            </div>
          </form>
        ) : null}
      </div>
    </Section>
  )
}
