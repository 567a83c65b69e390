import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { ConsentText } from '@/components/ConsentText'
import { getMessages } from '@/data/messages'
import { getPrivacyPath, getSiteChrome } from '@/data/site'
import { linkedLabel } from '@/domain/labels/linkTag'
import { accountLabels, countryOptions, guardedScreens, isAccountScreen, isRegistrationOpen, loginPathFor, mfaLabels, passwordlessLabels, phoneCountryOf, phonePrefixOptions, provinceOptions, singleSignOnName, type AccountScreen } from '@/features/accounts'
import { EditProfile, LoginForm, ProfileView, RecoveryForm, RegistrationForm } from '@/features/accounts/client'
import { phoneSignInOffered } from '@/lib/sms/siteSms'
import { absoluteUrl } from '@/domain/urls'
import { siteUrl } from '@/env'
import { isLocale } from '@/i18n/locales'
import { makeTranslator } from '@/i18n/translator'
import { AppLink as Link } from '@/runtime/navigation/AppLink'

type Props = { params: Promise<{ lang: string; screen: string }> }

/** The same HTML for every visitor (the personal parts are fetched by the browser): cached like any page. */
export const revalidate = 3600

/** Rendered on first request (the build has no database), then cached; other screens are 404 until built. */
export function generateStaticParams() {
  return []
}

const titles: Record<AccountScreen, string> = {
  signin: 'auth.registerTitle',
  thankyou: 'auth.registrationSuccess',
  login: 'auth.loginTitle',
  'recovery-psw': 'auth.recoveryTitle',
  profile: 'profile.title',
  'edit-profile': 'profile.edit',
}

async function load(params: Props['params']) {
  const { lang, screen } = await params
  if (!isLocale(lang) || !isAccountScreen(screen)) notFound()
  const [{ settings }, messages] = await Promise.all([getSiteChrome(lang), getMessages(lang)])
  // The settings come through the site-settings cache tag: an editor closing registration re-renders these pages.
  return { lang, screen, siteName: settings.siteName, registrationOpen: isRegistrationOpen(settings.visitorRegistration), t: makeTranslator(lang, messages) }
}

/** The screens whose forms need the script: registration, sign-in (after a few failures, and its passwordless start) and recovery. */
const provenScreens: readonly AccountScreen[] = ['signin', 'login', 'recovery-psw']

/** Not for search engines; its own address as canonical, no language alternates (the layout says why). */
export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { lang, screen, siteName, t } = await load(params)
  return {
    title: { absolute: `${t(titles[screen])} | ${siteName}` },
    robots: { index: false, follow: false },
    alternates: { canonical: absoluteUrl(siteUrl(), `/${lang}/user/${screen}`) },
  }
}

