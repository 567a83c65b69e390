import { homeUrl } from '@/domain/urls'
import { AppLink } from '@/runtime/navigation/AppLink'
import type { Locale } from '@/i18n/locales'
import type { Translate } from '@/i18n/translator'
import { searchBoxLabels } from '@/features/search'
import type { Alternates } from './LanguageSwitcher'
import type { MenuEntry } from './shell/menuModel'
import { SiteHeader } from './shell/SiteHeader.client'

interface HeaderProps {
  locale: Locale
  siteName: string
  menu: MenuEntry[]
  alternates: Alternates
  t: Translate
}

/**
 * The site header (`SiteHeader`), given only what it shows: the menu as data and each label
 * once. Its markup is made by the client component, so the page data does not carry it.
 */
export function Header({ locale, siteName, menu, alternates, t }: HeaderProps) {
  const labels = {
    skipToContent: t('site.skipToContent'),
    search: t('nav.search'),
    language: t('site.language'),
    menu: t('site.menu'),
    closeMenu: t('site.closeMenu'),
    mainNavigation: t('site.mainNavigation'),
    viewAll: t('common.viewAll'),
    searchBox: { ...searchBoxLabels(t), close: t('search.close') },
    account: { signIn: t('nav.signIn'), account: t('nav.account'), access: t('trade.access') },
    wishlist: t('nav.wishlist'),
  }
  return <SiteHeader locale={locale} siteName={siteName} menu={menu} alternates={alternates} labels={labels} />
}

/** The download-wishlist header: the brand alone, nothing to print but the name. */
export function MinimalHeader({ locale, siteName, t }: Pick<HeaderProps, 'locale' | 'siteName' | 't'>) {
  return (
    <header className="header header--minimal">
      <a className="skip-link" href="#main">
        {t('site.skipToContent')}
      </a>
      <div className="header__bar">
        <AppLink href={homeUrl(locale)} className="header__brand">
          {siteName}
        </AppLink>
      </div>
    </header>
  )
}
