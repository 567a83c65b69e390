import 'server-only'
import { cache } from 'react'
import type { CollectionSlug, PopulateType, Where } from 'payload'
import { interpretPath } from '@/domain/routing/interpretPath'
import type { Crumb, Resolved, ResolvedContent } from '@/domain/routing/resolved'
import type { Target } from '@/domain/routing/types'
import { documentAlternates, folderAlternates, homeAlternates, subFolderAlternates } from '@/domain/seo/alternates'
import { layoutSummary } from '@/domain/seo/description'
import { isStoryCategory } from '@/domain/storyCategories'
import { documentUrl, folderOf, folderUrl, homeUrl, subFolderUrl, type RoutedCollection } from '@/domain/urls'
import { env } from '@/env'
import { folders, type FolderName } from '@/i18n/folders'
import { locales, type Locale } from '@/i18n/locales'
import { makeTranslator, type Translate } from '@/i18n/translator'
import type { Category, Page, Product } from '@/payload-types'
import { cacheTags } from '@/lib/cacheTags'
import { cached, readingDatabase } from './cached'
import { getHiddenSet, hiddenKey } from './hidden'
import { getMessages } from './messages'
import { payloadClient } from './payload'
import { findEditorRedirect } from './redirects'
import { getSiteChrome } from './site'

export type Resolution =
  | { kind: 'found'; resolved: Resolved }
  | { kind: 'redirect'; location: string; permanent: boolean }
  | { kind: 'notFound'; locale: Locale; path: string }

/** Collections a folder's items come from. */
const itemCollection: Partial<Record<FolderName, Exclude<RoutedCollection, 'pages' | 'categories'>>> = {
  products: 'products',
  materials: 'materials',
  moods: 'moods',
  projects: 'projects',
  stories: 'stories',
  designers: 'designers',
  stores: 'stores',
}

const routedTags = [...Object.keys(folderOf), 'pages', 'material-categories', 'download-categories', 'redirects', 'media', 'families'].map(
  cacheTags.collection,
)

/** China variant: the environment or the site setting. */
export async function isChinaVariant(): Promise<boolean> {
  if (env().SITE_VARIANT === 'china') return true
  const { settings } = await getSiteChrome('it')
  return Boolean(settings.chinaVariant)
}

interface Found {
  doc: { id: number; slug?: string | null } & Record<string, unknown>
}

/**
 * What a product page shows of the documents it links to (cards, swatches, notes); the rest of
 * them (a related product's versions and materials, a download's own product list...) is not read.
 */
const productPagePopulate: PopulateType = {
  products: { name: true, slug: true, tagline: true, gallery: true },
  materials: { name: true, slug: true, code: true, hex: true, swatch: true, category: true },
  designers: { name: true, slug: true, bio: true, portrait: true },
  downloads: { products: false },
  categories: { name: true, slug: true, identifier: true },
  families: { name: true, slug: true },
}

async function findBySlug<T extends Found['doc']>(collection: CollectionSlug, locale: Locale, slug: string, extra?: Where): Promise<T | null> {
  const payload = await payloadClient()
  const where: Where = extra ? { and: [{ slug: { equals: slug } }, extra] } : { slug: { equals: slug } }
  const populate = collection === 'products' ? productPagePopulate : undefined
  const { docs } = await payload.find({ collection, where, locale, depth: 2, limit: 1, pagination: false, overrideAccess: false, populate })
  const doc = docs[0] as unknown as T | undefined
  if (!doc) return null
  const hidden = await getHiddenSet(locale)
  return hidden.has(hiddenKey(collection, doc.id)) ? null : doc
}

/** A document's paths in every language where it has its own slug and is not hidden. */
async function alternatesOf(collection: RoutedCollection, id: number) {
  const payload = await payloadClient()
  const { docs } = await payload.find({
    collection,
    where: { id: { equals: id } },
    locale: 'all',
    depth: 0,
    limit: 1,
    pagination: false,
    overrideAccess: false,
    select: { slug: true },
  })
  const slugs = (docs[0]?.slug ?? {}) as unknown as Partial<Record<Locale, string | null>>
  const hiddenSets = await Promise.all(locales.map((locale) => getHiddenSet(locale)))
  const hiddenIn = (locale: Locale) => hiddenSets[locales.indexOf(locale)]?.has(hiddenKey(collection, id)) ?? false
  return documentAlternates(collection, slugs, hiddenIn)
}

function textOf(value: unknown): string | null {
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : null
}

interface Meta {
  meta?: { title?: string | null; description?: string | null; noIndex?: boolean | null } | null
}

/** The editor's head fields first; else the page's own text (a landing's intro, a product's tagline). */
function head(doc: Meta, title: string, description: unknown) {
  return {
    title: textOf(doc.meta?.title) ?? title,
    description: textOf(doc.meta?.description) ?? textOf(description),
    noIndex: Boolean(doc.meta?.noIndex),
  }
}

async function sectionCrumb(locale: Locale, folder: FolderName, t: Translate): Promise<Crumb> {
  const payload = await payloadClient()
  const { docs } = await payload.find({
    collection: 'pages',
    where: { slug: { equals: folders[folder][locale] } },
    locale,
    depth: 0,
    limit: 1,
    pagination: false,
    overrideAccess: false,
    select: { title: true },
  })
  const landing = docs[0]
  const hidden = landing ? (await getHiddenSet(locale)).has(hiddenKey('pages', landing.id)) : true
  return { name: (!hidden && landing?.title) || t(`section.${folder}`), path: folderUrl(locale, folder) }
}

type Built = Omit<Resolved, 'locale' | 'path' | 'breadcrumbs'> & { trail: Crumb[] }