/** /{lang}/user/{signin,thankyou,login,recovery-psw,profile,edit-profile}: registration, its thank-you, sign-in, recovery, the profile and its edit. */
export default async function AccountPage({ params }: Props) {
  const { lang, screen, registrationOpen, t } = await load(params)
  const labels = accountLabels(t)
  const countries = countryOptions(lang)
  // A guarded screen without JavaScript cannot ask who is there: it offers the sign-in instead of a blank page.
  const heading = (
    <>
      <h1>{t(titles[screen])}</h1>
      {guardedScreens.includes(screen) ? (
        <noscript>
          <p className="account-page__intro">
            {labels.signInRequired} <a href={loginPathFor(lang, `/${lang}/user/${screen}`)}>{labels.signIn}</a>
          </p>
        </noscript>
      ) : provenScreens.includes(screen) ? (
        // Their posts carry a proof-of-work answer that only the script finds (docs/decisions/029).
        <noscript>
          <p className="account-page__intro">{t('proofOfWork.needsScript')}</p>
        </noscript>
      ) : null}
    </>
  )
  switch (screen) {
    case 'signin': {
      if (!registrationOpen) {
        return (
          <section className="section account-page">
            {heading}
            <p className="account-form__notice" data-testid="registration-closed">
              {t('auth.error.registrationNotEnabled')}
            </p>
            <p className="account-page__links">
              <span>
                {labels.haveAccount} <Link href={`/${lang}/user/login`}>{labels.signIn}</Link>
              </span>
            </p>
          </section>
        )
      }
      const privacyPath = await getPrivacyPath(lang)
      return (
        <section className="section account-page">
          {heading}
          <RegistrationForm
            locale={lang}
            labels={labels}
            countries={countries}
            phonePrefixes={phonePrefixOptions(countries)}
            provinces={provinceOptions}
            defaultPhoneCountry={phoneCountryOf[lang]}
            defaultCountry={lang === 'it' ? 'IT' : ''}
            privacyConsent={<ConsentText parts={linkedLabel(t, 'form.privacyConsent')} href={privacyPath} newWindow={t('site.opensInNewWindow')} />}
            termsConsent={<ConsentText parts={linkedLabel(t, 'form.termsConsent')} href={null} newWindow={t('site.opensInNewWindow')} />}
          />
          <p className="account-page__links">
            <span>
              {labels.haveAccount} <Link href={`/${lang}/user/login`}>{labels.signIn}</Link>
            </span>
          </p>
        </section>
      )
    }
    case 'thankyou':
      return (
        <section className="section account-page">
          {heading}
          <p>{t('auth.registrationSuccessMessage')}</p>
          <p>
            <Link href={`/${lang}/user/login`} className="button">
              {t('auth.backToLogin')}
            </Link>
          </p>
        </section>
      )
    case 'login': {
      // Single sign-on's button when a provider is configured: a setting, the same for every visitor.
      const providerName = await singleSignOnName()
      const singleSignOn = providerName
        ? {
            label: t('account.sso.continueWith', { provider: providerName }),
            title: t('account.sso.title'),
            or: t('account.sso.or'),
            note: <ConsentText parts={linkedLabel(t, 'account.sso.consentNote')} href={await getPrivacyPath(lang)} newWindow={t('site.opensInNewWindow')} />,
          }
        : null
      return (
        <section className="section account-page">
          {heading}
          <LoginForm
            locale={lang}
            labels={labels}
            mfaLabels={mfaLabels(t)}
            passwordlessLabels={passwordlessLabels(t)}
            singleSignOn={singleSignOn}
            // Decided on the server from the environment (SMS_TRANSPORT), the same for every visitor.
            phone={phoneSignInOffered() ? { prefixes: phonePrefixOptions(countries), defaultCountry: phoneCountryOf[lang] } : null}
          />
          <p className="account-page__links">
            <Link href={`/${lang}/user/recovery-psw`}>{labels.forgotPassword}</Link>
            {registrationOpen ? (
              <span>
                {labels.noAccount} <Link href={`/${lang}/user/signin`}>{labels.createAccount}</Link>
              </span>
            ) : null}
          </p>
        </section>
      )
    }
    case 'recovery-psw':
      return (
        <section className="section account-page">
          {heading}
          <RecoveryForm locale={lang} labels={labels} />
          <p className="account-page__links">
            <Link href={`/${lang}/user/login`}>{labels.backToLogin}</Link>
          </p>
        </section>
      )
    case 'profile':
      return (
        <section className="section account-page">
          {heading}
          <ProfileView locale={lang} labels={labels} countryNames={Object.fromEntries(countries.map((country) => [country.value, country.label]))}
            provinceNames={Object.fromEntries(provinceOptions.map((province) => [province.value, province.label]))}
          />
        </section>
      )
    case 'edit-profile':
      return (
        <section className="section account-page">
          {heading}
          <EditProfile
            locale={lang}
            labels={labels}
            mfaLabels={mfaLabels(t)}
            options={{ countries, phonePrefixes: phonePrefixOptions(countries), provinces: provinceOptions, defaultPhoneCountry: phoneCountryOf[lang] }}
            // Decided on the server from the environment, the same for every visitor (as the login button).
            singleSignOn={(await singleSignOnName()) !== null}
            phoneSignIn={phoneSignInOffered()}
          />
        </section>
      )
  }
}
