import 'server-only'
import { cache } from 'react'
import { folderCollections, isFolderIn, itemCollectionIn, subFolderItems } from '@/domain/routing/folderCollections'
import { interpretPath } from '@/domain/routing/interpretPath'
import type { Crumb, Resolved } from '@/domain/routing/resolved'
import type { Target } from '@/domain/routing/types'
import { folderAlternates, homeAlternates } from '@/domain/seo/alternates'
import { layoutSummary } from '@/domain/seo/description'
import { unreachable } from '@/domain/unreachable'
import { documentUrl, folderUrl, homeUrl } from '@/domain/urls'
import { env } from '@/env'
import { folders } from '@/i18n/folders'
import type { Locale } from '@/i18n/locales'
import { makeTranslator, type Translate } from '@/i18n/translator'
import { cacheTags } from '@/lib/cacheTags'
import { cached, readingDatabase } from './cached'
import { getMessages } from './messages'
import { findEditorRedirect } from './redirects'
import { alternatesOf } from './routing/alternates'
import type { Built, Moved } from './routing/built'
import { documentPage } from './routing/documentPage'
import { findBySlug, findDocument } from './routing/findBySlug'
import { head } from './routing/pageHead'
import { subFolderPage } from './routing/subFolderPage'
import { getSiteChrome } from './site'

export type Resolution =
  | { kind: 'found'; resolved: Resolved }
  | { kind: 'redirect'; location: string; permanent: boolean }
  | { kind: 'notFound'; locale: Locale; path: string }

const routedTags = [...folderCollections, 'pages', 'material-categories', 'download-categories', 'redirects', 'media', 'families'].map(
  cacheTags.collection,
)

/** China variant: the environment or the site setting. */
export async function isChinaVariant(): Promise<boolean> {
  if (env().SITE_VARIANT === 'china') return true
  const { settings } = await getSiteChrome('it')
  return Boolean(settings.chinaVariant)
}

/** What a target shows, read from the database; null when there is nothing there. */
async function resolveTarget(locale: Locale, target: Target, china: boolean, t: Translate, siteName: string): Promise<Built | Moved | null> {
  switch (target.kind) {
    case 'home': {
      const page = (await findBySlug('pages', locale, target.slug)) ?? (china ? await findBySlug('pages', locale, 'homepage') : null)
      return { content: { kind: 'home', page }, alternates: homeAlternates(), trail: [], ...head(page ?? {}, page?.title ?? siteName, layoutSummary(page?.layout)) }
    }
    case 'page': {
      const page = await findBySlug('pages', locale, target.slug)
      if (!page || page.slug === 'homepage' || page.slug === 'homepage-china') return null
      const alternates = await alternatesOf('pages', page.id)
      return { content: { kind: 'page', page }, alternates, trail: [{ name: page.title, path: documentUrl(locale, 'pages', page.slug) }], ...head(page, page.title, layoutSummary(page.layout)) }
    }
    case 'section': {
      const page = await findBySlug('pages', locale, folders[target.folder][locale])
      const name = page?.title ?? t(`section.${target.folder}`)
      return {
        content: { kind: 'section', folder: target.folder, page },
        alternates: folderAlternates(target.folder),
        trail: [{ name, path: folderUrl(locale, target.folder) }],
        ...head(page ?? {}, name, layoutSummary(page?.layout)),
      }
    }
    case 'item': {
      const collection = itemCollectionIn(target.folder)
      const content = collection ? await findDocument(collection, locale, target.slug) : null
      return content ? documentPage(locale, content, t) : null
    }
    case 'subFolder':
      return subFolderPage(locale, target.folder, target.subFolder, t)
    case 'subItem': {
      // An item reached through its sub-folder (old addresses): one hop to its own address.
      if (!isFolderIn(subFolderItems, target.folder)) return null
      const collection = subFolderItems[target.folder]
      const doc = await findBySlug(collection, locale, target.slug)
      return doc ? { redirect: documentUrl(locale, collection, doc.slug) } : null
    }
    case 'subSubFolder':
    case 'subSubItem':
    case 'unknown':
    case 'search':
    case 'searchResults':
    case 'moodboard':
    case 'mixer':
    case 'configurator':
    case 'user':
      return null
    default:
      return unreachable(target)
  }
}

async function resolveUncached(path: string, china: boolean): Promise<Resolution> {
  const interpretation = interpretPath(path, { china })
  if (interpretation.kind === 'redirect') return { kind: 'redirect', location: interpretation.location, permanent: true }
  const { locale, target, canonicalPath } = interpretation
  const [chrome, messages] = await Promise.all([getSiteChrome(locale), getMessages(locale)])
  const t = makeTranslator(locale, messages)
  const built = await resolveTarget(locale, target, china, t, chrome.settings.siteName)
  if (built && 'redirect' in built) return { kind: 'redirect', location: built.redirect, permanent: true }
  if (!built) {
    const redirect = await findEditorRedirect(path)
    if (redirect) return { kind: 'redirect', location: redirect.location, permanent: redirect.permanent }
    return { kind: 'notFound', locale, path }
  }
  const { trail, ...rest } = built
  const breadcrumbs: Crumb[] = [{ name: t('site.home'), path: homeUrl(locale) }, ...trail]
  return { kind: 'found', resolved: { ...rest, locale, path: canonicalPath, breadcrumbs } }
}

const resolveTags = routedTags.concat(cacheTags.global('site-settings'), cacheTags.global('labels'))
const resolveCached = cached('resolve-path', resolveTags, resolveUncached)

/**
 * Next.js files an ISR page under the tags of the data-cache readers its render calls: this
 * empty reader gives every resolved page the tags of what a resolution reads, so that a CMS
 * hook expiring one of them (a story published in German) expires the page's HTML too.
 */
const tagPageWithResolveTags = cached('resolve-tags', resolveTags, async () => true)

/**
 * What a visitor path shows; one read per path and request (layout, head and page share it).
 * Not kept in the data cache: these pages are ISR-cached as HTML, so a path is resolved once
 * per render anyway, and inside an `unstable_cache` reader the nested readers (site chrome,
 * labels, hidden items, in every language for the alternates) would skip their own cache and
 * read the database again on every page.
 */
export const resolvePath = cache(async (path: string): Promise<Resolution> => {
  await tagPageWithResolveTags()
  const china = await isChinaVariant()
  return readingDatabase(() => resolveUncached(path, china))
})

/**
 * The same for the few list paths that render on every request (filters, sort, page): their
 * resolution is kept in the data cache across requests.
 */
export const resolveListPath = cache(async (path: string): Promise<Resolution> => resolveCached(path, await isChinaVariant()))
