'use client'
import { useEffect, useId, useRef, useState, type FocusEvent, type MouseEvent, type ReactNode } from 'react'
import { useHydrated } from './useHydrated'

interface DisclosureProps {
  /** The button's content: its visible text is its accessible name. */
  label: ReactNode
  children: ReactNode
  className?: string
  buttonClassName?: string
  panelClassName?: string
  /**
   * 'popover' (desktop menu, language list): floats over the page, one at a time; closes on
   * Escape (focus back on the button), on a click outside and when focus leaves it.
   * 'accordion' (inside the mobile menu): stays open until toggled; open without JavaScript.
   */
  mode?: 'popover' | 'accordion'
  /**
   * A popover whose content is left out of the server HTML and rendered once React runs: a
   * popover cannot open without JavaScript, so the HTML would carry it for nobody (the
   * language list: the footer has the same links for every visitor).
   */
  lazy?: boolean
}

/** The disclosure pattern: a button with `aria-expanded` showing and hiding the panel it controls. */
export function Disclosure({ label, children, className, buttonClassName, panelClassName, mode = 'popover', lazy = false }: DisclosureProps) {
  const [open, setOpen] = useState(false)
  const hydrated = useHydrated()
  const rootRef = useRef<HTMLDivElement>(null)
  const buttonRef = useRef<HTMLButtonElement>(null)
  const panelId = useId()
  const popover = mode === 'popover'
  // Without JavaScript an accordion shows its links; a popover stays closed (its links are reachable elsewhere).
  const expanded = popover || hydrated ? open : true

  useEffect(() => {
    if (!open || !popover) return
    const onPointerDown = (event: PointerEvent) => {
      if (event.target instanceof Node && !rootRef.current?.contains(event.target)) setOpen(false)
    }
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return
      const focus = document.activeElement
      setOpen(false)
      if (!focus || focus === document.body || rootRef.current?.contains(focus)) buttonRef.current?.focus()
    }
    document.addEventListener('pointerdown', onPointerDown)
    document.addEventListener('keydown', onKeyDown)
    return () => {
      document.removeEventListener('pointerdown', onPointerDown)
      document.removeEventListener('keydown', onKeyDown)
    }
  }, [open, popover])

  const onBlur = (event: FocusEvent<HTMLDivElement>) => {
    if (popover && event.relatedTarget instanceof Node && !event.currentTarget.contains(event.relatedTarget)) setOpen(false)
  }
  // Following a link closes the panel (client navigation keeps this component mounted).
  const onPanelClick = (event: MouseEvent<HTMLDivElement>) => {
    if (popover && event.target instanceof Element && event.target.closest('a')) setOpen(false)
  }

  return (
    <div ref={rootRef} className={className} onBlur={onBlur}>
      <button ref={buttonRef} type="button" className={buttonClassName} aria-expanded={expanded} aria-controls={panelId} onClick={() => setOpen((value) => !value)}>
        {label}
      </button>
      {/* Before JavaScript a popover's panel is hidden by CSS (`data-before-js`, site.css) rather than
          by `hidden`: the mobile menu's no-JavaScript form shows the header's sections open. */}
      <div id={panelId} className={panelClassName} {...(popover && !hydrated ? { 'data-before-js': '' } : { hidden: !expanded })} onClick={onPanelClick}>
        {lazy && !hydrated ? null : children}
      </div>
    </div>
  )
}
