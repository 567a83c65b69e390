import type { LivePreviewConfig } from 'payload'
import { previewPath } from '@/domain/preview/signature'
import { routedCollections } from '@/domain/urls'
import { env, siteUrl } from '@/env'
import { defaultLocale, isLocale } from '@/i18n/locales'

type UrlArgs = Parameters<Extract<NonNullable<LivePreviewConfig['url']>, (...args: never[]) => unknown>>[0]

/**
 * The admin's live preview address of a document: the signed preview page in the language the
 * editor is editing (the admin's locale switcher changes it). Absolute, as the admin requires.
 */
export function livePreviewUrl({ data, collectionConfig, locale }: UrlArgs): string | null {
  const collection = routedCollections.find((slug) => slug === collectionConfig?.slug)
  const id: unknown = data.id
  if (!collection || (typeof id !== 'number' && typeof id !== 'string')) return null
  const code = isLocale(locale.code) ? locale.code : defaultLocale
  return `${siteUrl()}${previewPath(env().PAYLOAD_SECRET, { collection, id: String(id), locale: code })}`
}

export const livePreview: LivePreviewConfig & { collections: string[] } = {
  url: livePreviewUrl,
  collections: [...routedCollections],
  breakpoints: [
    { label: 'Mobile', name: 'mobile', width: 390, height: 844 },
    { label: 'Desktop', name: 'desktop', width: 1440, height: 900 },
  ],
}
