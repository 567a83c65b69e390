import { services } from '@/collections/Stores/fields'
import { isChinaVariant } from '@/data/resolve'
import { getSiteChrome } from '@/data/site'
import { getLocatorStores, LocatorLabels, tilesSourceUrl } from '@/features/store-locator'
import { StoreLocator, StoreLocatorWithMap } from '@/features/store-locator/client'
import type { ViewContext } from '@/components/viewContext'

/**
 * The store locator: search, position, filters and the store list, rendered on the server (so
 * the list is there without JavaScript), with the map beside it — except in the China variant,
 * which gets the same locator without any map code.
 */
export async function StoresListing({ context }: { context: ViewContext }) {
  const { locale, t } = context
  const [stores, { settings }, china] = await Promise.all([getLocatorStores(locale), getSiteChrome(locale), isChinaVariant()])
  if (stores.length === 0) return <p className="empty">{t('store.noStores')}</p>
  // The brand's own tiles file first (a `pmtiles://` URL of our tiles route), else the provider's style URL, else the offline basemap.
  const tiles = china ? undefined : await tilesSourceUrl(settings.map.tilesFile)
  const props = {
    stores,
    services: services.filter((service) => stores.some((store) => store.services.includes(service))),
    initialView: { latitude: settings.map.latitude, longitude: settings.map.longitude, zoom: settings.map.zoom },
    styleUrl: tiles ?? settings.map.styleUrl ?? undefined,
  }
  return (
    <div className="listing">
      <LocatorLabels locale={locale}>{china ? <StoreLocator {...props} /> : <StoreLocatorWithMap {...props} />}</LocatorLabels>
    </div>
  )
}
