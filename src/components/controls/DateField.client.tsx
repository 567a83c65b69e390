'use client'
import dynamic from 'next/dynamic'
import { useEffect, useRef, useState, type ReactNode } from 'react'
import { addDays, formatEnteredDate, isCalendarDate, localDay, parseEnteredDate } from '@/domain/dates/calendarDate'
import { localeTags, type Locale } from '@/i18n/locales'
import { describedBy, Field } from './Field'

/** The month grid comes with its library only when a visitor first opens it. */
const Calendar = dynamic(() => import('./Calendar.client'), { ssr: false, loading: () => <div className="ctl-calendar ctl-calendar--loading" /> })

interface Props {
  id: string
  name?: string
  label: ReactNode
  help?: ReactNode
  error?: ReactNode
  fieldClassName?: string
  required?: boolean
  locale: Locale
  /** The chosen day as ISO (`2026-11-27`), or what was typed when it is no day yet (kept, so nothing is lost). */
  value: string
  onChange: (value: string) => void
  /** How far the field reaches, in days from the visitor's today (null: open). */
  minDays?: number | null
  maxDays?: number | null
  texts: {
    /** The calendar button's name and the calendar's. */
    chooseDate: string
    /** The typed form, as a placeholder: `gg/mm/aaaa`. */
    pattern: string
  }
}

const calendarIcon = (
  <svg aria-hidden="true" focusable="false" width="18" height="18" viewBox="0 0 18 18" fill="none" stroke="currentColor" strokeWidth="1.2">
    <rect x="2.5" y="3.5" width="13" height="12" rx="1" />
    <path d="M2.5 7h13M6 2v3M12 2v3" />
  </svg>
)

/**
 * A date the visitor types in their language's order (`27.11.2026` on a Russian page) or picks
 * in a month grid named in that language; the form keeps the ISO day. Replaces the browser's
 * `<input type="date">`, which writes in the browser's language, not the page's. The chosen day
 * is repeated in words under the field, so `03/07` cannot be misread.
 */
export function DateField({ id, name, label, help, error, fieldClassName, required, locale, value, onChange, minDays = null, maxDays = null, texts }: Props) {
  const tag = localeTags[locale]
  const [typed, setTyped] = useState<string | null>(null)
  const [open, setOpen] = useState(false)
  // The visitor's today is known only in the browser: the page itself is the same for every day.
  const [today, setToday] = useState<string | null>(null)
  const wrapper = useRef<HTMLDivElement>(null)
  const button = useRef<HTMLButtonElement>(null)
  const input = useRef<HTMLInputElement>(null)
  const calendarId = `${id}-calendar`
  const dayId = `${id}-day`

  useEffect(() => {
    if (!open) return
    const close = (event: PointerEvent) => {
      if (wrapper.current && event.target instanceof Node && !wrapper.current.contains(event.target)) setOpen(false)
    }
    document.addEventListener('pointerdown', close)
    return () => document.removeEventListener('pointerdown', close)
  }, [open])

  const shown = typed ?? (isCalendarDate(value) ? formatEnteredDate(value, tag) : value)
  const inWords = isCalendarDate(value) ? new Intl.DateTimeFormat(tag, { dateStyle: 'full', timeZone: 'UTC' }).format(new Date(`${value}T12:00:00Z`)) : ''
  const bound = (days: number | null, from: string) => (days === null ? null : addDays(from, days))

  return (
    <Field id={id} label={label} help={help} error={error} className={fieldClassName}>
      <div
        ref={wrapper}
        className="ctl-date"
        onKeyDown={(event) => {
          if (event.key === 'Escape' && open) {
            event.stopPropagation()
            setOpen(false)
            button.current?.focus()
          }
        }}
      >
        <div className="ctl-date__row">
          <input
            ref={input}
            id={id}
            name={name}
            type="text"
            inputMode="numeric"
            autoComplete="off"
            className="ctl-input ctl-date__input"
            placeholder={texts.pattern}
            aria-required={required || undefined}
            maxLength={24}
            value={shown}
            aria-invalid={error ? true : undefined}
            aria-describedby={[describedBy(id, help, error), inWords ? dayId : null].filter(Boolean).join(' ') || undefined}
            onChange={(event) => {
              const text = event.target.value
              setTyped(text)
              onChange(parseEnteredDate(text, tag) ?? text.trim())
            }}
            onBlur={() => {
              if (typed !== null && parseEnteredDate(typed, tag) !== null) setTyped(null)
            }}
          />
          <button
            ref={button}
            type="button"
            className="ctl-date__open"
            aria-label={texts.chooseDate}
            aria-haspopup="dialog"
            aria-expanded={open}
            aria-controls={open ? calendarId : undefined}
            onClick={() => {
              setToday(localDay(new Date()))
              setOpen((now) => !now)
            }}
          >
            {calendarIcon}
          </button>
        </div>
        <p id={dayId} className="ctl-date__words" aria-live="polite">
          {inWords}
        </p>
        {open && today ? (
          <div id={calendarId} role="dialog" aria-label={texts.chooseDate} className="ctl-date__popover">
            <Calendar
              locale={locale}
              selected={isCalendarDate(value) ? value : null}
              min={bound(minDays, today)}
              max={bound(maxDays, today)}
              today={today}
              onSelect={(iso) => {
                setTyped(null)
                onChange(iso)
                setOpen(false)
                input.current?.focus()
              }}
            />
          </div>
        ) : null}
      </div>
    </Field>
  )
}

