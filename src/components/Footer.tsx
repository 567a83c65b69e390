import type { Footer as FooterData } from '@/payload-types'
import type { Locale } from '@/i18n/locales'
import type { Translate } from '@/i18n/translator'
import { LanguageLinks, type Alternates } from './LanguageSwitcher'
import type { FooterColumn } from './shell/menuModel'
import { NavLink } from './shell/NavLink'

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
 * The site footer: brand and address, the Footer global's columns (hidden items already left
 * out), languages, social networks, legal line. In the 'bar' layout CSS keeps the legal line only.
 */
export function Footer({ locale, siteName, footer, columns, alternates, t }: FooterProps) {
  const social = footer.social ?? []
  return (
    <footer className="footer">
      <div className="footer__grid">
        <div className="footer__brand">
          <p className="footer__name">{siteName}</p>
          {footer.address && <p className="footer__address">{footer.address}</p>}
        </div>
        {columns.map((column) => (
          <nav key={column.key} aria-labelledby={`footer-${column.key}`} className="footer__column">
            <h2 id={`footer-${column.key}`} className="footer__title">
              {column.title}
            </h2>
            <ul>
              {column.links.map((link) => (
                <li key={link.href}>
                  <NavLink link={link} />
                </li>
              ))}
            </ul>
          </nav>
        ))}
      </div>
      <div className="footer__meta">
        <LanguageLinks locale={locale} alternates={alternates} className="footer__languages" label={t('site.language')} />
        {social.length > 0 && (
          <ul className="footer__social" aria-label={t('footer.followUs')}>
            {social.map((entry) => (
              <li key={entry.id ?? entry.url}>
                <a href={entry.url} rel="noopener noreferrer" target="_blank">
                  {t(`social.${entry.network}`)}
                  <span className="sr-only"> {t('site.opensInNewWindow')}</span>
                </a>
              </li>
            ))}
          </ul>
        )}
      </div>
      <div className="footer__bottom">
        <p>{legalLine(footer, siteName, t)}</p>
      </div>
    </footer>
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
