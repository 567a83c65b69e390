import { formatDimensions } from '@/domain/catalogue/dimensions'
import { formatPrice, priceIn } from '@/domain/catalogue/prices'
import type { Market } from '@/domain/catalogue/types'
import { CONFIG_PARAM, formatConfiguration, readConfiguration } from '@/domain/configurator/address'
import type { ConfiguratorModel } from '@/domain/configurator/model'
import { configuredPrice } from '@/domain/configurator/pricing'
import { choiceLines, configurationSummary, type ChoiceLine } from '@/domain/configurator/summary'
import { configuratorUrl, documentUrl } from '@/domain/urls'
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
  /** A saved configuration's choices (layout, each part's material, options); empty for anything else. */
  choices: ChoiceLine[]
}

/** A configurable product's model, for the wishlist's saved configurations (keyed by product id). */
export interface ConfiguredDocument {
  slug: string
  model: ConfiguratorModel
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
  /** The configuration lines' labels ('Layout', 'Options'), in the visitor's language. */
  choiceLabels: { layout: string; options: string }
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
export function wishlistEntries(items: readonly WishlistItem[], documents: ReadonlyMap<string, FoundDocument>, materialNames: ReadonlyMap<string, string>, context: EntryContext, configured: ReadonlyMap<string, ConfiguredDocument> = new Map()): WishlistEntry[] {
  return items.map((item) => {
    const document = documents.get(`${item.kind}:${item.id}`)
    const base = { key: itemKey(item), item }
    if (!document) return { ...base, available: false, name: null, code: null, href: null, image: null, version: null, dimensions: null, material: null, price: null, choices: [] }
    const configurable = item.kind === 'product' && item.options.config ? configured.get(item.id) : undefined
    if (configurable && item.options.config) return { ...base, ...configuredEntry(document, configurable, item.options.config, context) }
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
      choices: [],
    }
  })
}

/**
 * A saved configuration's row: read again against the product as it is now (the nearest valid
 * configuration, as its page would show it), with its layout's code and dimensions, its
 * choices, its configured price (none when prices are hidden) and the link back to its address.
 */
function configuredEntry(document: FoundDocument, configurable: ConfiguredDocument, value: string, context: EntryContext): Omit<WishlistEntry, 'key' | 'item'> {
  const { model } = configurable
  const { configuration } = readConfiguration(model, value)
  const summary = configurationSummary(model, configuration)
  const price = context.hidePrices ? null : configuredPrice(model, configuration, context.market)
  const address = formatConfiguration(model, configuration)
  return {
    available: true,
    name: document.name,
    code: summary.version?.code ?? document.code ?? null,
    href: `${configuratorUrl(context.locale, configurable.slug)}?${CONFIG_PARAM}=${encodeURIComponent(address)}`,
    image: imageOf(document.image),
    version: null,
    dimensions: summary.version ? formatDimensions(summary.version.dimensions, context.locale, context.tag) : null,
    material: null,
    price: price ? formatPrice(price.total, context.market, context.tag) : null,
    choices: choiceLines(summary, context.choiceLabels),
  }
}

/** The rows grouped by kind, in the page's order of kinds; empty groups left out. */
export function groupedByKind(entries: readonly WishlistEntry[]): { kind: WishlistKind; entries: WishlistEntry[] }[] {
  return wishlistKinds.map((kind) => ({ kind, entries: entries.filter((entry) => entry.item.kind === kind) })).filter((group) => group.entries.length > 0)
}
