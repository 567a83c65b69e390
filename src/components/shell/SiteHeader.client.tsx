'use client'
import { useState } from 'react'
import { AccountMenu, type AccountMenuLabels } from '@/features/accounts/client'
import { WishlistLink } from '@/features/wishlist/client'
import type { SearchBoxLabels } from '@/features/search/client'
import { homeUrl } from '@/domain/urls'
import type { Locale } from '@/i18n/locales'
import { AppLink } from '@/runtime/navigation/AppLink'
import { LanguageLinks, LanguageMenu, type Alternates } from '../LanguageSwitcher'
import { HeaderSearch } from './HeaderSearch.client'
import { SearchIcon } from './icons'
import { MainNav } from './MainNav.client'
import type { MenuEntry } from './menuModel'
import { MobileMenu } from './MobileMenu.client'
import { NavLink } from './NavLink'

/** The header's texts, each once (the server's `Header` takes them from the label catalogue). */
export interface HeaderLabels {
  skipToContent: string
  /** The search tool and the mobile menu's search link. */
  search: string
  language: string
  menu: string
  closeMenu: string
  mainNavigation: string
  viewAll: string
  searchBox: SearchBoxLabels & { close: string }
  /** The account link (the visitor's state is asked for on the client). */
  account: AccountMenuLabels
  /** The wishlist link's name (its count is asked for on the client). */
  wishlist: string
}

export interface SiteHeaderProps {
  locale: Locale
  siteName: string
  menu: MenuEntry[]
  alternates: Alternates
  labels: HeaderLabels
}

/**
 * The site header: brand and tools (search, language, mobile menu button) on the first row,
 * the main menu on the second. A client component fed with data: the page data carries the
 * menu, the languages and the labels once, and the main menu's list is in the page once — in
 * the second row, or in the mobile menu's dialog while that is open (on a phone the second row
 * is hidden, so nothing moves). In the 'bar' layout CSS keeps the first row only. On scroll it
 * condenses to one row by CSS alone (site.css, 'The header condenses on scroll').
 */
export function SiteHeader({ locale, siteName, menu, alternates, labels }: SiteHeaderProps) {
  const [menuOpen, setMenuOpen] = useState(false)
  const mainNav = { menu, label: labels.mainNavigation, viewAll: labels.viewAll }
  return (
    <header className="header header--condensing">
      <a className="skip-link" href="#main">
        {labels.skipToContent}
      </a>
      <div className="header__bar">
        <AppLink href={homeUrl(locale)} className="header__brand">
          {siteName}
        </AppLink>
        <div className="header__tools">
          <HeaderSearch locale={locale} labels={labels.searchBox} className="header__tool header__search">
            <SearchIcon />
            <span className="header__tool-label">{labels.search}</span>
          </HeaderSearch>
          <WishlistLink locale={locale} label={labels.wishlist} className="header__tool header__wishlist" />
          <AccountMenu locale={locale} labels={labels.account} className="header__tool header__account" accessClassName="header__tool header__access" />
          <LanguageMenu locale={locale} alternates={alternates} label={labels.language} className="header__languages" />
          <MobileMenu
            label={labels.menu}
            closeLabel={labels.closeMenu}
            title={siteName}
            open={menuOpen}
            onOpenChange={setMenuOpen}
            nav={menuOpen ? <MainNav {...mainNav} placement="dialog" /> : null}
          >
            <NavLink link={{ href: `/${locale}/search`, label: labels.search }} className="mobile-menu__search">
              <SearchIcon />
              {labels.search}
            </NavLink>
            {menuOpen && <WishlistLink locale={locale} label={labels.wishlist} className="mobile-menu__wishlist" showLabel />}
            <div className="mobile-menu__languages">
              <p className="mobile-menu__label" aria-hidden="true">
                {labels.language}
              </p>
              <LanguageLinks locale={locale} alternates={alternates} className="mobile-menu__language-list" label={labels.language} />
            </div>
          </MobileMenu>
        </div>
      </div>
      {!menuOpen && <MainNav {...mainNav} placement="bar" />}
    </header>
  )
}
