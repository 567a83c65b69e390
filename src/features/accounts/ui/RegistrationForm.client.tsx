'use client'
import { useId, useState, type ReactNode, type SubmitEvent } from 'react'
import { Button } from '@/components/controls/Button'
import { Checkbox } from '@/components/controls/Checkbox'
import { describedBy, Field } from '@/components/controls/Field'
import { SegmentedChoice } from '@/components/controls/SegmentedChoice'
import { Select } from '@/components/controls/Select'
import { TextField } from '@/components/controls/TextField'
import type { Locale } from '@/i18n/locales'
import { professions } from '@/domain/professions'
import { visitorKinds, type VisitorKind } from '../logic/visitorKinds'
import type { AccountLabels } from './labels'
import type { Option } from './options'
import { formFields } from './postJson'
import { useProvenPost } from './useProvenPost'

interface Props {
  locale: Locale
  labels: AccountLabels
  countries: Option[]
  phonePrefixes: Option[]
  provinces: Option[]
  /** The consent texts with their policy links (ConsentText), drawn by the server. */
  privacyConsent: ReactNode
  termsConsent: ReactNode
  /** The country preselected for the phone prefix (the language's country); the country itself is chosen by the visitor. */
  defaultPhoneCountry: string
  defaultCountry: string
}

const isKind = (value: string): value is VisitorKind => (visitorKinds as readonly string[]).includes(value)

/**
 * Registration (spec section 4): private or professional, checked by the server with the same
 * rules as the unit tests. On a refusal every field keeps what was typed (the inputs are never
 * reset) and each message shows beside its field; on success, the thank-you page.
 */
export function RegistrationForm({ locale, labels, countries, phonePrefixes, provinces, privacyConsent, termsConsent, defaultPhoneCountry, defaultCountry }: Props) {
  const id = useId()
  const [kind, setKind] = useState<VisitorKind>('private')
  const [country, setCountry] = useState(defaultCountry)
  const [phoneCountry, setPhoneCountry] = useState(defaultCountry || defaultPhoneCountry)
  const [sending, setSending] = useState(false)
  const [errors, setErrors] = useState<Record<string, string>>({})
  const [message, setMessage] = useState('')
  const field = (name: string) => ({ id: `${id}-${name}`, name, error: errors[name] })
  const required = (label: string) => `${label} *`
  const { post, prepare } = useProvenPost(locale, 'always')

  const submit = async (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault()
    setSending(true)
    const answer = await post(`/api/user/register?lang=${locale}`, formFields(event.currentTarget))
    setSending(false)
    if (answer.status === 200 && answer.next) {
      window.location.assign(answer.next)
      return
    }
    setErrors(answer.fields ?? {})
    setMessage(answer.status === 400 && answer.fields ? '' : (answer.message ?? labels.formError))
  }

  return (
    <form className="account-form" noValidate onSubmit={(event) => void submit(event)} onFocus={prepare} aria-describedby={`${id}-note`}>
      <p id={`${id}-note`} className="account-form__note">
        {labels.requiredNote}
      </p>
      <SegmentedChoice
        name="kind"
        idPrefix={`${id}-kind`}
        legend={labels.kind}
        segments={visitorKinds.map((value) => ({ value, label: value === 'private' ? labels.private : labels.professional }))}
        value={kind}
        onChange={(value) => {
          if (isKind(value)) setKind(value)
        }}
      />
      <div className="account-form__pair">
        <TextField {...field('name')} label={required(labels.name)} autoComplete="given-name" required />
        <TextField {...field('surname')} label={required(labels.surname)} autoComplete="family-name" required />
      </div>
      <TextField {...field('email')} type="email" label={required(labels.email)} placeholder={labels.emailPlaceholder} autoComplete="email" required />
      <div className="account-form__phone">
        <Field id={`${id}-phoneCountry`} label={labels.phonePrefix}>
          <Select id={`${id}-phoneCountry`} name="phoneCountry" value={phoneCountry} onChange={(event) => setPhoneCountry(event.target.value)} autoComplete="tel-country-code">
            {phonePrefixes.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </Select>
        </Field>
        <TextField {...field('phone')} type="tel" label={labels.phone} placeholder={labels.phonePlaceholder} autoComplete="tel-national" />
      </div>
      <Field id={`${id}-country`} label={required(labels.country)} error={errors.country}>
        <Select
          id={`${id}-country`}
          name="country"
          value={country}
          onChange={(event) => {
            setCountry(event.target.value)
            // The phone prefix follows the country until the visitor picks another.
            if (event.target.value) setPhoneCountry(event.target.value)
          }}
          autoComplete="country"
          required
          aria-invalid={errors.country ? true : undefined}
          aria-describedby={describedBy(`${id}-country`, undefined, errors.country)}
        >
          <option value="">{labels.countryPlaceholder}</option>
          {countries.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </Select>
      </Field>
      <div className="account-form__pair">
        {country === 'IT' ? (
          <Field id={`${id}-province`} label={required(labels.province)} error={errors.province}>
            <Select
              id={`${id}-province`}
              name="province"
              defaultValue=""
              required
              aria-invalid={errors.province ? true : undefined}
              aria-describedby={describedBy(`${id}-province`, undefined, errors.province)}
            >
              <option value="">{labels.provincePlaceholder}</option>
              {provinces.map((option) => (
                <option key={option.value} value={option.value}>
                  {option.label}
                </option>
              ))}
            </Select>
          </Field>
        ) : (
          <TextField {...field('province')} label={labels.province} autoComplete="address-level1" />
        )}
        <TextField {...field('city')} label={required(labels.city)} autoComplete="address-level2" required />
      </div>
      {kind === 'professional' ? (
        <>
          <Field id={`${id}-profession`} label={required(labels.profession)} error={errors.profession}>
            <Select
              id={`${id}-profession`}
              name="profession"
              defaultValue=""
              required
              aria-invalid={errors.profession ? true : undefined}
              aria-describedby={describedBy(`${id}-profession`, undefined, errors.profession)}
            >
              <option value="">{labels.professionPlaceholder}</option>
              {professions.map((profession) => (
                <option key={profession} value={profession}>
                  {labels[profession]}
                </option>
              ))}
            </Select>
          </Field>
          <div className="account-form__pair">
            <TextField {...field('company')} label={required(labels.company)} autoComplete="organization" required />
            <TextField {...field('vatNumber')} label={labels.vatNumber} />
          </div>
        </>
      ) : null}
      <div className="account-form__pair">
        <TextField {...field('password')} type="password" label={required(labels.password)} help={labels.passwordHint} autoComplete="new-password" required />
        <TextField {...field('passwordRepeat')} type="password" label={required(labels.passwordRepeat)} autoComplete="new-password" required />
      </div>
      <Checkbox id={`${id}-privacy`} name="privacy" label={<>{privacyConsent} *</>} error={errors.privacy} required />
      <Checkbox id={`${id}-terms`} name="terms" label={<>{termsConsent} *</>} error={errors.terms} required />
      <Checkbox id={`${id}-newsletter`} name="newsletter" label={labels.newsletter} />
      <p className="account-form__status" role="alert">
        {message}
      </p>
      <Button type="submit" variant="primary" disabled={sending}>
        {sending ? labels.sending : labels.register}
      </Button>
    </form>
  )
}
