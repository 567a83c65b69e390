'use client'
import { Disclosure } from './Disclosure.client'
import { ChevronIcon } from './icons'
import type { MenuEntry, NavLinkData } from './menuModel'
import { NavLink } from './NavLink'

/**
 * Where the main menu is shown: 'bar', the header's second row on a desktop (sections open a
 * panel under the header); 'dialog', inside the open mobile menu (sections open an accordion).
 */
export type MenuPlacement = 'bar' | 'dialog'

export interface MainNavProps {
  menu: MenuEntry[]
  /** The navigation landmark's name ("Main navigation"). */
  label: string
  /** The hint beside a section's own link at the top of its panel ("View all"). */
  viewAll: string
  placement: MenuPlacement
}

/** A section's panel: the section itself first ("view all"), then its children. */
function SectionPanel({ entry, links, viewAll }: { entry: MenuEntry; links: NavLinkData[]; viewAll: string }) {
  return (
    <div className="menu__panel-inner">
      <NavLink link={entry} className="menu__overview">
        <span className="menu__overview-title">{entry.label}</span> <span className="menu__overview-hint">{viewAll}</span>
      </NavLink>
      <ul className="menu__children">
        {links.map((child) => (
          <li key={child.href}>
            <NavLink link={child} className="menu__child" />
          </li>
        ))}
      </ul>
    </div>
  )
}

/**
 * The main menu, one list in the page: the header renders it in its second row and, while the
 * mobile menu is open, inside the dialog instead (never both). The page data carries the menu
 * once, as `MenuEntry` data; the markup is made here.
 */
export function MainNav({ menu, label, viewAll, placement }: MainNavProps) {
  const dialog = placement === 'dialog'
  const block = dialog ? 'mobile-nav' : 'menu'
  return (
    <nav className={dialog ? undefined : 'header__nav'} aria-label={label}>
      <ul className={block}>
        {menu.map((entry) => (
          <li key={entry.href} className={`${block}__item`}>
            {entry.children ? (
              // The mobile accordion wears the controls' disclosure marker (a plus turning into a cross); the desktop menu its chevron.
              <Disclosure
                mode={dialog ? 'accordion' : 'popover'}
                buttonClassName={dialog ? 'mobile-nav__link mobile-nav__button ctl-disclosure-button' : 'menu__link menu__button'}
                panelClassName={`${block}__panel`}
                label={
                  dialog ? (
                    entry.label
                  ) : (
                    <>
                      {entry.label}
                      <ChevronIcon />
                    </>
                  )
                }
              >
                <SectionPanel entry={entry} links={entry.children} viewAll={viewAll} />
              </Disclosure>
            ) : (
              <NavLink link={entry} className={`${block}__link`} />
            )}
          </li>
        ))}
      </ul>
    </nav>
  )
}
