import Link from 'next/link'
import type { MainMenu } from '@/payload-types'
import { resolveLink } from '@/domain/links'
import { homeUrl } from '@/domain/urls'
import { localeLabels, locales, type Locale } from '@/i18n/locales'
import type { Translate } from '@/i18n/translator'
import { SiteLink } from './SiteLink'

interface Props {
  locale: Locale
  siteName: string
  menu: MainMenu
  t: Translate
}

function MenuItems({ menu, locale }: { menu: MainMenu; locale: Locale }) {
  return (
    <ul className="menu">
      {(menu.items ?? []).map((item) => {
        const link = resolveLink(item.link, locale)
        if (!link) return null
        const children = (item.children ?? []).flatMap((child) => resolveLink(child.link, locale) ?? [])
        return (
          <li key={item.id ?? link.href} className="menu__item">
            <SiteLink link={link} className="menu__link" />
            {children.length > 0 && (
              <ul className="menu__children">
                {children.map((child) => (
                  <li key={child.href}>
                    <SiteLink link={child} className="menu__child" />
                  </li>
                ))}
              </ul>
            )}
          </li>
        )
      })}
    </ul>
  )
}

/** Brand header: desktop menu, a disclosure menu on mobile (works without JavaScript). */
export function Header({ locale, siteName, menu, t }: Props) {
  return (
    <header className="header">
      <a className="skip-link" href="#main">
        {t('site.skipToContent')}
      </a>
      <div className="header__bar">
        <Link href={homeUrl(locale)} className="header__brand">
          {siteName}
        </Link>
        <nav className="header__nav" aria-label={t('site.mainNavigation')}>
          <MenuItems menu={menu} locale={locale} />
        </nav>
        <div className="header__tools">
          <Link href={`/${locale}/search`} className="header__tool">
            {t('nav.search')}
          </Link>
          <details className="languages">
            <summary aria-label={t('site.changeLanguage')}>{locale.toUpperCase()}</summary>
            <ul>
              {locales.map((code) => (
                <li key={code}>
                  <Link href={homeUrl(code)} hrefLang={code} lang={code} aria-current={code === locale ? 'true' : undefined}>
                    {localeLabels[code]}
                  </Link>
                </li>
              ))}
            </ul>
          </details>
          <details className="mobile-menu">
            <summary>{t('site.menu')}</summary>
            <nav aria-label={t('site.mainNavigation')}>
              <MenuItems menu={menu} locale={locale} />
              <Link href={`/${locale}/search`} className="mobile-menu__search">
                {t('nav.search')}
              </Link>
            </nav>
          </details>
        </div>
      </div>
    </header>
  )
}
