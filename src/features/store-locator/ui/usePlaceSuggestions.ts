'use client'
import { useEffect, useState } from 'react'
import type { Place } from '../logic/placeIndex'
import type { Locale } from '@/i18n/locales'

export type SuggestionState = { status: 'idle' | 'loading' | 'error'; places: Place[] } | { status: 'done'; places: Place[]; query: string }

/** Places for what the visitor has typed, from our own API, debounced; stale answers are dropped. */
export function usePlaceSuggestions(query: string, locale: Locale): SuggestionState {
  const [state, setState] = useState<SuggestionState>({ status: 'idle', places: [] })
  const text = query.trim()
  // Nothing typed: idle, without places. Adjusted while rendering (React's pattern for state
  // that follows a value), not in the effect.
  if (text.length === 0 && (state.status !== 'idle' || state.places.length > 0)) setState({ status: 'idle', places: [] })
  useEffect(() => {
    if (text.length === 0) return
    const controller = new AbortController()
    const timer = window.setTimeout(() => {
      setState((previous) => ({ status: 'loading', places: previous.places }))
      fetch(`/api/geo/places?${new URLSearchParams({ q: text, lang: locale })}`, { signal: controller.signal })
        .then((response) => (response.ok ? (response.json() as Promise<{ places: Place[] }>) : Promise.reject(new Error(String(response.status)))))
        .then((body) => setState({ status: 'done', places: body.places, query: text }))
        .catch((error: unknown) => {
          if (!controller.signal.aborted) setState({ status: 'error', places: [] })
          if (!(error instanceof DOMException)) console.error('[stores] place search failed', error)
        })
    }, 150)
    return () => {
      window.clearTimeout(timer)
      controller.abort()
    }
  }, [text, locale])
  return state
}
