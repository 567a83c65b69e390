'use client'
import { useCallback, useState } from 'react'
import type { LatLon } from '../logic/distance'

export type GeolocationState = { status: 'idle' | 'locating' | 'failed' } | { status: 'found'; position: LatLon }

/** The visitor's position, asked for only when `locate` is called (a button), never on page load. */
export function useGeolocation(onFound: (position: LatLon) => void): [GeolocationState, () => void] {
  const [state, setState] = useState<GeolocationState>({ status: 'idle' })
  const locate = useCallback(() => {
    if (!('geolocation' in navigator)) {
      setState({ status: 'failed' })
      return
    }
    setState({ status: 'locating' })
    navigator.geolocation.getCurrentPosition(
      ({ coords }) => {
        const position = { latitude: coords.latitude, longitude: coords.longitude }
        setState({ status: 'found', position })
        onFound(position)
      },
      () => setState({ status: 'failed' }),
      { enableHighAccuracy: false, timeout: 10_000, maximumAge: 300_000 },
    )
  }, [onFound])
  return [state, locate]
}
