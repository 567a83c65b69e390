'use client'
import { useId } from 'react'
import type { Locale } from '@/i18n/locales'
import { LanguageLinks, type Alternates } from '../LanguageSwitcher'
import type { FooterColumn } from './menuModel'
import { NavLink } from './NavLink'

/** A social network link: its name in the visitor's language and its address. */
export interface SocialLink {
  label: string
  url: string
}

export interface SiteFooterProps {
  locale: Locale
  siteName: string
  address?: string
  columns: FooterColumn[]
  alternates: Alternates
  social: SocialLink[]
  legal: string
  labels: { language: string; followUs: string; opensInNewWindow: string }
}

function FooterNavColumn({ column }: { column: FooterColumn }) {
  const titleId = useId()
  return (
    <nav aria-labelledby={titleId} className="footer__column">
      <h2 id={titleId} className="footer__title">
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
  )
}

/**
 * The site footer: brand and address, the Footer global's columns (hidden items already left
 * out), languages, social networks, legal line. A client component fed with data, as the
 * header is: the page data carries the links once, not their markup. In the 'bar' layout CSS
 * keeps the legal line only.
 */
export function SiteFooter({ locale, siteName, address, columns, alternates, social, legal, labels }: SiteFooterProps) {
  return (
    <footer className="footer">
      <div className="footer__grid">
        <div className="footer__brand">
          <p className="footer__name">{siteName}</p>
          {address && <p className="footer__address">{address}</p>}
        </div>
        {columns.map((column) => (
          <FooterNavColumn key={column.title} column={column} />
        ))}
      </div>
      <div className="footer__meta">
        <LanguageLinks locale={locale} alternates={alternates} className="footer__languages" label={labels.language} />
        {social.length > 0 && (
          <ul className="footer__social" aria-label={labels.followUs}>
            {social.map((entry) => (
              <li key={entry.url}>
                <a href={entry.url} rel="noopener noreferrer" target="_blank">
                  {entry.label}
                  <span className="sr-only">{` ${labels.opensInNewWindow}`}</span>
                </a>
              </li>
            ))}
          </ul>
        )}
      </div>
      <div className="footer__bottom">
        <p>{legal}</p>
      </div>
    </footer>
  )
}
