'use client'
import { useId, useState, type SubmitEvent } from 'react'
import { Button } from '@/components/controls/Button'
import { Checkbox } from '@/components/controls/Checkbox'
import { describedBy, Field } from '@/components/controls/Field'
import { Select } from '@/components/controls/Select'
import { TextField } from '@/components/controls/TextField'
import type { Locale } from '@/i18n/locales'
import { splitPhone } from '../../logic/phone'
import type { AccountLabels } from '../labels'
import type { Option } from '../options'
import { formFields, postJson } from '../postJson'
import type { Profile } from '../profileAnswer'
import { Section } from './Section'

export interface PlaceOptions {
  countries: Option[]
  phonePrefixes: Option[]
  provinces: Option[]
  defaultPhoneCountry: string
}

/**
 * The profile fields (spec section 6): name, surname, phone, country, province, city and the
 * newsletter consent. On a refusal everything typed stays and each message shows beside its
 * field; 'Unable to update profile' when the store refused.
 */
export function ProfileSection({ locale, labels, profile, options }: { locale: Locale; labels: AccountLabels; profile: Profile; options: PlaceOptions }) {
  const id = useId()
  const phone = splitPhone(profile.phone)
  const [country, setCountry] = useState(profile.country)
  const [phoneCountry, setPhoneCountry] = useState(phone?.country ?? (profile.country || options.defaultPhoneCountry))
  const [sending, setSending] = useState(false)
  const [errors, setErrors] = useState<Record<string, string>>({})
  const [message, setMessage] = useState('')
  const [saved, setSaved] = useState('')
  const field = (name: string) => ({ id: `${id}-${name}`, name, error: errors[name] })
  const required = (label: string) => `${label} *`

  const submit = async (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault()
    setSending(true)
    setSaved('')
    const answer = await postJson(`/api/user/profile?lang=${locale}`, formFields(event.currentTarget))
    setSending(false)
    setErrors(answer.fields ?? {})
    if (answer.status === 200) setSaved(answer.message ?? labels.profileSaved)
    setMessage(answer.status === 200 || (answer.status === 400 && answer.fields) ? '' : (answer.message ?? labels.profileUpdateFailed))
  }

  return (
    <Section id="profile" title={labels.personalData}>
      <form className="account-form" noValidate onSubmit={(event) => void submit(event)}>
        <div className="account-form__pair">
          <TextField {...field('name')} label={required(labels.name)} autoComplete="given-name" defaultValue={profile.name} required />
          <TextField {...field('surname')} label={required(labels.surname)} autoComplete="family-name" defaultValue={profile.surname} required />
        </div>
        <div className="account-form__phone">
          <Field id={`${id}-phoneCountry`} label={labels.phonePrefix}>
            <Select id={`${id}-phoneCountry`} name="phoneCountry" value={phoneCountry} onChange={(event) => setPhoneCountry(event.target.value)} autoComplete="tel-country-code">
              {options.phonePrefixes.map((option) => (
                <option key={option.value} value={option.value}>
                  {option.label}
                </option>
              ))}
            </Select>
          </Field>
          <TextField {...field('phone')} type="tel" label={labels.phone} placeholder={labels.phonePlaceholder} autoComplete="tel-national" defaultValue={phone?.national ?? ''} />
        </div>
        <Field id={`${id}-country`} label={required(labels.country)} error={errors.country}>
          <Select
            id={`${id}-country`}
            name="country"
            value={country}
            onChange={(event) => setCountry(event.target.value)}
            autoComplete="country"
            required
            aria-invalid={errors.country ? true : undefined}
            aria-describedby={describedBy(`${id}-country`, undefined, errors.country)}
          >
            <option value="">{labels.countryPlaceholder}</option>
            {options.countries.map((option) => (
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
                defaultValue={profile.country === 'IT' ? (profile.province ?? '') : ''}
                required
                aria-invalid={errors.province ? true : undefined}
                aria-describedby={describedBy(`${id}-province`, undefined, errors.province)}
              >
                <option value="">{labels.provincePlaceholder}</option>
                {options.provinces.map((option) => (
                  <option key={option.value} value={option.value}>
                    {option.label}
                  </option>
                ))}
              </Select>
            </Field>
          ) : (
            <TextField {...field('province')} label={labels.province} autoComplete="address-level1" defaultValue={profile.country === 'IT' ? '' : (profile.province ?? '')} />
          )}
          <TextField {...field('city')} label={required(labels.city)} autoComplete="address-level2" defaultValue={profile.city} required />
        </div>
        <Checkbox id={`${id}-newsletter`} name="newsletter" label={labels.newsletter} defaultChecked={profile.newsletter} />
        <p className="account-form__status" role="alert">
          {message}
        </p>
        <p className="account-form__notice account-form__notice--sent" role="status">
          {saved}
        </p>
        <Button type="submit" variant="primary" disabled={sending}>
          {sending ? labels.sending : labels.saveChanges}
        </Button>
      </form>
    </Section>
  )
}
