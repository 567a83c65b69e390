import type { Metadata } from 'next'
import { loadPersonalPage, personalPageMetadata } from '@/views/personalPage'
import { ssoFailureLabels, ssoFailureOf } from '@/features/accounts'
import { AppLink as Link } from '@/runtime/navigation/AppLink'

/** The message depends on the query: rendered per request (nothing personal in it). */
export const dynamic = 'force-dynamic'

type Props = { params: Promise<{ lang: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> }

/** Not for search engines; its own address as canonical (as the account screens). */
export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const page = await loadPersonalPage(params)
  return personalPageMetadata(page, 'account.sso.errorTitle', `/${page.lang}/user/sso-error`)
}

/**
 * /{lang}/user/sso-error?code=<failure>: where a sign-in at the OpenID provider that failed
 * lands. Only the catalogue's message for the code (spec section 8: invalid_token,
 * login_required, consent_required, request_error, else 'Something went wrong', and the site's
 * own refusals), never the provider's text nor a trace; nothing personal, so the same for every
 * visitor with the same code. A way back to the login.
 */
export default async function SingleSignOnErrorPage({ params, searchParams }: Props) {
  const { lang, t } = await loadPersonalPage(params)
  const failure = ssoFailureOf((await searchParams).code)
  return (
    <section className="section account-page">
      <h1>{t('account.sso.errorTitle')}</h1>
      <p className="account-form__notice account-form__notice--verifyFailed" role="alert">
        {t(ssoFailureLabels[failure])}
      </p>
      <p>
        <Link href={`/${lang}/user/login`} className="button">
          {t('auth.backToLogin')}
        </Link>
      </p>
    </section>
  )
}
