import { isLocale, type Locale } from '@/i18n/locales'
import { loginPathFor } from './nextPath'

/**
 * The pages under /{lang}/user/ that only a signed-in visitor sees (spec section 2: profile,
 * edit-profile, wishlist, download-wishlist). Their HTML is the same for everybody; the guard
 * runs where their personal data is asked for (`useSignedInJson`): a 401 sends the visitor to sign-in.
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
