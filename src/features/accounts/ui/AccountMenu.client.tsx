'use client'
import { useEffect, useState } from 'react'
import { PersonIcon } from '@/components/shell/icons'
import type { Locale } from '@/i18n/locales'
import './accounts.css'

export interface AccountMenuLabels {
  signIn: string
  account: string
}

/**
 * The header's account link: 'Sign in' for everybody in the HTML (cached pages are the same for
 * all), then, once `/api/_auth/session` says who is there, the link to the visitor's account.
 */
export function AccountMenu({ locale, labels, className }: { locale: Locale; labels: AccountMenuLabels; className?: string }) {
  const [name, setName] = useState<string | null>(null)
  useEffect(() => {
    let current = true
    fetch('/api/_auth/session', { credentials: 'same-origin', cache: 'no-store', headers: { Accept: 'application/json' } })
      .then(async (response) => (response.ok ? ((await response.json()) as { user?: { name: string } }) : {}))
      .then((session) => current && setName(session.user?.name ?? null))
      .catch(() => undefined)
    return () => {
      current = false
    }
  }, [])
  const classes = className ? `account-menu ${className}` : 'account-menu'
  // Signed in: the account (sign-out is on the profile page); else the way to sign in.
  return name === null ? (
    <a href={`/${locale}/user/login`} className={classes}>
      <PersonIcon />
      <span className="header__tool-label">{labels.signIn}</span>
    </a>
  ) : (
    <a href={`/${locale}/user/profile`} className={classes} data-signed-in="">
      <PersonIcon />
      <span className="header__tool-label">{labels.account}</span>
    </a>
  )
}
