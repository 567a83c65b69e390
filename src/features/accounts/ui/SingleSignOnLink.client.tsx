'use client'
import type { ReactNode } from 'react'
import { buttonClass } from '@/components/controls/Button'
import type { Locale } from '@/i18n/locales'
import { ssoStartPath } from '../logic/ssoPaths'

/** What the login screen shows of a configured OpenID provider (the same for every visitor). */
export interface SingleSignOnOffer {
  /** 'Continue with {provider}', the provider's display name filled in. */
  label: string
  /** The section's accessible name ('Single sign-on'). */
  title: string
  /** The word between the password form and the button ('or'). */
  or: string
  /** That continuing accepts the privacy policy (its link) and the terms. */
  note: ReactNode
}

/**
 * The single sign-on button: a real link to the start endpoint (works without JavaScript), with
 * the visitor's language and, once the browser has read its address, the page to come back to.
 */
export function SingleSignOnLink({ locale, next, offer }: { locale: Locale; next: string; offer: SingleSignOnOffer }) {
  return (
    <section className="account-sso" aria-label={offer.title}>
      <p className="account-sso__or">{offer.or}</p>
      <a className={buttonClass('secondary', 'account-sso__button')} href={ssoStartPath(locale, next)}>
        {offer.label}
      </a>
      <p className="account-form__note">{offer.note}</p>
    </section>
  )
}
