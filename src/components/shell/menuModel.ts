import type { CmsLink, Footer, MainMenu } from '@/payload-types'
import { resolveLink, type ResolvedLink } from '@/domain/links'
import type { Locale } from '@/i18n/locales'

/** Whether an editor hid a document in the current language (site settings `hiddenPerLanguage`). */
export type IsHidden = (collection: string, id: number) => boolean

/**
 * A menu or footer link as the header and footer (client components) receive it in the page
 * data: the flags only when set, so an ordinary link costs its address and its text.
 */
export interface NavLinkData {
  href: string
  label: string
  external?: true
  newTab?: true
}

/** A main menu section: its own link, and its children when it has any (a panel or an accordion). */
export interface MenuEntry extends NavLinkData {
  children?: NavLinkData[]
}

export interface FooterColumn {
  title: string
  links: NavLinkData[]
}

/** The compact form of a resolved link (`NavLinkData`). */
export function navLinkData({ href, label, external, newTab }: ResolvedLink): NavLinkData {
  return { href, label, ...(external ? { external: true } : {}), ...(newTab ? { newTab: true } : {}) }
}

/** The document a link points to, whether the reference is populated or only an id. */
function referencedDocument(link: CmsLink): { collection: string; id: number } | null {
  if (link.type !== 'reference' || !link.reference) return null
  const { relationTo, value } = link.reference
  return { collection: relationTo, id: typeof value === 'object' ? value.id : value }
}

/** A link as the visitor sees it, or null when it points nowhere or to a document hidden in this language. */
export function visibleLink(link: CmsLink, locale: Locale, isHidden: IsHidden): ResolvedLink | null {
  const target = referencedDocument(link)
  if (target && isHidden(target.collection, target.id)) return null
  return resolveLink(link, locale)
}

function visibleLinkData(link: CmsLink, locale: Locale, isHidden: IsHidden): NavLinkData[] {
  const visible = visibleLink(link, locale, isHidden)
  return visible ? [navLinkData(visible)] : []
}

/** The main menu in one language: hidden or broken items left out, with their children. */
export function buildMainMenu(menu: MainMenu, locale: Locale, isHidden: IsHidden): MenuEntry[] {
  return (menu.items ?? []).flatMap((item) =>
    visibleLinkData(item.link, locale, isHidden).map((link) => {
      const children = (item.children ?? []).flatMap((child) => visibleLinkData(child.link, locale, isHidden))
      return children.length > 0 ? { ...link, children } : link
    }),
  )
}

/** Footer columns in one language; a column left without links is not shown. */
export function buildFooterColumns(footer: Footer, locale: Locale, isHidden: IsHidden): FooterColumn[] {
  return (footer.columns ?? []).flatMap((column) => {
    const links = (column.links ?? []).flatMap((entry) => visibleLinkData(entry.link, locale, isHidden))
    return links.length > 0 ? [{ title: column.title, links }] : []
  })
}
