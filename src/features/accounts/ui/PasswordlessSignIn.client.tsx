'use client'
import { useEffect, useId, useRef, useState, type SubmitEvent } from 'react'
import { Button } from '@/components/controls/Button'
import { Field } from '@/components/controls/Field'
import { SegmentedChoice } from '@/components/controls/SegmentedChoice'
import { Select } from '@/components/controls/Select'
import { TextField } from '@/components/controls/TextField'
import type { Locale } from '@/i18n/locales'
import type { Option } from './options'
import type { PasswordlessLabels } from './passwordlessLabels'
import { postJson, type AccountAnswer } from './postJson'
import { useProvenPost } from './useProvenPost'

type Props = {
  locale: Locale
  labels: PasswordlessLabels
  next: string
  /** A right link or code of an account with MFA on: the authenticator step follows (the login form's). */
  onMfa: (notice: string) => void
  /** When the site sends text messages: the phone prefixes and the one preselected (the language's country). */
  phone?: { prefixes: Option[]; defaultCountry: string } | null
}

/** Where an accepted sign-in goes; false when the answer is not a sign-in (its message is shown). */
function followSignIn(answer: AccountAnswer, onMfa: (notice: string) => void): boolean {
  if (answer.status === 200 && answer.next) {
    window.location.assign(answer.next)
    return true
  }
  if (answer.mfa) {
    onMfa(answer.message ?? '')
    return true
  }
  return false
}

/**
 * Sign-in without a password: a link or a six-digit code by e-mail (10 minutes, once), or a code
 * by text message to a number the visitor proved on edit-profile, where the site sends texts. One
 * notice for a known and an unknown address or number; the code field takes a pasted code (spaces
 * allowed) and the browser's one-time-code suggestion. What was typed is kept between the steps.
 */
