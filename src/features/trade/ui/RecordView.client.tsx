'use client'
import { useEffect } from 'react'
import { readSession } from '@/features/accounts/client'

/**
 * Records a public product page in a professional's 'recently viewed' (issue 21 item 6): the
 * cached page is the same for everybody, so the browser asks the session's JSON and, for a
 * signed-in professional, posts the product to `/api/trade/recently-viewed`, which keeps it only
 * for an approved one (the server decides; a 403 for anyone else stores nothing). Renders nothing.
 */
export function RecordTradeView({ productId }: { productId: number }) {
  useEffect(() => {
    const controller = new AbortController()
    readSession(controller.signal)
      .then((session) => {
        if (session.user?.kind !== 'professional') return
        return fetch('/api/trade/recently-viewed', {
          method: 'POST',
          credentials: 'same-origin',
          cache: 'no-store',
          signal: controller.signal,
          headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
          body: JSON.stringify({ productId }),
        })
      })
      .catch(() => undefined)
    return () => controller.abort()
  }, [productId])
  return null
}
