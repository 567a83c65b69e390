'use client'
import { useState } from 'react'
import type { Locale } from '@/i18n/locales'
import { DataSection } from './editProfile/DataSection'
import { DeleteSection } from './editProfile/DeleteSection'
import { PasswordSection } from './editProfile/PasswordSection'
import { ProfileSection, type PlaceOptions } from './editProfile/ProfileSection'
import { SessionsSection } from './editProfile/SessionsSection'
import type { AccountLabels } from './labels'
import { readProfile } from './profileAnswer'
import { useSignedInJson } from './useSignedInJson'
import './accounts.css'

/**
 * /{lang}/user/edit-profile: one section per concern, in this order — profile fields, password,
 * (multi-factor authentication: its own section, mounted here by the MFA step), active sessions,
 * download my data, delete my account. The page's HTML is the same for everybody; the guard
 * (`useSignedInJson`) sends an anonymous visitor to sign-in and back.
 */
export function EditProfile({ locale, labels, options }: { locale: Locale; labels: AccountLabels; options: PlaceOptions }) {
  const { state } = useSignedInJson(`/api/user/profile?lang=${locale}`, locale, readProfile)
  // A password change ends the other sessions: the list is asked for again.
  const [sessionsRound, setSessionsRound] = useState(0)
  if (state.kind === 'loading') return <p className="account-profile__status" role="status">{labels.loading}</p>
  if (state.kind === 'failed') return <p className="account-profile__status" role="alert">{labels.genericError}</p>
  return (
    <div className="account-sections">
      <ProfileSection locale={locale} labels={labels} profile={state.data} options={options} />
      <PasswordSection locale={locale} labels={labels} onChanged={() => setSessionsRound((round) => round + 1)} />
      <SessionsSection locale={locale} labels={labels} round={sessionsRound} />
      <DataSection locale={locale} labels={labels} />
      <DeleteSection locale={locale} labels={labels} />
    </div>
  )
}
