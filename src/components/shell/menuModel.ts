import type { CmsLink, Footer, MainMenu } from '@/payload-types'
import { resolveLink, type ResolvedLink } from '@/domain/links'
import type { Locale } from '@/i18n/locales'

/** Whether an editor hid a document in the current language (site settings `hiddenPerLanguage`). */
export type IsHidden = (collection: string, id: number) => boolean

export interface MenuEntry {
  key: string
  link: ResolvedLink
  children: ResolvedLink[]
}

export interface FooterColumn {
  key: string
  title: string
  links: ResolvedLink[]
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

/** The main menu in one language: hidden or broken items left out, with their children. */
export function buildMainMenu(menu: MainMenu, locale: Locale, isHidden: IsHidden): MenuEntry[] {
  return (menu.items ?? []).flatMap((item) => {
    const link = visibleLink(item.link, locale, isHidden)
    if (!link) return []
    const children = (item.children ?? []).flatMap((child) => visibleLink(child.link, locale, isHidden) ?? [])
    return [{ key: item.id ?? link.href, link, children }]
  })
}

/** Footer columns in one language; a column left without links is not shown. */
export function buildFooterColumns(footer: Footer, locale: Locale, isHidden: IsHidden): FooterColumn[] {
  return (footer.columns ?? []).flatMap((column) => {
    const links = (column.links ?? []).flatMap((entry) => visibleLink(entry.link, locale, isHidden) ?? [])
    return links.length > 0 ? [{ key: column.id ?? column.title, title: column.title, links }] : []
  })
}
