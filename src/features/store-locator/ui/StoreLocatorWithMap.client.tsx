'use client'
import dynamic from 'next/dynamic'
import type { ComponentProps } from 'react'
import type { StoreMapProps } from './mapTypes'
import { StoreLocator } from './StoreLocator.client'
import { useWhenIdleAndSeen } from '@/runtime/idle/useWhenIdleAndSeen'

/** The map chunk (MapLibre GL and the bundled basemap): fetched by the browser only here, never rendered on the server. */
const StoreMap = dynamic<StoreMapProps>(() => import('./StoreMap.client'), {
  ssr: false,
  loading: () => <div className="locator__map-placeholder" />,
})

/**
 * The map's place, held by the server-rendered box (`.locator__map`, sized by CSS alone), and its
 * code fetched only once the page has loaded, the browser is idle and the box is in view: about
 * 200 KB of MapLibre would otherwise be parsed and run while the visitor's first taps wait.
 */
function DeferredStoreMap(props: StoreMapProps) {
  const [box, ready] = useWhenIdleAndSeen<HTMLDivElement>()
  return (
    <div ref={box} className="locator__map-frame">
      {ready ? <StoreMap {...props} /> : <div className="locator__map-placeholder" />}
    </div>
  )
}

/** The locator with its map; the China variant renders `StoreLocator` alone and so ships no map code. */
export function StoreLocatorWithMap(props: Omit<ComponentProps<typeof StoreLocator>, 'Map'>) {
  return <StoreLocator {...props} Map={DeferredStoreMap} />
}