async function resolveTarget(locale: Locale, target: Target, china: boolean, t: Translate, siteName: string): Promise<Built | { redirect: string } | null> {
  switch (target.kind) {
    case 'home': {
      const page =
        (await findBySlug<Page & Found['doc']>('pages', locale, target.slug)) ?? (china ? await findBySlug<Page & Found['doc']>('pages', locale, 'homepage') : null)
      const content: ResolvedContent = { kind: 'home', page }
      return { content, alternates: homeAlternates(), trail: [], ...head(page ?? {}, page?.title ?? siteName, layoutSummary(page?.layout)) }
    }
    case 'page': {
      const page = await findBySlug<Page & Found['doc']>('pages', locale, target.slug)
      if (!page || page.slug === 'homepage' || page.slug === 'homepage-china') return null
      const alternates = await alternatesOf('pages', page.id)
      return { content: { kind: 'page', page }, alternates, trail: [{ name: page.title, path: documentUrl(locale, 'pages', page.slug) }], ...head(page, page.title, layoutSummary(page.layout)) }
    }
    case 'section': {
      const page = await findBySlug<Page & Found['doc']>('pages', locale, folders[target.folder][locale])
      const name = page?.title ?? t(`section.${target.folder}`)
      return {
        content: { kind: 'section', folder: target.folder, page },
        alternates: folderAlternates(target.folder),
        trail: [{ name, path: folderUrl(locale, target.folder) }],
        ...head(page ?? {}, name, layoutSummary(page?.layout)),
      }
    }
    case 'item': {
      const collection = itemCollection[target.folder]
      if (!collection) return null
      const doc = await findBySlug(collection, locale, target.slug)
      if (!doc) return null
      return documentPage(locale, collection, doc, t)
    }
    case 'subFolder':
      return subFolderPage(locale, target.folder, target.subFolder, t)
    case 'subItem': {
      // An item reached through its sub-folder (old addresses): one hop to its own address.
      const collection = target.folder === 'categories' ? 'products' : target.folder === 'stories' || target.folder === 'materials' ? target.folder : null
      if (!collection) return null
      const doc = await findBySlug(collection, locale, target.slug)
      return doc && typeof doc.slug === 'string' ? { redirect: documentUrl(locale, collection, doc.slug) } : null
    }
    default:
      return null
  }
}

async function documentPage(locale: Locale, collection: Exclude<RoutedCollection, 'pages' | 'categories'>, doc: Found['doc'], t: Translate): Promise<Built> {
  const slug = String(doc.slug)
  const path = documentUrl(locale, collection, slug)
  const name = textOf(doc.name) ?? textOf(doc.title) ?? textOf(doc.companyName) ?? slug
  const trail: Crumb[] = [await sectionCrumb(locale, folderOf[collection], t)]
  if (collection === 'products') {
    const category = (doc as unknown as Product).category
    if (typeof category === 'object') trail.push({ name: category.name, path: documentUrl(locale, 'categories', category.slug) })
  }
  trail.push({ name, path })
  const alternates = await alternatesOf(collection, doc.id)
  const description = doc.tagline ?? doc.intro ?? doc.excerpt ?? doc.description ?? doc.bio
  return {
    content: { kind: 'document', collection, doc } as unknown as ResolvedContent,
    alternates,
    trail,
    ...head(doc as Meta, name, description),
  }
}

async function subFolderPage(locale: Locale, folder: FolderName, subFolder: string, t: Translate): Promise<Built | { redirect: string } | null> {
  const path = subFolderUrl(locale, folder, subFolder)
  const section = await sectionCrumb(locale, folder, t)
  if (folder === 'categories') {
    const category = await findBySlug<Category & Found['doc']>('categories', locale, subFolder)
    if (!category) return null
    // The 'index' category is the catalogue landing itself.
    if (category.identifier === 'index') return { redirect: folderUrl(locale, 'categories') }
    const alternates = await alternatesOf('categories', category.id)
    return { content: { kind: 'category', category }, alternates, trail: [section, { name: category.name, path }], ...head(category, category.name, category.intro) }
  }
  if (folder === 'stories' && isStoryCategory(subFolder)) {
    const name = t(`storyCategory.${subFolder}`)
    return {
      content: { kind: 'storyCategory', category: subFolder },
      alternates: subFolderAlternates('stories', subFolder),
      trail: [section, { name, path }],
      title: name,
      description: null,
      noIndex: false,
    }
  }
  if (folder === 'moods' && subFolder === 'archive') {
    const name = t('section.moodArchive')
    return { content: { kind: 'moodArchive' }, alternates: subFolderAlternates('moods', 'archive'), trail: [section, { name, path }], title: name, description: null, noIndex: false }
  }
  if (folder === 'materials' || folder === 'downloads') {
    const collection = folder === 'materials' ? 'material-categories' : 'download-categories'
    const category = await findBySlug(collection, locale, subFolder)
    if (!category) return null
    const payload = await payloadClient()
    const { docs } = await payload.find({ collection, where: { id: { equals: category.id } }, locale: 'all', depth: 0, limit: 1, pagination: false, select: { slug: true } })
    const slugs = (docs[0]?.slug ?? {}) as unknown as Partial<Record<Locale, string | null>>
    const alternates = Object.fromEntries(locales.flatMap((code) => (slugs[code] ? [[code, subFolderUrl(code, folder, String(slugs[code]))]] : [])))
    const name = textOf(category.name) ?? subFolder
    const content = (folder === 'materials' ? { kind: 'materialCategory', category } : { kind: 'downloadCategory', category }) as unknown as ResolvedContent
    return { content, alternates, trail: [section, { name, path }], title: name, description: textOf(category.description), noIndex: false }
  }
  return null
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
