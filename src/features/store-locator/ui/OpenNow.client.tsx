'use client'
import { withFormatter } from '@/runtime/labels/WithFormatter.client'
import { useEffect, useState } from 'react'
import { openState, type OpeningSlot } from '../logic/openingHours'
import { useT } from '@/runtime/labels/LabelsProvider'
import { useHydrated } from '@/components/shell/useHydrated'

/** The browser's time, read again every minute; null in the server HTML and during hydration. */
function useMinuteClock(): Date | null {
  const hydrated = useHydrated()
  const [now, setNow] = useState(() => new Date())
  useEffect(() => {
    const timer = window.setInterval(() => setNow(new Date()), 60_000)
    return () => window.clearInterval(timer)
  }, [])
  return hydrated ? now : null
}

/**
 * "Open now · closes at 19:00" in the store's own time zone. Worked out in the browser after
 * the page is shown, because the page itself is cached: the server's clock would go stale.
 */
function OpenNowView({ hours, timeZone }: { hours: readonly OpeningSlot[]; timeZone: string }) {
  const t = useT()
  const now = useMinuteClock()
  if (!now || hours.length === 0) return <span className="open-now" aria-hidden="true" />
  const state = openState(hours, timeZone, now)
  return (
    <span className={`open-now ${state.open ? 'open-now--open' : 'open-now--closed'}`}>
      {state.open ? t('store.openNow') : t('store.closedNow')}
      {state.open ? ` · ${t('store.closesAt', { time: state.closesAt })}` : state.opensAt ? ` · ${t('store.opensAt', { time: state.opensAt.time })}` : ''}
    </span>
  )
}

/** Rendered with the ICU engine ready (its labels have plurals): see `WithFormatter`. */
export const OpenNow = withFormatter(OpenNowView)
