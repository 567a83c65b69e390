'use client'
import { useState, useSyncExternalStore } from 'react'
import type { Locale } from '@/i18n/locales'
import { AppLink } from '@/runtime/navigation/AppLink'
import { DataSection } from './editProfile/DataSection'
import { DeleteSection } from './editProfile/DeleteSection'
import { EmailSection } from './editProfile/EmailSection'
import { PasswordSection } from './editProfile/PasswordSection'
import { PhoneSignInSection } from './editProfile/PhoneSignInSection'
import { ProfileSection, type PlaceOptions } from './editProfile/ProfileSection'
import { SessionsSection } from './editProfile/SessionsSection'
import { SignInMethodsSection } from './editProfile/SignInMethodsSection'
import type { AccountLabels } from './labels'
import { MfaSettings } from './MfaSettings.client'
import type { MfaLabels } from './mfaLabels'
import { readProfile } from './profileAnswer'
import { useSignedInJson } from './useSignedInJson'

/** Back from the new address's confirmation link: `?email=changed`, with better-auth's `error` when the link failed. */
function emailArrival(search: string): 'changed' | 'failed' | null {
  const query = new URLSearchParams(search)
  if (query.get('email') !== 'changed') return null
  return query.has('error') ? 'failed' : 'changed'
}

const noSubscription = () => () => undefined

/**
 * /{lang}/user/edit-profile: one section per concern, in this order — profile fields, e-mail
 * address, password, multi-factor authentication (the forced set-up of `?mfa=required` opens
 * there; a visitor the site's policy holds there sees only it and the deletion), sign-in by text message (where the site sends texts), ways to sign in (when single sign-on is configured: link / unlink the provider), active sessions, download my data, delete my account. The page's HTML is the same for
 * everybody; the guard (`useSignedInJson`) sends an anonymous visitor to sign-in and back.
 * 'Back to my profile' shows once the profile opens: held at the set-up, the profile page would
 * only send the visitor back here.
 */
export function EditProfile({
  locale,
  labels,
  mfaLabels,
  options,
  singleSignOn,
  phoneSignIn = false,
}: {
  locale: Locale
  labels: AccountLabels
  mfaLabels: MfaLabels
  options: PlaceOptions
  singleSignOn: boolean
  /** Whether the site sends texts (SMS_TRANSPORT): then a number can be proved for sign-in by text message. */
  phoneSignIn?: boolean
}) {
  const { state, reload } = useSignedInJson(`/api/user/profile?lang=${locale}`, locale, readProfile)
  // The server renders the page for everybody (no query); the browser reads its own address.
  const search = useSyncExternalStore(noSubscription, () => window.location.search, () => '')
  const arrival = emailArrival(search)
  // A password change ends the other sessions: the list is asked for again.
  const [sessionsRound, setSessionsRound] = useState(0)
  if (state.kind === 'loading') return <p className="account-profile__status" role="status">{labels.loading}</p>
  if (state.kind === 'failed') return <p className="account-profile__status" role="alert">{labels.genericError}</p>
  if (state.kind === 'mfaSetUp') {
    // Held at the forced set-up (the site's policy asks MFA of this visitor): only the set-up, and
    // the way out. Once MFA is on, the profile is asked for again and the whole page shows.
    return (
      <div className="account-sections">
        <MfaSettings locale={locale} labels={mfaLabels} singleSignOn={singleSignOn} onTurnedOn={reload} />
        <DeleteSection locale={locale} labels={labels} singleSignOn={singleSignOn} confirmed={new URLSearchParams(search).get('confirmed') === '1'} />
      </div>
    )
  }
  return (
    <>
      <div className="account-sections">
        <ProfileSection locale={locale} labels={labels} profile={state.data} options={options} />
        <EmailSection locale={locale} labels={labels} email={state.data.email} arrival={arrival} />
        <PasswordSection locale={locale} labels={labels} onChanged={() => setSessionsRound((round) => round + 1)} />
        <MfaSettings locale={locale} labels={mfaLabels} singleSignOn={singleSignOn} />
        {phoneSignIn ? <PhoneSignInSection locale={locale} labels={labels} options={options} /> : null}
        {singleSignOn ? <SignInMethodsSection locale={locale} labels={labels} arrived={new URLSearchParams(search).get('linked') === '1'} /> : null}
        <SessionsSection locale={locale} labels={labels} round={sessionsRound} />
        <DataSection locale={locale} labels={labels} />
        <DeleteSection locale={locale} labels={labels} singleSignOn={singleSignOn} confirmed={new URLSearchParams(search).get('confirmed') === '1'} />
      </div>
      <p className="account-page__links">
        <AppLink href={`/${locale}/user/profile`}>{labels.backToProfile}</AppLink>
      </p>
    </>
  )
}
