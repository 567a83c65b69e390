'use client'
import { Button } from '@/components/controls/Button'
import type { Locale } from '@/i18n/locales'
import { AppLink as Link } from '@/runtime/navigation/AppLink'
import type { AccountLabels } from './labels'
import { signOut } from './signOut'
import { readProfile } from './profileAnswer'
import { useSignedInJson } from './useSignedInJson'

/**
 * The signed-in visitor's profile, asked for after the page loaded: the page's HTML is the same
 * for everybody. Without a session the visitor goes to sign-in and comes back here afterwards.
 */
export function ProfileView({ locale, labels, countryNames, provinceNames }: { locale: Locale; labels: AccountLabels; countryNames: Record<string, string>; provinceNames: Record<string, string> }) {
  const { state } = useSignedInJson(`/api/user/profile?lang=${locale}`, locale, readProfile)

  // 'mfaSetUp' is edit-profile's: here the guard is already on its way there.
  if (state.kind === 'loading' || state.kind === 'mfaSetUp') return <p className="account-profile__status" role="status">{labels.loading}</p>
  if (state.kind === 'failed') return <p className="account-profile__status" role="alert">{labels.genericError}</p>
  const profile = state.data
  const professionLabel = (profession: string) => (profession === 'architect' || profession === 'interiorDesigner' || profession === 'retailer' || profession === 'other' ? labels[profession] : profession)
  const rows: [string, string | null][] = [
    [labels.kind, profile.kind === 'professional' ? labels.professional : labels.private],
    [labels.name, profile.name],
    [labels.surname, profile.surname],
    [labels.email, profile.email],
    [labels.phone, profile.phone],
    [labels.country, countryNames[profile.country] ?? profile.country],
    [labels.province, profile.province && profile.country === 'IT' ? (provinceNames[profile.province] ?? profile.province) : profile.province],
    [labels.city, profile.city],
    [labels.profession, profile.profession ? professionLabel(profile.profession) : null],
    [labels.company, profile.company],
    [labels.vatNumber, profile.vatNumber],
  ]
  return (
    <div className="account-profile">
      <h2 className="account-profile__title">{labels.personalData}</h2>
      <dl className="account-profile__data">
        {rows
          .filter((row): row is [string, string] => row[1] !== null && row[1] !== '')
          .map(([label, value]) => (
            <div key={label} className="account-profile__row">
              <dt>{label}</dt>
              <dd>{value}</dd>
            </div>
          ))}
      </dl>
      <div className="account-profile__actions">
        <Link href={`/${locale}/user/edit-profile`} className="button">
          {labels.editProfile}
        </Link>
        <Button onClick={() => void signOut(locale)}>{labels.signOut}</Button>
      </div>
    </div>
  )
}
