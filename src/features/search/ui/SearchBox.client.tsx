'use client'
import { withFormatter } from '@/runtime/labels/WithFormatter.client'
import { useRouter } from 'next/navigation'
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react'
import type { Segment } from '../logic/highlight'
import { useT } from '@/runtime/labels/LabelsProvider'
import type { Locale } from '@/i18n/locales'
import { Highlighted } from './Highlighted'

interface Suggestion {
  type: string
  title: Segment[]
  href: string
  detail: string | null
}

/** Texts rendered on the server with the page (no flash of empty labels before the catalogue). */
export interface SearchBoxLabels {
  label: string
  placeholder: string
  submit: string
  suggestions: string
  hint: string
  types: Record<string, string>
}

/**
 * The search form with suggestions as you type (ARIA 1.2 combobox with a list box): arrows
 * move through the suggestions, Enter opens the chosen one or, with none chosen, the results
 * page; Escape closes the list. Without JavaScript it is a plain GET form.
 */
function SearchBoxView({ locale, labels, query = '', maxLength = 400, autoFocus = false }: { locale: Locale; labels: SearchBoxLabels; query?: string; maxLength?: number; autoFocus?: boolean }) {
  const t = useT()
  const router = useRouter()
  const id = useId()
  const [value, setValue] = useState(query)
  const [items, setItems] = useState<Suggestion[]>([])
  const [open, setOpen] = useState(false)
  const [active, setActive] = useState(-1)
  const latest = useRef(0)

  // Nothing typed, or the query the page already shows: no suggestions. Adjusted while
  // rendering (React's pattern for state that follows a value), not in the effect.
  const text = value.trim()
  const idle = text === '' || text === query.trim()
  if (idle && items.length > 0) setItems([])

  useEffect(() => {
    if (idle) return
    const ticket = ++latest.current
    const suggest = async () => {
      try {
        const response = await fetch(`/api/search/suggest?lang=${locale}&q=${encodeURIComponent(text)}`)
        if (!response.ok || ticket !== latest.current) return
        const body = (await response.json()) as { items: Suggestion[] }
        setItems(body.items)
        setActive(-1)
        setOpen(true)
      } catch {
        // Suggestions are a help: the form still works without them.
      }
    }
    const timer = window.setTimeout(() => void suggest(), 120)
    return () => window.clearTimeout(timer)
  }, [idle, text, locale])

  const listId = `${id}-list`
  const expanded = open && items.length > 0
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' && items.length > 0) {
      event.preventDefault()
      setOpen(true)
      setActive((current) => (current + 1) % items.length)
    } else if (event.key === 'ArrowUp' && items.length > 0) {
      event.preventDefault()
      setOpen(true)
      setActive((current) => (current <= 0 ? items.length - 1 : current - 1))
    } else if (event.key === 'Escape') {
      // Closing the list is this key's whole job (a surrounding panel stays open).
      if (expanded) event.preventDefault()
      setOpen(false)
      setActive(-1)
    } else if (event.key === 'Enter' && expanded && active >= 0) {
      const chosen = items[active]
      if (!chosen) return
      event.preventDefault()
      setOpen(false)
      router.push(chosen.href)
    }
  }

  return (
    <form className="search-form" role="search" action={`/${locale}/search/results`} method="get">
      <label htmlFor={`${id}-input`} className="search-form__label">
        {labels.label}
      </label>
      <div className="search-form__row">
        <div className="search-combobox">
          <input
            id={`${id}-input`}
            name="q"
            type="search"
            role="combobox"
            aria-expanded={expanded}
            aria-controls={listId}
            aria-autocomplete="list"
            aria-activedescendant={expanded && active >= 0 ? `${id}-option-${active}` : undefined}
            aria-describedby={`${id}-hint`}
            value={value}
            onChange={(event) => setValue(event.target.value)}
            onKeyDown={onKeyDown}
            onBlur={() => window.setTimeout(() => setOpen(false), 150)}
            onFocus={() => items.length > 0 && setOpen(true)}
            placeholder={labels.placeholder}
            maxLength={maxLength}
            autoComplete="off"
            autoFocus={autoFocus}
          />
          <ul id={listId} role="listbox" aria-label={labels.suggestions} className="search-combobox__list" hidden={!expanded}>
            {items.map((item, index) => (
              <li
                key={`${item.href}${index}`}
                id={`${id}-option-${index}`}
                role="option"
                aria-selected={index === active}
                className="search-combobox__option"
                onMouseDown={(event) => {
                  event.preventDefault()
                  router.push(item.href)
                }}
              >
                <span className="search-combobox__title">
                  <Highlighted segments={item.title} />
                </span>
                <span className="search-combobox__type">{labels.types[item.type] ?? ''}</span>
              </li>
            ))}
          </ul>
        </div>
        <button type="submit" className="button">
          {labels.submit}
        </button>
      </div>
      <p id={`${id}-hint`} className="sr-only">
        {labels.hint}
      </p>
      <p className="sr-only" role="status" aria-live="polite">
        {expanded ? t('search.suggestionsCount', { count: items.length }) : ''}
      </p>
    </form>
  )
}

/** Rendered with the ICU engine ready (its labels have plurals): see `WithFormatter`. */
export const SearchBox = withFormatter(SearchBoxView)
