import { homeUrl } from '@/domain/urls'
import { localeLabels, locales, localeTags, type Locale } from '@/i18n/locales'
import { Disclosure } from './shell/Disclosure.client'
import { ChevronIcon } from './shell/icons'

export type Alternates = Partial<Record<Locale, string>>

/** Where a language link leads: the same content in that language, else that language's home. */
export function languageHref(code: Locale, alternates: Alternates): string {
  return alternates[code] ?? homeUrl(code)
}

/**
 * The seven languages, each named in its own language. Plain <a>, not the client router:
 * changing language changes `<html lang>`, every label and the cached client state, so a
 * full page load is the honest navigation, and seven languages are not worth prefetching
 * on every page.
 */
export function LanguageLinks({ locale, alternates, className, label }: { locale: Locale; alternates: Alternates; className?: string; label?: string }) {
  return (
    <ul className={className} aria-label={label}>
      {locales.map((code) => (
        <li key={code}>
          {/* No attribute for the other languages (an `undefined` prop is sent in the page data). */}
          <a href={languageHref(code, alternates)} lang={localeTags[code]} hrefLang={localeTags[code]} {...(code === locale ? { 'aria-current': 'true' } : {})}>
            {localeLabels[code]}
          </a>
        </li>
      ))}
    </ul>
  )
}

/** The header's language menu: a button named after the current language, opening the list. */
export function LanguageMenu({ locale, alternates, label, className }: { locale: Locale; alternates: Alternates; label: string; className?: string }) {
  return (
    <Disclosure
      className={className ? `languages ${className}` : 'languages'}
      buttonClassName="header__tool languages__button"
      panelClassName="languages__panel"
      lazy
      label={
        <>
          <span className="sr-only">{`${label}: `}</span>
          {localeLabels[locale]}
          <ChevronIcon />
        </>
      }
    >
      <LanguageLinks locale={locale} alternates={alternates} className="languages__list" />
    </Disclosure>
  )
}
