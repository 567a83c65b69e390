'use client'
import { useEffect, useState } from 'react'
import { PersonIcon, TradeIcon } from '@/components/shell/icons'
import { tradeAreaPath } from '@/domain/trade/paths'
import type { Locale } from '@/i18n/locales'

export interface AccountMenuLabels {
  signIn: string
  account: string
  /** The trade area's name, linked for a signed-in professional. */
  access: string
}

interface SessionAnswer {
  user?: { name: string; kind?: string }
}

/**
 * The header's account link: 'Sign in' for everybody in the HTML (cached pages are the same for
 * all), then, once `/api/_auth/session` says who is there, the link to the visitor's account and,
 * for a professional, the link to the trade area 'Access' (which explains a pending or refused
 * application itself): personal state from that JSON, never in the cached HTML.
 */
export function AccountMenu({ locale, labels, className, accessClassName }: { locale: Locale; labels: AccountMenuLabels; className?: string; accessClassName?: string }) {
  const [name, setName] = useState<string | null>(null)
  const [professional, setProfessional] = useState(false)
  useEffect(() => {
    let current = true
    fetch('/api/_auth/session', { credentials: 'same-origin', cache: 'no-store', headers: { Accept: 'application/json' } })
      .then(async (response): Promise<SessionAnswer> => (response.ok ? ((await response.json()) as SessionAnswer) : {}))
      .then((session) => {
        if (!current) return
        setName(session.user?.name ?? null)
        setProfessional(session.user?.kind === 'professional')
      })
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
    <>
      {professional ? (
        <a href={tradeAreaPath(locale)} className={accessClassName ? `account-menu ${accessClassName}` : 'account-menu'}>
          <TradeIcon />
          <span className="header__tool-label">{labels.access}</span>
        </a>
      ) : null}
      <a href={`/${locale}/user/profile`} className={classes} data-signed-in="">
        <PersonIcon />
        <span className="header__tool-label">{labels.account}</span>
      </a>
    </>
  )
}
