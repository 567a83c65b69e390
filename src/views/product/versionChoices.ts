import { formatDimensions, formatMeasure, formatVolume, formatWeight } from '@/domain/catalogue/dimensions'
import { formatPrice, priceIn } from '@/domain/catalogue/prices'
import type { Market } from '@/domain/catalogue/types'
import type { Product } from '@/payload-types'
import type { ViewContext } from '@/components/viewContext'
import type { VersionChoice } from './VersionPicker.client'

type Version = NonNullable<Product['versions']>[number]

/** Each version formatted for the page's language: dimensions (inches too in English), its price in the market unless prices are hidden, its packages. */
export function versionChoices(versions: readonly Version[], context: ViewContext, market: Market, hidePrices: boolean): VersionChoice[] {
  const { locale, tag, t } = context
  return versions.map((version, index) => {
    const price = hidePrices ? null : priceIn(version.prices, market)
    return {
      key: version.id ?? `${index}`,
      name: version.name,
      code: version.code,
      dimensions: formatDimensions(version.dimensions, locale, tag),
      seatHeight: version.dimensions.seatHeight ? formatMeasure(version.dimensions.seatHeight, locale, tag) : null,
      price: price === null ? null : formatPrice(price, market, tag),
      packages: (version.packages ?? []).map((item) => ({
        title: t('product.packageCount', { count: item.count }),
        dimensions: formatDimensions(item, locale, tag),
        weight: formatWeight(item.weight, tag),
        volume: formatVolume(item.volume, tag),
      })),
    }
  })
}
