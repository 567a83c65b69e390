import type { Locale } from '@/i18n/locales'

/** The sign-in page that brings the visitor back to `path` afterwards (the guard's redirect). */
export function loginPathFor(locale: Locale, path: string): string {
  return `/${locale}/user/login?next=${encodeURIComponent(path)}`
}

/** The downloads library as a personal area (spec: listed without a guard). */
export const userDownloadsPath = (locale: Locale) => `/${locale}/user/downloads`

/** A download's own anchor on that page, for a sign-in that comes back to it. */
export const downloadAnchor = (id: number) => `download-${id}`

/** Where a download for registered visitors only sends someone who is not signed in. */
export const signInToDownloadPath = (locale: Locale, id: number) => loginPathFor(locale, `${userDownloadsPath(locale)}#${downloadAnchor(id)}`)

/** The signed-in visitor's way to a download's file (any download; recorded in their history). */
export const personalDownloadHref = (id: number) => `/api/user/downloads/${id}`
