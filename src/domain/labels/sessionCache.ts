import type { Messages } from '@/i18n/bundled'
import type { Locale } from '@/i18n/locales'

/**
 * The full catalogue is kept in `sessionStorage` so that later pages of the visit need no
 * request. Half an hour bounds how long an editor's change can stay unseen by a visitor in
 * the middle of a visit (the page's own labels are always fresh from the server).
 */
export const catalogueCacheMaxAgeMs = 30 * 60 * 1000

/** Bump the version when the stored shape changes. */
export function catalogueCacheKey(locale: Locale): string {
  return `labels:v1:${locale}`
}

export function isMessages(value: unknown): value is Messages {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false
  return Object.values(value).every((text) => typeof text === 'string')
}

export function encodeCachedCatalogue(messages: Messages, now: number): string {
  return JSON.stringify({ savedAt: now, messages })
}

/** The stored catalogue if it is well-formed, not empty and younger than `maxAgeMs`; otherwise null (fetch again). */
export function decodeCachedCatalogue(raw: string | null, now: number, maxAgeMs = catalogueCacheMaxAgeMs): Messages | null {
  if (!raw) return null
  let stored: unknown
  try {
    stored = JSON.parse(raw)
  } catch {
    return null
  }
  if (typeof stored !== 'object' || stored === null || !('savedAt' in stored) || !('messages' in stored)) return null
  const { savedAt, messages } = stored
  if (typeof savedAt !== 'number' || savedAt > now || now - savedAt > maxAgeMs) return null
  return isMessages(messages) && Object.keys(messages).length > 0 ? messages : null
}
