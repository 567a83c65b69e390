import { formatDimensions } from '@/domain/catalogue/dimensions'
import { formatPrice, priceIn } from '@/domain/catalogue/prices'
import type { Market } from '@/domain/catalogue/types'
import { documentUrl } from '@/domain/urls'
import type { Locale } from '@/i18n/locales'
import type { Media, Product } from '@/payload-types'
import { itemKey, wishlistKinds, type WishlistItem, type WishlistKind } from './items'

/** One row of the wishlist page, in the visitor's language and market. */
export interface WishlistEntry {
  key: string
  item: WishlistItem
  /** False when the document was unpublished, hidden or deleted: the row says 'no longer available'. */
  available: boolean
  name: string | null
  code: string | null
  href: string | null
  /** The picture's address (the image optimizer sizes it), or none. */
  image: string | null
  version: string | null
  /** The chosen version's "L × D × H" (or the only version's), in the visitor's units. */
  dimensions: string | null
  material: string | null
  price: string | null
}

/** What the reader found of one document, whatever its kind. */
export interface FoundDocument {
  name: string
  slug: string
  code?: string | null
  image?: Media | number | null
  versions?: Product['versions']
}

export interface EntryContext {
  locale: Locale
  /** BCP 47 tag for `Intl`. */
  tag: string
  market: Market
  hidePrices: boolean
  /** "From {price}" in the visitor's language, for a product saved without a version. */
  priceFrom: (price: string) => string
}

const collectionOf = { product: 'products', material: 'materials', mood: 'moods', project: 'projects' } as const satisfies Record<WishlistKind, string>

const imageOf = (image: FoundDocument['image']): string | null => (image && typeof image === 'object' && image.url ? image.url : null)

/** The price to show: the chosen version's, else 'from' the lowest version's; none when prices are hidden or unknown. */
function priceOf(document: FoundDocument, versionId: string | undefined, context: EntryContext): string | null {
  if (context.hidePrices) return null
  const versions = document.versions ?? []
  const chosen = versionId ? versions.find((version) => version.id === versionId) : undefined
  if (chosen) {
    const amount = priceIn(chosen.prices, context.market)
    return amount === null ? null : formatPrice(amount, context.market, context.tag)
  }
  const amounts = versions.map((version) => priceIn(version.prices, context.market)).filter((amount): amount is number => amount !== null)
  if (amounts.length === 0) return null
  return context.priceFrom(formatPrice(Math.min(...amounts), context.market, context.tag))
}

/**
 * The page's rows for the saved items, each from its document when the visitor may still see
 * it (`documents` keyed `kind:id`), else 'no longer available' — never an error. A chosen
 * version no longer offered is left out; a material no longer published too.
 */
export function wishlistEntries(items: readonly WishlistItem[], documents: ReadonlyMap<string, FoundDocument>, materialNames: ReadonlyMap<string, string>, context: EntryContext): WishlistEntry[] {
  return items.map((item) => {
    const document = documents.get(`${item.kind}:${item.id}`)
    const base = { key: itemKey(item), item }
    if (!document) return { ...base, available: false, name: null, code: null, href: null, image: null, version: null, dimensions: null, material: null, price: null }
    const versions = document.versions ?? []
    const version = item.options.version ? versions.find((candidate) => candidate.id === item.options.version) : undefined
    // Without a chosen version the measures are still certain when there is only one.
    const measured = item.options.version ? version : versions.length === 1 ? versions[0] : undefined
    return {
      ...base,
      available: true,
      name: document.name,
      code: version?.code ?? document.code ?? null,
      href: documentUrl(context.locale, collectionOf[item.kind], document.slug),
      image: imageOf(document.image),
      version: version?.name ?? null,
      dimensions: measured ? formatDimensions(measured.dimensions, context.locale, context.tag) : null,
      material: item.options.material ? (materialNames.get(item.options.material) ?? null) : null,
      price: item.kind === 'product' ? priceOf(document, item.options.version, context) : null,
    }
  })
}

/** The rows grouped by kind, in the page's order of kinds; empty groups left out. */
export function groupedByKind(entries: readonly WishlistEntry[]): { kind: WishlistKind; entries: WishlistEntry[] }[] {
  return wishlistKinds.map((kind) => ({ kind, entries: entries.filter((entry) => entry.item.kind === kind) })).filter((group) => group.entries.length > 0)
}
