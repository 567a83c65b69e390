'use client'
import { useSyncExternalStore } from 'react'

const subscribe = () => () => {}

/**
 * False in the server HTML and during hydration, true afterwards: lets a component keep its
 * no-JavaScript form until React runs, without a hydration mismatch.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  )
}
