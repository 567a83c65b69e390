'use client'
import { useEffect, useRef, useState, type RefObject } from 'react'

/** The longest the browser may hold the work back waiting for an idle moment after the load event. */
const idleTimeoutMs = 2000

function whenIdle(run: () => void): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(run, { timeout: idleTimeoutMs })
    return () => window.cancelIdleCallback(handle)
  }
  // Safari before 18 has no requestIdleCallback: the next macrotask after load.
  const handle = setTimeout(run, 0)
  return () => clearTimeout(handle)
}

/**
 * True once the page has loaded, the main thread has had an idle moment, and the element is in
 * (or enters) the viewport: the moment to fetch heavy code that only decorates that element, so
 * it does not compete with the page's first paint and hydration. Used by the store locator's
 * map and the configurator's WebGL probe.
 */
export function useWhenIdleAndSeen<T extends Element>(): [RefObject<T | null>, boolean] {
  const ref = useRef<T>(null)
  const [ready, setReady] = useState(false)
  useEffect(() => {
    const element = ref.current
    if (!element) return
    let cancelIdle: (() => void) | undefined
    let observer: IntersectionObserver | undefined
    const observe = () => {
      observer = new IntersectionObserver((entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return
        observer?.disconnect()
        setReady(true)
      })
      observer.observe(element)
    }
    const afterLoad = () => (cancelIdle = whenIdle(observe))
    if (document.readyState === 'complete') afterLoad()
    else window.addEventListener('load', afterLoad, { once: true })
    return () => {
      window.removeEventListener('load', afterLoad)
      cancelIdle?.()
      observer?.disconnect()
    }
  }, [])
  return [ref, ready]
}
