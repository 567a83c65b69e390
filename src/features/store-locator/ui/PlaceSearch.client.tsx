'use client'
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react'
import type { Place } from '../logic/placeIndex'
import { useLabels, useT } from '@/runtime/labels/LabelsProvider'
import { usePlaceSuggestions } from './usePlaceSuggestions'

/**
 * Address search as an ARIA 1.2 combobox: typing suggests stores and cities, arrow keys move
 * through them (aria-activedescendant), Enter or a click chooses, Escape closes.
 */
export function PlaceSearch({ onChoose }: { onChoose: (place: Place) => void }) {
  const t = useT()
  const { locale } = useLabels()
  const id = useId()
  const [query, setQuery] = useState('')
  const [open, setOpen] = useState(false)
  const [active, setActive] = useState(-1)
  const input = useRef<HTMLInputElement>(null)
  // What a visitor typed before the script took over (a slow phone) is taken up, so its
  // suggestions come: before, the first try of 'Milano' could show none.
  useEffect(() => {
    const typed = input.current?.value ?? ''
    if (typed !== '') {
      setQuery(typed)
      setOpen(document.activeElement === input.current)
    }
  }, [])
  const suggestions = usePlaceSuggestions(query, locale)
  const places = suggestions.places
  const expanded = open && places.length > 0
  const noResult = open && suggestions.status === 'done' && places.length === 0

  const choose = (place: Place) => {
    setQuery(place.label)
    setOpen(false)
    setActive(-1)
    onChoose(place)
  }

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault()
      setOpen(true)
      if (places.length === 0) return
      const step = event.key === 'ArrowDown' ? 1 : -1
      setActive((current) => (current + step + places.length) % places.length)
    } else if (event.key === 'Enter') {
      event.preventDefault()
      const place = places[active] ?? places[0]
      if (place) choose(place)
    } else if (event.key === 'Escape') {
      if (open) event.preventDefault()
      setOpen(false)
      setActive(-1)
    }
  }

  return (
    <div className="place-search" role="search">
      <label htmlFor={`${id}-input`} className="place-search__label">
        {t('store.searchLabel')}
      </label>
      <input
        ref={input}
        id={`${id}-input`}
        className="place-search__input"
        type="text"
        role="combobox"
        autoComplete="off"
        spellCheck={false}
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={`${id}-list`}
        aria-activedescendant={expanded && active >= 0 ? `${id}-option-${active}` : undefined}
        placeholder={t('store.searchPlaceholder')}
        value={query}
        onChange={(event) => {
          setQuery(event.target.value)
          setOpen(true)
          setActive(-1)
        }}
        onKeyDown={onKeyDown}
        onBlur={() => setOpen(false)}
      />
      <ul id={`${id}-list`} role="listbox" aria-label={t('stores.suggestions')} className="place-search__list" hidden={!expanded}>
        {places.map((place, at) => (
          <li
            key={place.id}
            id={`${id}-option-${at}`}
            role="option"
            aria-selected={at === active}
            className="place-search__option"
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => choose(place)}
          >
            <span className="place-search__name">{place.label}</span>
            <span className="place-search__detail">{place.kind === 'store' ? (place.detail ?? t('stores.kindStore')) : `${t('stores.kindCity')} · ${place.country}`}</span>
          </li>
        ))}
      </ul>
      <p className="place-search__status" role="status">
        {noResult ? t('store.noStores') : ''}
      </p>
    </div>
  )
}
