'use client'
import type { Locale } from '@/i18n/locales'
import { guardDestination, guardVerdict, type GuardVerdict } from '../logic/guard'

/**
 * The guard, on a personal endpoint's answer in the browser: a 401 goes to sign-in (and back
 * after), a 403 `mfa_setup_required` to the forced MFA set-up (edit-profile). 'left' when the
 * page is being replaced; 'mfaSetUp' on edit-profile itself (it then shows only the set-up);
 * 'read' for an answer the page reads.
 */
export async function guardAnswer(response: Response, locale: Locale): Promise<Exclude<GuardVerdict, 'signIn'> | 'left'> {
  const error = response.status === 403 ? ((await response.clone().json().catch(() => ({}))) as { error?: unknown }).error : undefined
  const verdict = guardVerdict(response.status, error)
  const destination = guardDestination(verdict, locale, window.location.pathname, window.location.search)
  if (destination !== null) {
    window.location.replace(destination)
    return 'left'
  }
  return verdict === 'mfaSetUp' ? 'mfaSetUp' : 'read'
}
