import type { LayerSpecification, StyleSpecification } from 'maplibre-gl'
import { addProtocol } from 'maplibre-gl'
import type { Locale } from '@/i18n/locales'

let protocolAdded = false

/** Protomaps' label language for a page's: all ours are theirs, Chinese as Simplified. */
export const protomapsLanguage = (locale: Locale): string => (locale === 'zh' ? 'zh-Hans' : locale)

/** Without a sprite the style has no icons: points of interest keep their names, not an image that cannot load. */
function withoutIcons(layer: LayerSpecification): LayerSpecification {
  if (layer.type !== 'symbol' || !layer.layout || !('icon-image' in layer.layout)) return layer
  const layout = { ...layer.layout }
  delete layout['icon-image']
  return { ...layer, layout }
}

/**
 * The map's style for a self-hosted PMTiles archive (`pmtiles:///api/tiles/…`): the `pmtiles`
 * protocol reads the archive with range requests, and `@protomaps/basemaps` draws it with its
 * light flavour, labels in the page's language. Both libraries load only here, when a brand has a
 * tiles file. No glyph or sprite server: with no `glyphs` URL MapLibre draws label letters with the
 * browser's own sans-serif font, so nothing is fetched from a third party.
 */
export async function protomapsStyle(url: string, locale: Locale, attribution: string): Promise<StyleSpecification> {
  const [{ Protocol }, { layers, namedFlavor }] = await Promise.all([import('pmtiles'), import('@protomaps/basemaps')])
  if (!protocolAdded) {
    addProtocol('pmtiles', new Protocol().tile)
    protocolAdded = true
  }
  return {
    version: 8,
    sources: { protomaps: { type: 'vector', url, attribution } },
    layers: layers('protomaps', namedFlavor('light'), { lang: protomapsLanguage(locale) }).map(withoutIcons),
  }
}
