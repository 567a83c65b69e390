import 'server-only'
import type { CategoryFolder, SitemapDocument, SitemapSource } from '@/domain/seo/sitemap'
import { isStoryCategory } from '@/domain/storyCategories'
import { routedCollections, type RoutedCollection } from '@/domain/urls'
import { defaultLocale, locales, type Locale } from '@/i18n/locales'
import { cacheTags } from '@/lib/cacheTags'
import { cached } from './cached'
import { getHiddenSet, hiddenKey } from './hidden'
import { payloadClient } from './payload'
import { isChinaVariant } from './resolve'

type ReadCollection = RoutedCollection | 'material-categories' | 'download-categories'

/** What does not change with the language: one per published, indexable document. */
type Facts = Omit<SitemapDocument, 'slugs'>

/** A document's slug in one language: `[id, slug]`, compact so 10,000 products fit one cache entry easily. */
type SlugPair = [number, string]

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null
}

/** Facts from a Payload document; null for a page hidden from search engines (noindex). */
function toFacts(doc: unknown): Facts | null {
  if (!isRecord(doc) || typeof doc.id !== 'number' || typeof doc.updatedAt !== 'string') return null
  if (isRecord(doc.meta) && doc.meta.noIndex === true) return null
  const facts: Facts = { id: doc.id, updatedAt: doc.updatedAt }
  if (doc.type === 'MONOMARCA' || doc.type === 'MULTIMARCA') facts.storeType = doc.type
  if (typeof doc.category === 'string' && isStoryCategory(doc.category)) facts.storyCategory = doc.category
  if (doc.archived === true) facts.archived = true
  // The 'index' category is the catalogue landing: its address is the categories section.
  if (doc.identifier === 'index') facts.sectionIndex = true
  return facts
}

/** Only the columns the sitemap needs, per collection. */
function factsSelect(collection: ReadCollection) {
  const base = { updatedAt: true, meta: { noIndex: true } } as const
  switch (collection) {
    case 'material-categories':
    case 'download-categories':
      return { updatedAt: true } as const
    case 'stores':
      return { ...base, type: true }
    case 'stories':
      return { ...base, category: true }
    case 'moods':
      return { ...base, archived: true }
    case 'categories':
      return { ...base, identifier: true }
    default:
      return base
  }
}

/** Visitors' access (`overrideAccess: false`): drafts are never read. One query, no relations. */
const visitorRead = { depth: 0, pagination: false, overrideAccess: false } as const

async function readFacts(collection: ReadCollection): Promise<Facts[]> {
  const payload = await payloadClient()
  const result = await payload.find({ collection, ...visitorRead, locale: defaultLocale, select: factsSelect(collection) })
  return result.docs.flatMap((doc) => toFacts(doc) ?? [])
}

/** Slugs in one language, no fallback: a document without its own slug there has none. */
async function readSlugs(collection: ReadCollection, locale: Locale): Promise<SlugPair[]> {
  const payload = await payloadClient()
  const result = await payload.find({ collection, ...visitorRead, locale, fallbackLocale: false, select: { slug: true } })
  return result.docs.flatMap((doc): SlugPair[] => (typeof doc.slug === 'string' && doc.slug !== '' ? [[doc.id, doc.slug]] : []))
}

const readCollections: readonly ReadCollection[] = [...routedCollections, 'material-categories', 'download-categories']

/** Cached readers per collection, expired by that collection's hooks only. */
const readers = new Map(
  readCollections.map((collection) => {
    const tags = [cacheTags.collection(collection)]
    return [
      collection,
      {
        facts: cached(`sitemap-facts-${collection}`, tags, () => readFacts(collection)),
        slugs: cached(`sitemap-slug-pairs-${collection}`, tags, (locale: Locale) => readSlugs(collection, locale)),
      },
    ] as const
  }),
)

/** A collection's published, indexable documents with their slug in every language. */
async function readDocuments(collection: ReadCollection): Promise<SitemapDocument[]> {
  const reader = readers.get(collection)
  if (!reader) throw new Error(`no sitemap reader for ${collection}`)
  const [facts, slugsPerLocale] = await Promise.all([reader.facts(), Promise.all(locales.map((locale) => reader.slugs(locale)))])
  const documents = new Map(facts.map((fact): [number, SitemapDocument] => [fact.id, { ...fact, slugs: {} }]))
  locales.forEach((locale, index) => {
    for (const [id, slug] of slugsPerLocale[index] ?? []) {
      const doc = documents.get(id)
      if (doc) doc.slugs[locale] = slug
    }
  })
  return [...documents.values()]
}

const categoryFolderOf: Record<CategoryFolder, ReadCollection> = { materials: 'material-categories', downloads: 'download-categories' }

/** Everything the sitemaps are built from: published documents, hidden items, the variant. */
export async function getSitemapSource(): Promise<SitemapSource> {
  const [documents, categoryFolders, hiddenSets, china] = await Promise.all([
    Promise.all(routedCollections.map(async (collection) => [collection, await readDocuments(collection)] as const)),
    Promise.all((['materials', 'downloads'] as const).map(async (folder) => [folder, await readDocuments(categoryFolderOf[folder])] as const)),
    Promise.all(locales.map(async (locale) => [locale, await getHiddenSet(locale)] as const)),
    isChinaVariant(),
  ])
  const hidden = new Map(hiddenSets)
  return {
    documents: new Map(documents),
    categoryFolders: new Map(categoryFolders),
    isHidden: (collection, id, locale) => hidden.get(locale)?.has(hiddenKey(collection, id)) ?? false,
    china,
  }
}
