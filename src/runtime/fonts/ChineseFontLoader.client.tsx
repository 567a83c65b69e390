'use client'
import { useEffect } from 'react'
import { ADVANCE_FONT_FAMILY, CHINESE_FONT_FAMILY, subsetBatches, subsetPath, unicodeRangeOf } from '@/domain/fonts/chineseSubset'
import { shownChineseCodePoints } from './shownChineseText'

/** Wait this long after the last change before looking again (a navigation changes many nodes at once). */
const settleMs = 60
/** Changes that can show or hide text without touching its nodes. */
const watchedAttributes = ['hidden', 'open', 'class', 'style', 'aria-expanded', 'aria-hidden', 'placeholder', 'value']
/** Interactions that can show text through CSS alone (a menu opened on hover or focus). */
const watchedEvents = ['pointerover', 'focusin', 'toggle', 'transitionend', 'resize'] as const

/**
 * Chinese pages only (docs/decisions/019-typefaces.md): after hydration, and after every change of
 * the page (a client-side navigation, a menu that opens, results that arrive), adds to the
 * 'Vesta Chinese' family a face holding exactly the Chinese characters now shown that no earlier
 * face holds, cut by the server (`/fonts/zh/{version}/subset/…`). Until a face arrives the characters
 * are drawn by the device's CJK font or, on a device without one, as blanks of the face's widths
 * (AdvanceFontScript.tsx); once a face could not be fetched, without the blanks. `<html
 * data-chinese-font>` says 'loading' while a face is on its way and 'ready' once all have arrived
 * (screenshots and tests wait for it).
 */
export function ChineseFontLoader() {
  useEffect(() => {
    const asked = new Set<number>()
    const root = document.documentElement
    let pending = 0
    let timer: ReturnType<typeof setTimeout> | undefined

    const look = () => {
      timer = undefined
      const wanted = shownChineseCodePoints(document.body).filter((codePoint) => !asked.has(codePoint))
      for (const batch of subsetBatches(wanted)) {
        for (const codePoint of batch) asked.add(codePoint)
        const face = new FontFace(CHINESE_FONT_FAMILY, `url(${subsetPath(batch)}) format('woff2')`, { unicodeRange: unicodeRangeOf(batch), display: 'swap' })
        document.fonts.add(face)
        pending++
        root.dataset.chineseFont = 'loading'
        face
          .load()
          .catch(() => {
            // Refused or offline: the device's font draws them, not the blank advance face (boxes at
            // worst, never nothing); the next change of the page asks again.
            for (const each of document.fonts) if (each.family.replace(/["']/g, '') === ADVANCE_FONT_FAMILY) document.fonts.delete(each)
            document.fonts.delete(face)
            for (const codePoint of batch) asked.delete(codePoint)
          })
          .finally(() => {
            pending--
            if (pending === 0) root.dataset.chineseFont = 'ready'
          })
      }
      if (pending === 0) root.dataset.chineseFont = 'ready'
    }
    const later = () => {
      if (timer === undefined) timer = setTimeout(look, settleMs)
    }

    look()
    const observer = new MutationObserver(later)
    observer.observe(document.body, { subtree: true, childList: true, characterData: true, attributes: true, attributeFilter: watchedAttributes })
    for (const type of watchedEvents) window.addEventListener(type, later, { capture: true, passive: true })
    return () => {
      observer.disconnect()
      for (const type of watchedEvents) window.removeEventListener(type, later, { capture: true })
      if (timer !== undefined) clearTimeout(timer)
    }
  }, [])
  return null
}
