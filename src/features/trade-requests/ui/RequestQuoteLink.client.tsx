'use client'
import { useEffect, useState } from 'react'
import { buttonClass } from '@/components/controls/Button'
import { readSession } from '@/features/accounts/client'

/**
 * 'Request a quote' for a signed-in professional, decided in the browser from the session's JSON
 * (as the header's 'Access' link): the cached page is the same for everybody and carries nothing
 * personal. A professional not (yet) approved lands on the trade area's landing, which explains.
 */
export function RequestQuoteLink({ href, label }: { href: string; label: string }) {
  const [professional, setProfessional] = useState(false)
  useEffect(() => {
    let current = true
    readSession()
      .then((session) => {
        if (current) setProfessional(session.user?.kind === 'professional')
      })
      .catch(() => undefined)
    return () => {
      current = false
    }
  }, [])
  if (!professional) return null
  return (
    <a href={href} className={buttonClass('secondary')}>
      {label}
    </a>
  )
}
