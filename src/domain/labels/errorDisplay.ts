import { defaultLocale, isLocale, type Locale } from '@/i18n/locales'

/** A path as the visitor reads it: `/ru/страница`, not `/ru/%D1%81...`; left as it is when it is not valid percent-encoding. */
export function displayPath(pathname: string): string {
  try {
    return decodeURI(pathname)
  } catch {
    return pathname
  }
}

/** The language of a site path (`/de/...` → de); Italian for `/` and anything else (spec §1). */
export function localeOfPath(pathname: string | null): Locale {
  const first = pathname?.split('/')[1]
  return isLocale(first) ? first : defaultLocale
}

export interface ErrorDetails {
  /** The error's own text, when it is meant to be read; null to show the translated generic text instead. */
  message: string | null
  /** The server's reference for its log line (Next's `digest`). */
  digest: string | null
}

/**
 * What an error page may show of a thrown value. In production, Next replaces the message
 * of a server error with a generic English sentence and adds a digest: show the translated
 * generic text and the digest instead. Client errors and development errors keep their message.
 */
export function errorDetails(error: unknown, production: boolean): ErrorDetails {
  if (!(error instanceof Error)) return { message: null, digest: null }
  const digest = 'digest' in error && typeof error.digest === 'string' && error.digest ? error.digest : null
  const message = (digest && production) || !error.message.trim() ? null : error.message
  return { message, digest }
}
