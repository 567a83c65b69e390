import type { ReactNode } from 'react'
import { Footer, MinimalFooter } from '@/components/Footer'
import { Header, MinimalHeader } from '@/components/Header'
import { getHiddenSet, hiddenKey } from '@/data/hidden'
import { getMessages } from '@/data/messages'
import { getSiteChrome } from '@/data/site'
import type { Locale } from '@/i18n/locales'
import { makeTranslator } from '@/i18n/translator'
import { buildFooterColumns, buildMainMenu, type IsHidden } from './menuModel'

export interface ShellProps {
  locale: Locale
  /** Paths of the current content per language; languages missing here link to their home. */
  alternates: Partial<Record<Locale, string>>
  variant?: 'default' | 'download-wishlist'
  children: ReactNode
}

/**
 * The page frame: header, `<main id="main">`, footer. 'default' is the full site chrome (the
 * 'bar' layout is the same HTML, trimmed by CSS on the hosts `BarLayoutScript` recognises);
 * 'download-wishlist' is a minimal, print-friendly frame: the brand and the legal line.
 */
export async function Shell({ locale, alternates, variant = 'default', children }: ShellProps) {
  const [chrome, messages, hidden] = await Promise.all([getSiteChrome(locale), getMessages(locale), getHiddenSet(locale)])
  const t = makeTranslator(locale, messages)
  const siteName = chrome.settings.siteName
  const main = (
    <main id="main" tabIndex={-1}>
      {children}
    </main>
  )

  if (variant === 'download-wishlist') {
    return (
      <>
        <MinimalHeader locale={locale} siteName={siteName} t={t} />
        {main}
        <MinimalFooter footer={chrome.footer} siteName={siteName} t={t} />
      </>
    )
  }

  const isHidden: IsHidden = (collection, id) => hidden.has(hiddenKey(collection, id))
  return (
    <>
      <Header locale={locale} siteName={siteName} menu={buildMainMenu(chrome.menu, locale, isHidden)} alternates={alternates} t={t} />
      {main}
      <Footer
        locale={locale}
        siteName={siteName}
        footer={chrome.footer}
        columns={buildFooterColumns(chrome.footer, locale, isHidden)}
        alternates={alternates}
        t={t}
      />
    </>
  )
}
