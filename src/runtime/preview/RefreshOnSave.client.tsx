'use client'
import { useRouter } from 'next/navigation'
import { useEffect } from 'react'

/**
 * Inside the admin's live preview frame: tells the admin the page is ready, and renders the
 * page again on the server whenever the editor saves (draft, autosave or publish).
 */
export function RefreshOnSave() {
  const router = useRouter()
  useEffect(() => {
    const origin = window.location.origin
    const onMessage = (event: MessageEvent<unknown>) => {
      const data = event.data
      if (event.origin !== origin || typeof data !== 'object' || data === null) return
      if ('type' in data && data.type === 'payload-document-event') router.refresh()
    }
    window.addEventListener('message', onMessage)
    if (window.parent !== window) window.parent.postMessage({ type: 'payload-live-preview', ready: true }, origin)
    return () => window.removeEventListener('message', onMessage)
  }, [router])
  return null
}
