'use client'
import { useCallback, useEffect, useState } from 'react'
import type { Locale } from '@/i18n/locales'
import { guardAnswer } from './guardAnswer'

/** 'mfaSetUp': the site's policy holds the visitor at the forced MFA set-up, and this page (edit-profile) shows it. */
export type SignedInState<Data> = { kind: 'loading' } | { kind: 'failed' } | { kind: 'mfaSetUp' } | { kind: 'shown'; data: Data }

/**
 * The guard of the signed-in pages (profile, edit-profile, wishlist, download-wishlist): their
 * HTML is the same for everybody and cacheable; their personal data comes from a JSON endpoint,
 * asked for here after the page has loaded. A 401 sends the visitor to sign-in, which brings
 * them back to this page; a 403 `mfa_setup_required` (the site's policy asks MFA of them and it
 * is off) to the forced set-up on edit-profile, where the state is `mfaSetUp`. `read` picks the data out of the answer (null: the answer was not usable);
 * pass a function defined once (module level), not one made per render.
 */
export function useSignedInJson<Data>(url: string, locale: Locale, read: (body: unknown) => Data | null): { state: SignedInState<Data>; reload: () => void } {
  const [state, setState] = useState<SignedInState<Data>>({ kind: 'loading' })
  const [round, setRound] = useState(0)
  useEffect(() => {
    let current = true
    fetch(url, { credentials: 'same-origin', cache: 'no-store', headers: { Accept: 'application/json' } })
      .then(async (response) => {
        const guarded = await guardAnswer(response, locale)
        if (guarded === 'left') return
        if (guarded === 'mfaSetUp') {
          if (current) setState({ kind: 'mfaSetUp' })
          return
        }
        const data = response.ok ? read(await response.json()) : null
        if (current) setState(data === null ? { kind: 'failed' } : { kind: 'shown', data })
      })
      .catch(() => current && setState({ kind: 'failed' }))
    return () => {
      current = false
    }
  }, [url, locale, read, round])
  const reload = useCallback(() => setRound((value) => value + 1), [])
  return { state, reload }
}
