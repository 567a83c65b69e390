'use client'
import { useId, useRef, type KeyboardEvent, type MouseEvent, type ReactNode } from 'react'
import { CloseIcon, MenuIcon } from './icons'
import { useHydrated } from './useHydrated'

interface MobileMenuProps {
  /** Visible name of the menu button and of the dialog ("Menu"). */
  label: string
  closeLabel: string
  /** Shown at the top of the open menu (the brand). */
  title: ReactNode
  /** Whether the dialog is open: the header keeps it, for the main menu is shown in one place at a time. */
  open: boolean
  onOpenChange: (open: boolean) => void
  /** The main menu, given only while the dialog is open (the header's second row shows it otherwise). */
  nav: ReactNode
  /** What follows the main menu in the dialog: search and the languages. */
  children: ReactNode
}

const focusable = 'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])'

/**
 * The mobile menu: a button opening a full-height modal dialog. The native modal <dialog>
 * makes the page behind it inert, closes on Escape and gives focus back to the button; Tab
 * is kept inside, and the page does not scroll behind it (CSS, `html:has(dialog[open])`).
 * Before JavaScript runs it is a <details> disclosure: opening it shows the header's own main
 * menu under the bar (site.css, 'without JavaScript'), then its panel with search and languages.
 */
export function MobileMenu({ label, closeLabel, title, open, onOpenChange, nav, children }: MobileMenuProps) {
  const hydrated = useHydrated()
  const dialogRef = useRef<HTMLDialogElement>(null)
  const buttonRef = useRef<HTMLButtonElement>(null)
  const dialogId = useId()
  const titleId = useId()

  if (!hydrated) {
    return (
      <details className="mobile-menu">
        <summary className="header__tool mobile-menu__button">
          <MenuIcon />
          <span className="header__tool-label">{label}</span>
        </summary>
        <div className="mobile-menu__panel">{children}</div>
      </details>
    )
  }

  const show = () => {
    dialogRef.current?.showModal()
    onOpenChange(true)
  }
  const close = () => dialogRef.current?.close()
  const onClose = () => {
    onOpenChange(false)
    buttonRef.current?.focus()
  }
  // Following a link closes the menu (client navigation keeps the header mounted).
  const onClick = (event: MouseEvent<HTMLDialogElement>) => {
    if (event.target instanceof Element && event.target.closest('a')) close()
  }
  // Tab wraps around inside the dialog instead of leaving for the browser's own controls.
  const onKeyDown = (event: KeyboardEvent<HTMLDialogElement>) => {
    if (event.key !== 'Tab') return
    const items = [...event.currentTarget.querySelectorAll<HTMLElement>(focusable)].filter((item) => item.offsetParent !== null)
    const first = items[0]
    const last = items[items.length - 1]
    if (!first || !last) return
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault()
      last.focus()
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault()
      first.focus()
    }
  }

  return (
    <div className="mobile-menu">
      <button ref={buttonRef} type="button" className="header__tool mobile-menu__button" aria-haspopup="dialog" aria-expanded={open} aria-controls={dialogId} onClick={show}>
        <MenuIcon />
        <span className="header__tool-label">{label}</span>
      </button>
      <dialog ref={dialogRef} id={dialogId} className="mobile-menu__dialog" aria-labelledby={titleId} onClose={onClose} onClick={onClick} onKeyDown={onKeyDown}>
        <div className="mobile-menu__head">
          <p id={titleId} className="mobile-menu__title">
            {title}
            <span className="sr-only"> {label}</span>
          </p>
          <button type="button" className="mobile-menu__close" onClick={close}>
            <CloseIcon />
            <span className="sr-only">{closeLabel}</span>
          </button>
        </div>
        <div className="mobile-menu__panel">
          {nav}
          {children}
        </div>
      </dialog>
    </div>
  )
}
