import 'server-only'
import type { Metadata } from 'next'
import { cache } from 'react'
import type { Resolved } from '@/domain/routing/resolved'
import { buildMetadata } from '@/domain/seo/head'
import { headImageOf } from '@/domain/seo/images'
import { pageJsonLd, type JsonLdNode } from '@/domain/seo/jsonLd'
import { siteUrl } from '@/env'
import { makeTranslator } from '@/i18n/translator'
import { getMessages } from './messages'
import { getSiteChrome } from './site'

export interface PageHead {
  metadata: Metadata
  jsonLd: JsonLdNode | null
}

/** Head data and JSON-LD of a resolved page, on the public origin (SITE_URL). */
export const getPageHead = cache(async (resolved: Resolved): Promise<PageHead> => {
  const [{ settings }, messages] = await Promise.all([getSiteChrome(resolved.locale), getMessages(resolved.locale)])
  const siteDescription = makeTranslator(resolved.locale, messages)('site.description')
  const origin = siteUrl().replace(/\/$/, '')
  const siteName = settings.siteName
  const image = headImageOf(resolved.content, resolved.title || siteName)
  return {
    metadata: buildMetadata({ resolved, siteName, origin, image, locale: resolved.locale, siteDescription }),
    jsonLd: pageJsonLd({ resolved, site: { name: siteName, origin }, hidePrices: Boolean(settings.hidePrices) }),
  }
})