export function PasswordlessSignIn({ locale, labels, next, onMfa, phone = null }: Props) {
  const id = useId()
  const [open, setOpen] = useState(false)
  const [step, setStep] = useState<'start' | 'code'>('start')
  const [channel, setChannel] = useState<'email' | 'sms'>('email')
  const [email, setEmail] = useState('')
  const [number, setNumber] = useState({ phoneCountry: phone?.defaultCountry ?? '', phone: '' })
  const bySms = phone !== null && channel === 'sms'
  const [sending, setSending] = useState(false)
  const [notice, setNotice] = useState('')
  const [errors, setErrors] = useState<Record<string, string>>({})
  const choice = useRef<'link' | 'code'>('code')
  /** Each link or code mailed costs the browser a proof-of-work answer (docs/decisions/029). */
  const { post, prepare } = useProvenPost(locale, 'always')
  useEffect(() => {
    if (step === 'code') document.getElementById(`${id}-code`)?.focus()
  }, [step, id])

  const start = async (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault()
    setSending(true)
    const how = bySms ? 'phone' : choice.current
    const answer = await post(`/api/user/login/${how}/send?lang=${locale}`, bySms ? number : { email, next })
    setSending(false)
    setErrors(answer.fields ?? {})
    if (answer.status !== 200) {
      setNotice(answer.fields ? '' : (answer.message ?? labels.genericError))
      return
    }
    setNotice(answer.message ?? '')
    if (how !== 'link') setStep('code')
  }

  const signIn = async (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault()
    const code = new FormData(event.currentTarget).get('code')
    setSending(true)
    const typed = typeof code === 'string' ? code : ''
    const answer = bySms
      ? await postJson(`/api/user/login/phone?lang=${locale}`, { ...number, code: typed, next })
      : await postJson(`/api/user/login/code?lang=${locale}`, { email, code: typed, next })
    if (followSignIn(answer, onMfa)) return
    setSending(false)
    setErrors({
      code: answer.fields?.code ?? answer.message ?? labels.genericError,
    })
    document.getElementById(`${id}-code`)?.focus()
  }

  if (!open) {
    return (
      <div className="account-passwordless">
        <Button aria-expanded={false} aria-controls={`${id}-panel`} onClick={() => setOpen(true)}>
          {labels.toggle}
        </Button>
      </div>
    )
  }

  return (
    <section className="account-passwordless" id={`${id}-panel`} aria-labelledby={`${id}-title`}>
      <h2 className="account-passwordless__title" id={`${id}-title`}>
        {labels.toggle}
      </h2>
      <p className="account-passwordless__intro">{labels.intro}</p>
      {step === 'start' ? (
        <form className="account-form account-form--narrow" noValidate onSubmit={(event) => void start(event)} onFocus={prepare}>
          {phone ? (
            <SegmentedChoice
              name="channel"
              idPrefix={`${id}-channel`}
              legend={labels.channel}
              value={channel}
              onChange={(value) => {
                setChannel(value === 'sms' ? 'sms' : 'email')
                setNotice('')
                setErrors({})
              }}
              segments={[
                { value: 'email', label: labels.byEmail },
                { value: 'sms', label: labels.bySms },
              ]}
            />
          ) : null}
          {phone && bySms ? (
            <div className="account-form__phone">
              <Field id={`${id}-phoneCountry`} label={labels.phonePrefix}>
                <Select id={`${id}-phoneCountry`} name="phoneCountry" value={number.phoneCountry} onChange={(event) => setNumber({ ...number, phoneCountry: event.target.value })} autoComplete="tel-country-code">
                  {phone.prefixes.map((option) => (
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
                label={labels.phone}
                placeholder={labels.phonePlaceholder}
                autoComplete="tel-national"
                value={number.phone}
                onChange={(event) => setNumber({ ...number, phone: event.target.value })}
                error={errors.phone}
                required
              />
            </div>
          ) : (
            <TextField
              id={`${id}-email`}
              name="email"
              type="email"
              label={labels.email}
              placeholder={labels.emailPlaceholder}
              autoComplete="username"
              value={email}
              onChange={(event) => setEmail(event.target.value)}
              error={errors.email}
              required
            />
          )}
          <p className="account-form__notice account-form__notice--quiet" role="status">
            {notice}
          </p>
          <div className="account-passwordless__actions">
            <Button type="submit" variant="primary" disabled={sending} onClick={() => (choice.current = 'code')}>
              {labels.sendCode}
            </Button>
            {bySms ? null : (
              <Button type="submit" disabled={sending} onClick={() => (choice.current = 'link')}>
                {labels.sendLink}
              </Button>
            )}
          </div>
        </form>
      ) : (
        <form className="account-form account-form--narrow" noValidate onSubmit={(event) => void signIn(event)}>
          <p className="account-form__notice account-form__notice--quiet" role="status">
            {notice}
          </p>
          <TextField
            id={`${id}-code`}
            name="code"
            label={labels.code}
            help={bySms ? labels.smsCodeHelp : labels.codeHelp}
            error={errors.code}
            autoComplete="one-time-code"
            inputMode="numeric"
            spellCheck={false}
            maxLength={16}
            required
          />
          <div className="account-passwordless__actions">
            <Button type="submit" variant="primary" disabled={sending}>
              {sending ? labels.signingIn : labels.signIn}
            </Button>
            <Button
              onClick={() => {
                setStep('start')
                setNotice('')
                setErrors({})
              }}
            >
              {labels.newCode}
            </Button>
          </div>
        </form>
      )}
    </section>
  )
}

/**
 * The landing of a mailed sign-in link (`/{lang}/user/login?next=…#link=<token>`): the token is
 * read from the fragment, dropped from the address bar and history, and posted once; the visitor
 * goes on to `next`, to the MFA step, or sees why the link failed.
 */
export function MagicLinkLanding({
  locale,
  labels,
  onMfa,
}: Omit<Props, 'labels' | 'next'> & {
  labels: Pick<PasswordlessLabels, 'signingInWithLink' | 'genericError'>
}) {
  const [message, setMessage] = useState<{
    text: string
    failed: boolean
  } | null>(null)
  // The tokens already posted: each is tried once, whether it came with the page or later.
  const tried = useRef(new Set<string>())
  useEffect(() => {
    // The link read on load, and again when it arrives in a tab that already shows the login
    // (a link opened where the page is open changes only the fragment: no new load).
    const signInWithLink = () => {
      const token = new URLSearchParams(window.location.hash.slice(1)).get('link')
      if (!token || tried.current.has(token)) return
      tried.current.add(token)
      const next = new URLSearchParams(window.location.search).get('next') ?? ''
      window.history.replaceState(null, '', `${window.location.pathname}${window.location.search}`)
      setMessage({ text: labels.signingInWithLink, failed: false })
      void postJson(`/api/user/login/link?lang=${locale}`, { token, next }).then((answer) => {
        if (followSignIn(answer, onMfa)) return
        setMessage({
          text: answer.message ?? labels.genericError,
          failed: true,
        })
      })
    }
    signInWithLink()
    window.addEventListener('hashchange', signInWithLink)
    return () => window.removeEventListener('hashchange', signInWithLink)
  }, [locale, labels, onMfa])
  if (!message) return null
  return (
    <p className={`account-form__notice${message.failed ? ' account-form__notice--verifyFailed' : ''}`} role={message.failed ? 'alert' : 'status'}>
      {message.text}
    </p>
  )
}
