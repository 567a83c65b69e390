import { createHmac, timingSafeEqual } from 'node:crypto'
import { routedCollections, type RoutedCollection } from '@/domain/urls'
import { isLocale, type Locale } from '@/i18n/locales'

/** What a preview address names: a document in a language. */
export interface PreviewTarget {
  collection: RoutedCollection
  id: string
  locale: Locale
}

function sign(secret: string, target: PreviewTarget): string {
  return createHmac('sha256', secret).update(`preview\n${target.collection}\n${target.id}\n${target.locale}`).digest('base64url')
}

/** The site path of a document's preview in a language, signed so only the admin can make one. */
export function previewPath(secret: string, target: PreviewTarget): string {
  return `/${target.locale}/preview/${target.collection}/${encodeURIComponent(target.id)}?sig=${sign(secret, target)}`
}

/** The target of a preview address if its parts are valid and its signature is right; else null. */
export function verifyPreview(secret: string, parts: { lang: string; collection: string; id: string; sig: string | null | undefined }): PreviewTarget | null {
  const { lang, collection, id, sig } = parts
  if (!isLocale(lang) || !/^[\w-]{1,64}$/.test(id) || typeof sig !== 'string') return null
  const routed = routedCollections.find((candidate) => candidate === collection)
  if (!routed) return null
  const target = { collection: routed, id, locale: lang }
  const expected = Buffer.from(sign(secret, target))
  const given = Buffer.from(sig)
  return expected.length === given.length && timingSafeEqual(expected, given) ? target : null
}
