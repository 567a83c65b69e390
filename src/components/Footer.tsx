import type { Footer as FooterData } from '@/payload-types'
import type { Locale } from '@/i18n/locales'
import type { Translate } from '@/i18n/translator'
import type { Alternates } from './LanguageSwitcher'
import type { FooterColumn } from './shell/menuModel'
import { SiteFooter } from './shell/SiteFooter.client'

interface FooterProps {
  locale: Locale
  siteName: string
  footer: FooterData
  columns: FooterColumn[]
  alternates: Alternates
  t: Translate
}

/** The legal line: the editors' text (company, VAT...) or, without one, the site name and year. */
export function legalLine(footer: FooterData, siteName: string, t: Translate): string {
  return footer.legal || t('footer.copyrightOf', { year: new Date().getFullYear(), siteName })
}

/**
 * The site footer (`SiteFooter`), given only what it shows: the columns, social links and
 * legal line as data, each label once.
 */
export function Footer({ locale, siteName, footer, columns, alternates, t }: FooterProps) {
  const social = (footer.social ?? []).map((entry) => ({ label: t(`social.${entry.network}`), url: entry.url }))
  const labels = { language: t('site.language'), followUs: t('footer.followUs'), opensInNewWindow: t('site.opensInNewWindow') }
  return (
    <SiteFooter
      locale={locale}
      siteName={siteName}
      {...(footer.address ? { address: footer.address } : {})}
      columns={columns}
      alternates={alternates}
      social={social}
      legal={legalLine(footer, siteName, t)}
      labels={labels}
    />
  )
}

/** The download-wishlist footer: the legal line only, no links. */
export function MinimalFooter({ footer, siteName, t }: Pick<FooterProps, 'footer' | 'siteName' | 't'>) {
  return (
    <footer className="footer footer--minimal">
      <div className="footer__bottom">
        <p>{legalLine(footer, siteName, t)}</p>
      </div>
    </footer>
  )
}
