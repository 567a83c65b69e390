'use client'
import { useEffect, useId, useRef } from 'react'

export interface SummaryEntry {
  /** The id of the field's control: the link moves the focus there. */
  id: string
  label: string
  message: string
}

/**
 * What a refused form lists before its fields: a title and, per field in error, a link that
 * takes the focus to it. It takes the focus itself after every refused attempt (`attempt` bumps),
 * so a screen reader reads it and a keyboard visitor goes on from there; no browser popup. An
 * empty list draws nothing.
 */
export function ErrorSummary({ title, entries, attempt }: { title: string; entries: readonly SummaryEntry[]; attempt: number }) {
  const ref = useRef<HTMLDivElement>(null)
  const titleId = useId()
  const shown = entries.length > 0
  useEffect(() => {
    if (shown && attempt > 0) ref.current?.focus()
  }, [attempt, shown])
  if (!shown) return null
  return (
    <div ref={ref} className="ctl-summary" tabIndex={-1} aria-labelledby={titleId}>
      <p id={titleId} className="ctl-summary__title">
        {title}
      </p>
      <ul className="ctl-summary__list">
        {entries.map((entry) => (
          <li key={entry.id}>
            <a
              href={`#${entry.id}`}
              className="ctl-summary__link"
              onClick={(event) => {
                const target = document.getElementById(entry.id)
                if (!target) return
                event.preventDefault()
                target.focus()
                target.scrollIntoView({ block: 'center' })
              }}
            >
              {entry.label}: {entry.message}
            </a>
          </li>
        ))}
      </ul>
    </div>
  )
}
