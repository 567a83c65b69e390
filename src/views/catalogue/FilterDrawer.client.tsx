'use client'
import { useEffect, useRef, useSyncExternalStore, type ReactNode } from 'react'
import { Button } from '@/components/controls/Button'

/*
 * Whether the filters' drawer is open, kept outside React: the filter form is drawn anew (keyed
 * by the list's state) after every choice, and the drawer must stay open while the visitor picks.
 */
let drawerOpen = false
const listeners = new Set<() => void>()
const subscribe = (listener: () => void) => {
  listeners.add(listener)
  return () => listeners.delete(listener)
}
const setDrawerOpen = (open: boolean) => {
  drawerOpen = open
  for (const listener of listeners) listener()
}

interface Props {
  /** The toggle's words ('Filters'), the drawer's title, its close button's name, and 'Show 12 results'. */
  summary: string
  title: string
  close: string
  showResults: string
  apply: string
  children: ReactNode
}

/**
 * The filters: beside the list on a wide screen; on a phone or a tablet a drawer over the page
 * (`<details>`, so it opens without a script too) with its title, a close button, and at its foot
 * 'Show N results', which applies the choices and closes it. Escape closes it and gives the focus
 * back to its toggle.
 */
export function FilterDrawer({ summary, title, close, showResults, apply, children }: Props) {
  const open = useSyncExternalStore(subscribe, () => drawerOpen, () => false)
  const toggle = useRef<HTMLElement>(null)
  const panel = useRef<HTMLDetailsElement>(null)
  // Opened before the script took over (the browser's own <details>): the drawer knows it from now on.
  useEffect(() => {
    if (panel.current?.open && !drawerOpen) setDrawerOpen(true)
  }, [])
  const shut = () => {
    setDrawerOpen(false)
    toggle.current?.focus()
  }
  return (
    <details
      ref={panel}
      className="ctl-disclosure facets__panel"
      open={open}
      onToggle={(event) => setDrawerOpen(event.currentTarget.open)}
      onKeyDown={(event) => {
        if (event.key === 'Escape' && open) {
          event.stopPropagation()
          shut()
        }
      }}
    >
      <summary ref={toggle} className="ctl-disclosure__summary facets__toggle">
        {summary}
      </summary>
      <div className="ctl-disclosure__body facets__body" role="group" aria-label={title}>
        <div className="facets__head">
          <h2 className="facets__title">{title}</h2>
          <button type="button" className="facets__close" aria-label={close} onClick={shut}>
            <span aria-hidden="true">×</span>
          </button>
        </div>
        {children}
        <Button type="submit" variant="secondary" className="facets__apply">
          {apply}
        </Button>
        <div className="facets__foot">
          <Button type="submit" variant="primary" className="facets__show" onClick={() => setDrawerOpen(false)}>
            {showResults}
          </Button>
        </div>
      </div>
    </details>
  )
}
