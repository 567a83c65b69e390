import 'server-only'
import { cache } from 'react'
import { readBundledMessages, type Messages } from '@/i18n/bundled'
import type { Locale } from '@/i18n/locales'
import { cacheTags } from '@/lib/cacheTags'
import { cached } from './cached'
import { payloadClient } from './payload'

/** The CMS label catalogue for a language; editors' texts override the bundled copy key by key. */
const readCmsMessages = cached('labels', [cacheTags.global('labels')], async (locale: Locale): Promise<Messages> => {
  const payload = await payloadClient()
  const labels = await payload.findGlobal({ slug: 'labels', locale, fallbackLocale: false, depth: 0 })
  const entries: Messages = {}
  for (const entry of labels.entries ?? []) if (entry.text) entries[entry.key] = entry.text
  return entries
})

/**
 * Labels for a language: bundled copy, overridden by the CMS; the bundled copy alone if the CMS
 * fails. Merged once per render: the same object for every caller (and for their translators).
 */
export const getMessages = cache(async function getMessages(locale: Locale): Promise<Messages> {
  const bundled = readBundledMessages(locale)
  try {
    return { ...bundled, ...(await readCmsMessages(locale)) }
  } catch (error) {
    console.error('[labels] CMS labels unavailable, using the bundled copy', error)
    return bundled
  }
})
