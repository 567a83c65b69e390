'use client'
import { useState } from 'react'
import { Button } from '@/components/controls/Button'
import type { Locale } from '@/i18n/locales'

export interface ShownWarningRow {
  id: number
  text: string
  meta: string
  acknowledgeLabel: string
}

interface Props {
  locale: Locale
  warnings: ShownWarningRow[]
  labels: { none: string; acknowledge: string; failed: string; done: string }
}

/**
 * The warnings with 'Acknowledge' on each: the server records it for the visitor
 * (POST /api/trade/notices) and the row goes; a refusal says so and the row stays.
 */
export function WarningsList({ locale, warnings, labels }: Props) {
  const [gone, setGone] = useState<ReadonlySet<number>>(new Set())
  const [busy, setBusy] = useState<number | null>(null)
  const [status, setStatus] = useState('')
  const shown = warnings.filter((warning) => !gone.has(warning.id))

  const acknowledge = async (id: number) => {
    setBusy(id)
    setStatus('')
    try {
      const response = await fetch(`/api/trade/notices?lang=${locale}`, { method: 'POST', credentials: 'same-origin', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ change: id }) })
      if (response.ok || response.status === 404) {
        setGone((previous) => new Set([...previous, id]))
        setStatus(labels.done)
      } else {
        const answer = (await response.json().catch(() => ({}))) as { message?: string }
        setStatus(answer.message ?? labels.failed)
      }
    } catch {
      setStatus(labels.failed)
    } finally {
      setBusy(null)
    }
  }

  return (
    <>
      {shown.length === 0 ? (
        <p>{labels.none}</p>
      ) : (
        <ul className="trade-warnings">
          {shown.map((warning) => (
            <li key={warning.id} className="trade-warning">
              <p className="trade-warning__text">{warning.text}</p>
              <p className="trade-warning__meta">{warning.meta}</p>
              <Button aria-label={warning.acknowledgeLabel} disabled={busy === warning.id} onClick={() => void acknowledge(warning.id)}>
                {labels.acknowledge}
              </Button>
            </li>
          ))}
        </ul>
      )}
      <p className="trade-card__status" role="status" aria-live="polite">
        {status}
      </p>
    </>
  )
}
