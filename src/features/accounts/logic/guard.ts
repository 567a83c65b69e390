import { isLocale, type Locale } from '@/i18n/locales'
import { loginPathFor, mfaSetUpPath } from './nextPath'

/**
 * The pages under /{lang}/user/ that only a signed-in visitor sees (spec section 2: profile,
 * edit-profile, wishlist, download-wishlist). Their HTML is the same for everybody; the guard
 * runs where their personal data is asked for (`useSignedInJson`): a 401 sends the visitor to
 * sign-in, a 403 `mfa_setup_required` to the forced MFA set-up.
 */
export const guardedUserScreens = ['profile', 'edit-profile', 'wishlist', 'download-wishlist'] as const

/** The language of a guarded page's path, or null when the path is not one. */
export function guardedPathLocale(pathname: string): Locale | null {
  const [, lang, user, screen, ...rest] = pathname.split('/')
  if (!isLocale(lang) || user !== 'user' || rest.some((segment) => segment !== '')) return null
  return (guardedUserScreens as readonly (string | undefined)[]).includes(screen) ? lang : null
}

/**
 * Where the guard sends an anonymous visitor who asked for `pathname` (+ `search`): the sign-in
 * page of the path's language, which brings them back here afterwards.
 */
export function guardRedirect(fallback: Locale, pathname: string, search = ''): string {
  return loginPathFor(guardedPathLocale(pathname) ?? fallback, `${pathname}${search}`)
}

/** What the guard makes of a personal endpoint's answer: sign in first (401), set MFA up first (403 `mfa_setup_required`), or read it. */
export type GuardVerdict = 'signIn' | 'mfaSetUp' | 'read'

export function guardVerdict(status: number, error: unknown): GuardVerdict {
  if (status === 401) return 'signIn'
  if (status === 403 && error === 'mfa_setup_required') return 'mfaSetUp'
  return 'read'
}

/** Whether `pathname` is edit-profile, where the forced MFA set-up is shown (in any language). */
const isSetUpPage = (pathname: string) => guardedPathLocale(pathname) !== null && pathname.split('/')[3] === 'edit-profile'

/**
 * Where the guard sends the visitor on a verdict, from the page at `pathname` (+ `search`):
 * sign-in (and back here after), or the forced MFA set-up of the path's language; null to stay
 * (an answer to read, or the set-up page itself, which then shows only the set-up).
 */
export function guardDestination(verdict: GuardVerdict, fallback: Locale, pathname: string, search = ''): string | null {
  switch (verdict) {
    case 'signIn':
      return guardRedirect(fallback, pathname, search)
    case 'mfaSetUp':
      return isSetUpPage(pathname) ? null : mfaSetUpPath(guardedPathLocale(pathname) ?? fallback)
    case 'read':
      return null
    default: {
      const unknown: never = verdict
      throw new Error(`unknown guard verdict ${String(unknown)}`)
    }
  }
}
