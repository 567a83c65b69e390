import type { Footer as FooterData } from '@/payload-types'
import { resolveLink } from '@/domain/links'
import type { Locale } from '@/i18n/locales'
import type { Translate } from '@/i18n/translator'
import { SiteLink } from './SiteLink'

export function Footer({ footer, locale, siteName, t }: { footer: FooterData; locale: Locale; siteName: string; t: Translate }) {
  return (
    <footer className="footer">
      <div className="footer__grid">
        <div className="footer__brand">
          <p className="footer__name">{siteName}</p>
          {footer.address && <p className="footer__address">{footer.address}</p>}
        </div>
        {(footer.columns ?? []).map((column) => (
          <nav key={column.id ?? column.title} aria-label={column.title} className="footer__column">
            <h2 className="footer__title">{column.title}</h2>
            <ul>
              {(column.links ?? []).flatMap((entry) => {
                const link = resolveLink(entry.link, locale)
                return link ? [<li key={entry.id ?? link.href}><SiteLink link={link} /></li>] : []
              })}
            </ul>
          </nav>
        ))}
      </div>
      <div className="footer__bottom">
        {footer.legal && <p>{footer.legal}</p>}
        {(footer.social ?? []).length > 0 && (
          <ul className="footer__social" aria-label={t('footer.followUs')}>
            {(footer.social ?? []).map((social) => (
              <li key={social.id ?? social.url}>
                <a href={social.url} rel="noopener noreferrer" target="_blank">
                  {social.network}
                </a>
              </li>
            ))}
          </ul>
        )}
      </div>
    </footer>
  )
}
