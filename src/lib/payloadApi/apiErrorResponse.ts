import { extractHeaderLanguage } from '@payloadcms/translations'
import { de } from '@payloadcms/translations/languages/de'
import { en } from '@payloadcms/translations/languages/en'
import { es } from '@payloadcms/translations/languages/es'
import { fr } from '@payloadcms/translations/languages/fr'
import { it } from '@payloadcms/translations/languages/it'
import { ru } from '@payloadcms/translations/languages/ru'
import { zh } from '@payloadcms/translations/languages/zh'
import { parseCookies } from 'payload/shared'

// The API speaks Payload's own language files, as Payload's errors on the same routes do.
const languages = { it, en, de, es, fr, ru, zh } as const
type Language = keyof typeof languages
const isLanguage = (code: string | undefined): code is Language => code !== undefined && code in languages

/** Payload's choice of language: the admin's `payload-lng` cookie, then Accept-Language, then Italian (the config's fallback). */
export function languageOf(headers: Headers): Language {
  const cookie = parseCookies(headers).get('payload-lng')
  if (isLanguage(cookie)) return cookie
  const accepted = extractHeaderLanguage(headers.get('accept-language') ?? '')
  return isLanguage(accepted) ? accepted : 'it'
}

export type ApiRefusal = 403 | 404

/** Refusals in the shape Payload answers with (`{ errors: [{ message }] }`), never with a stack. */
export function apiErrorResponse(status: ApiRefusal, headers: Headers): Response {
  const { error } = languages[languageOf(headers)].translations
  const message = status === 403 ? error.notAllowedToPerformAction : error.notFound
  return Response.json({ errors: [{ message }] }, { status })
}
