'use client'
import { usePathname } from 'next/navigation'
import { lazy, Suspense, useEffect, useId, useRef, useState, type FocusEvent, type KeyboardEvent, type ReactNode } from 'react'
import type { SearchBoxLabels } from '@/features/search/client'
import type { Locale } from '@/i18n/locales'
import { useHydrated } from './useHydrated'

// The combobox is fetched the first time the panel opens: pages do not carry it before.
const SearchBox = lazy(() => import('@/features/search/client').then((module) => ({ default: module.SearchBox })))

interface HeaderSearchProps {
  locale: Locale
  /** The tool's content (icon and label): its text is the accessible name of the link and the button. */
  children: ReactNode
  labels: SearchBoxLabels & { close: string }
  className: string
}

/**
 * The header's search tool. Without JavaScript (and until hydration) a link to the search page;
 * then a button opening a panel under the header with the search box and its suggestions.
 * Escape (with no suggestion list open), a click outside or following a result closes it, and
 * focus goes back to the button.
 */
export function HeaderSearch({ locale, children, labels, className }: HeaderSearchProps) {
  const hydrated = useHydrated()
  const [open, setOpen] = useState(false)
  const [loaded, setLoaded] = useState(false)
  const rootRef = useRef<HTMLDivElement>(null)
  const buttonRef = useRef<HTMLButtonElement>(null)
  const panelId = useId()
  const pathname = usePathname()

  // A suggestion followed (client navigation): the panel closes on the new page. Adjusted
  // while rendering (React's pattern for state that follows a value), not in an effect.
  const [shownPath, setShownPath] = useState(pathname)
  if (shownPath !== pathname) {
    setShownPath(pathname)
    setOpen(false)
  }

  useEffect(() => {
    if (!open) return
    const onPointerDown = (event: PointerEvent) => {
      if (event.target instanceof Node && !rootRef.current?.contains(event.target)) setOpen(false)
    }
    document.addEventListener('pointerdown', onPointerDown)
    return () => document.removeEventListener('pointerdown', onPointerDown)
  }, [open])

  if (!hydrated) {
    return (
      <a href={`/${locale}/search`} className={className}>
        {children}
      </a>
    )
  }

  const close = () => {
    setOpen(false)
    buttonRef.current?.focus()
  }
  // The search box closes its own suggestion list first (and marks the key as handled).
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape' && !event.defaultPrevented) close()
  }
  const onBlur = (event: FocusEvent<HTMLDivElement>) => {
    if (event.relatedTarget instanceof Node && !event.currentTarget.contains(event.relatedTarget)) setOpen(false)
  }

  return (
    <div ref={rootRef} className="header-search" onKeyDown={onKeyDown} onBlur={onBlur}>
      <button
        ref={buttonRef}
        type="button"
        className={className}
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => {
          setLoaded(true)
          setOpen((value) => !value)
        }}
      >
        {children}
      </button>
      <div id={panelId} className="header-search__panel" hidden={!open}>
        <div className="header-search__inner">
          {loaded && (
            <Suspense fallback={<p className="header-search__loading">{labels.label}</p>}>
              {open && <SearchBox locale={locale} labels={labels} autoFocus />}
            </Suspense>
          )}
          <button type="button" className="header-search__close" onClick={close}>
            {labels.close}
          </button>
        </div>
      </div>
    </div>
  )
}
