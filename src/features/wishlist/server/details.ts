import 'server-only'
import { getSiteChrome } from '@/data/site'
import { findVisible } from '@/data/readers/findVisible'
import { populated } from '@/domain/lists'
import { getConfiguratorById } from '@/features/configurator'
import type { Market } from '@/domain/catalogue/types'
import { localeTags, type Locale } from '@/i18n/locales'
import type { Translate } from '@/i18n/translator'
import { groupedByKind, wishlistEntries, type ConfiguredDocument, type FoundDocument } from '../logic/entries'
import type { WishlistItem, WishlistKind } from '../logic/items'

const idsOf = (items: readonly WishlistItem[], kind: WishlistKind) => [...new Set(items.filter((item) => item.kind === kind).map((item) => Number(item.id)).filter(Number.isSafeInteger))]

/**
 * The saved items as the wishlist page shows them: each document the visitor may still see
 * (published, not hidden in this language) read once per kind, in the visitor's language and
 * market. What is gone comes back as 'no longer available'.
 */
export async function describeWishlist(items: readonly WishlistItem[], locale: Locale, market: Market, t: Translate) {
  const materialIds = [...new Set([...idsOf(items, 'material'), ...items.flatMap((item) => (item.options.material ? [Number(item.options.material)] : [])).filter(Number.isSafeInteger)])]
  const productIds = idsOf(items, 'product')
  const moodIds = idsOf(items, 'mood')
  const projectIds = idsOf(items, 'project')
  const configuredIds = idsOf(items.filter((item) => item.options.config), 'product')
  const byIds = (ids: number[]) => ({ where: { id: { in: ids } }, depth: 1, limit: ids.length })
  const [{ settings }, configurables, products, materials, moods, projects] = await Promise.all([
    getSiteChrome(locale),
    Promise.all(configuredIds.map((id) => getConfiguratorById(locale, id))),
    productIds.length ? findVisible('products', locale, { ...byIds(productIds), select: { name: true, slug: true, code: true, gallery: true, versions: true } }) : null,
    materialIds.length ? findVisible('materials', locale, { ...byIds(materialIds), select: { name: true, slug: true, code: true, swatch: true } }) : null,
    moodIds.length ? findVisible('moods', locale, { ...byIds(moodIds), select: { title: true, slug: true, cover: true } }) : null,
    projectIds.length ? findVisible('projects', locale, { ...byIds(projectIds), select: { title: true, slug: true, cover: true } }) : null,
  ])
  const documents = new Map<string, FoundDocument>()
  for (const product of products?.docs ?? []) documents.set(`product:${String(product.id)}`, { name: product.name, slug: product.slug, code: product.code, image: product.gallery[0] ?? null, versions: product.versions })
  for (const material of materials?.docs ?? []) documents.set(`material:${String(material.id)}`, { name: material.name, slug: material.slug, code: material.code, image: populated(material.swatch) })
  for (const mood of moods?.docs ?? []) documents.set(`mood:${String(mood.id)}`, { name: mood.title, slug: mood.slug, image: populated(mood.cover) })
  for (const project of projects?.docs ?? []) documents.set(`project:${String(project.id)}`, { name: project.title, slug: project.slug, image: populated(project.cover) })
  // A saved configuration is read against its product's configurator (cached per product and language).
  const configured = new Map<string, ConfiguredDocument>(configurables.flatMap((product): [string, ConfiguredDocument][] => (product ? [[String(product.id), { slug: product.slug, model: product.model }]] : [])))
  const materialNames = new Map((materials?.docs ?? []).map((material) => [String(material.id), material.name]))
  const entries = wishlistEntries(
    items,
    documents,
    materialNames,
    {
      locale,
      tag: localeTags[locale],
      market,
      hidePrices: Boolean(settings.hidePrices),
      priceFrom: (price) => t('product.priceFrom', { price }),
      choiceLabels: { layout: t('configurator.layout'), options: t('configurator.options') },
    },
    configured,
  )
  return groupedByKind(entries).map((group) => ({ ...group, title: t(`wishlist.kind.${group.kind}`) }))
}
