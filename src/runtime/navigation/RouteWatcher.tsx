'use client'
import { usePathname, useSearchParams } from 'next/navigation'
import { useEffect, useRef } from 'react'

/**
 * Calls `onRouteChange` once the router shows a new page (path or query changed), and once for
 * the first page. Uses useSearchParams: render it inside <Suspense>.
 */
export function RouteWatcher({ onRouteChange }: { onRouteChange: (previous: string | null, shown: string) => void }) {
  const pathname = usePathname()
  const query = useSearchParams().toString()
  const shown = query === '' ? pathname : `${pathname}?${query}`
  const last = useRef<string | null>(null)

  useEffect(() => {
    if (last.current === shown) return
    const from = last.current
    last.current = shown
    onRouteChange(from, shown)
  }, [shown, onRouteChange])

  return null
}
