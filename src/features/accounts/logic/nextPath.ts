import type { Locale } from '@/i18n/locales'

/** Where a signed-in visitor goes when no (acceptable) `next` was given. */
export const profilePath = (locale: Locale) => `/${locale}/user/profile`
/** The forced MFA set-up: edit-profile's MFA section, opened with 'Administrator requires multi-factor authentication (MFA)'. */
export const mfaSetUpPath = (locale: Locale) => `/${locale}/user/edit-profile?mfa=required`

const hasControlCharacter = (text: string) =>
  Array.from(text).some((character) => {
    const code = character.charCodeAt(0)
    return code < 0x20 || code === 0x7f
  })

/**
 * The `?next=` of the sign-in page, kept only when it is a path of this site: it starts with one
 * `/`, is not `//host` or `/\host` (browsers read both as another host), carries no scheme, no
 * control characters or backslashes, and stays under a language. Anything else is the profile.
 */
export function safeNextPath(next: unknown, locale: Locale): string {
  if (typeof next !== 'string' || next.length > 2000) return profilePath(locale)
  if (!next.startsWith('/') || next.startsWith('//') || next.includes('\\') || hasControlCharacter(next)) return profilePath(locale)
  let parsed: URL
  try {
    parsed = new URL(next, 'http://same.invalid')
  } catch {
    return profilePath(locale)
  }
  if (parsed.origin !== 'http://same.invalid') return profilePath(locale)
  // The sign-in pages themselves would only loop back here.
  if (/^\/[a-z]{2}\/user\/(login|signin|thankyou)(\/|$)/.test(parsed.pathname)) return profilePath(locale)
  return `${parsed.pathname}${parsed.search}${parsed.hash}`
}

export { loginPathFor } from '@/domain/userPaths'
