'use client'
import { useSyncExternalStore } from 'react'
import { shouldSkipPrefetch, type ConnectionHints } from '@/domain/navigation/prefetch'

/** `navigator.connection` (Network Information API, not in every browser nor in the DOM types). */
function networkInformation(): unknown {
  return typeof navigator !== 'undefined' && 'connection' in navigator ? navigator.connection : undefined
}

function connectionHints(): ConnectionHints | undefined {
  const connection = networkInformation()
  if (typeof connection !== 'object' || connection === null) return undefined
  return {
    saveData: 'saveData' in connection && typeof connection.saveData === 'boolean' ? connection.saveData : undefined,
    effectiveType: 'effectiveType' in connection && typeof connection.effectiveType === 'string' ? connection.effectiveType : undefined,
  }
}

function subscribe(onChange: () => void): () => void {
  const connection = networkInformation()
  if (!(connection instanceof EventTarget)) return () => undefined
  connection.addEventListener('change', onChange)
  return () => connection.removeEventListener('change', onChange)
}

/** True on 2g or save-data connections; false on the server and where the browser says nothing. */
export function useSlowConnection(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => shouldSkipPrefetch(connectionHints()),
    () => false,
  )
}
