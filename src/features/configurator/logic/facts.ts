import { formatDimensions, formatMeasure, formatVolume, formatWeight } from '@/domain/catalogue/dimensions'
import { localeTags, type Locale } from '@/i18n/locales'
import type { Translate } from '@/i18n/translator'
import type { ConfiguratorProduct, VersionFacts } from './types'

/** Each layout's dimensions, seat height and packages, formatted in the visitor's language and units (the page and the spec sheet share them). */
export function versionFacts(product: ConfiguratorProduct, locale: Locale, t: Translate): VersionFacts[] {
  const tag = localeTags[locale]
  return product.model.versions.map((version) => ({
    token: version.token,
    dimensions: formatDimensions(version.dimensions, locale, tag),
    seatHeight: version.dimensions.seatHeight ? formatMeasure(version.dimensions.seatHeight, locale, tag) : null,
    packages: (product.packages[version.token] ?? []).map((item) => ({
      title: t('product.packageCount', { count: item.count }),
      dimensions: formatDimensions(item, locale, tag),
      weight: formatWeight(item.weight, tag),
      volume: formatVolume(item.volume, tag),
    })),
  }))
}
