'use client'
import dynamic from 'next/dynamic'
import type { ComponentProps } from 'react'
import type { StoreMapProps } from './mapTypes'
import { StoreLocator } from './StoreLocator.client'

/** The map chunk (MapLibre GL and the bundled basemap): fetched by the browser only here, never rendered on the server. */
const StoreMap = dynamic<StoreMapProps>(() => import('./StoreMap.client'), {
  ssr: false,
  loading: () => <div className="locator__map-placeholder" />,
})

/** The locator with its map; the China variant renders `StoreLocator` alone and so ships no map code. */
export function StoreLocatorWithMap(props: Omit<ComponentProps<typeof StoreLocator>, 'Map'>) {
  return <StoreLocator {...props} Map={StoreMap} />
}
