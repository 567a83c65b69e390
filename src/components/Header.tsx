import { homeUrl } from '@/domain/urls'
import { AppLink } from '@/runtime/navigation/AppLink'
import type { Locale } from '@/i18n/locales'
import type { Translate } from '@/i18n/translator'
import { LanguageLinks, LanguageMenu, type Alternates } from './LanguageSwitcher'
import { Disclosure } from './shell/Disclosure.client'
import { searchBoxLabels } from '@/features/search'
import { HeaderSearch } from './shell/HeaderSearch.client'
import { ChevronIcon, SearchIcon } from './shell/icons'
import type { MenuEntry } from './shell/menuModel'
import { MobileMenu } from './shell/MobileMenu.client'
import { NavLink } from './shell/NavLink'
import './controls/controls.css'

interface HeaderProps {
  locale: Locale
  siteName: string
  menu: MenuEntry[]
  alternates: Alternates
  t: Translate
}

/** A top item's panel: the section itself first ("view all"), then its children. */
function SectionPanel({ entry, t }: { entry: MenuEntry; t: Translate }) {
  return (
    <div className="menu__panel-inner">
      <NavLink link={entry.link} className="menu__overview">
        <span className="menu__overview-title">{entry.link.label}</span>{' '}
        <span className="menu__overview-hint">{t('common.viewAll')}</span>
      </NavLink>
      <ul className="menu__children">
        {entry.children.map((child) => (
          <li key={child.href}>
            <NavLink link={child} className="menu__child" />
          </li>
        ))}
      </ul>
    </div>
  )
}

/**
 * One section of the main menu: a plain link, or a button that opens its children
 * (a panel under the header on desktop, an accordion in the mobile menu).
 */
function MenuSection({ entry, t, block, mode }: { entry: MenuEntry; t: Translate; block: 'menu' | 'mobile-nav'; mode: 'popover' | 'accordion' }) {
  if (entry.children.length === 0) return <NavLink link={entry.link} className={`${block}__link`} />
  // The mobile accordion wears the controls' disclosure marker (a plus turning into a cross); the desktop menu its chevron.
  const accordion = mode === 'accordion'
  return (
    <Disclosure
      mode={mode}
      buttonClassName={`${block}__link ${block}__button${accordion ? ' ctl-disclosure-button' : ''}`}
      panelClassName={`${block}__panel`}
      label={
        accordion ? (
          entry.link.label
        ) : (
          <>
            {entry.link.label}
            <ChevronIcon />
          </>
        )
      }
    >
      <SectionPanel entry={entry} t={t} />
    </Disclosure>
  )
}

/** Desktop: one row of sections; a section with children opens a panel under the header. */
function DesktopMenu({ menu, t }: { menu: MenuEntry[]; t: Translate }) {
  return (
    <ul className="menu">
      {menu.map((entry) => (
        <li key={entry.key} className="menu__item">
          <MenuSection entry={entry} t={t} block="menu" mode="popover" />
        </li>
      ))}
    </ul>
  )
}

/** Mobile: the same sections stacked, children in an accordion; then search and languages. */
function MobileMenuContent({ locale, menu, alternates, t }: Omit<HeaderProps, 'siteName'>) {
  return (
    <>
      <nav aria-label={t('site.mainNavigation')}>
        <ul className="mobile-nav">
          {menu.map((entry) => (
            <li key={entry.key} className="mobile-nav__item">
              <MenuSection entry={entry} t={t} block="mobile-nav" mode="accordion" />
            </li>
          ))}
        </ul>
      </nav>
      <NavLink link={{ href: `/${locale}/search`, label: t('nav.search'), external: false, newTab: false }} className="mobile-menu__search">
        <SearchIcon />
        {t('nav.search')}
      </NavLink>
      <div className="mobile-menu__languages">
        <p className="mobile-menu__label" aria-hidden="true">
          {t('site.language')}
        </p>
        <LanguageLinks locale={locale} alternates={alternates} className="mobile-menu__language-list" label={t('site.language')} />
      </div>
    </>
  )
}

/**
 * The site header: brand and tools (search, language, mobile menu button) on the first row,
 * the desktop menu on the second. Server-rendered; only the disclosures, the mobile dialog and
 * the current-page marks run on the client. In the 'bar' layout CSS keeps the first row only.
 * On scroll it condenses to one row by CSS alone (site.css, 'The header condenses on scroll').
 */
export function Header({ locale, siteName, menu, alternates, t }: HeaderProps) {
  return (
    <header className="header header--condensing">
      <a className="skip-link" href="#main">
        {t('site.skipToContent')}
      </a>
      <div className="header__bar">
        <AppLink href={homeUrl(locale)} className="header__brand">
          {siteName}
        </AppLink>
        <div className="header__tools">
          <HeaderSearch locale={locale} labels={{ ...searchBoxLabels(t), close: t('search.close') }} className="header__tool header__search">
            <SearchIcon />
            <span className="header__tool-label">{t('nav.search')}</span>
          </HeaderSearch>
          <LanguageMenu locale={locale} alternates={alternates} label={t('site.language')} className="header__languages" />
          <MobileMenu label={t('site.menu')} closeLabel={t('site.closeMenu')} title={siteName}>
            <MobileMenuContent locale={locale} menu={menu} alternates={alternates} t={t} />
          </MobileMenu>
        </div>
      </div>
      <nav className="header__nav" aria-label={t('site.mainNavigation')}>
        <DesktopMenu menu={menu} t={t} />
      </nav>
    </header>
  )
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
