import 'server-only'
import type { Page } from '@/payload-types'
import type { Locale } from '@/i18n/locales'
import { cacheTags } from '@/lib/cacheTags'
import { cached } from './cached'
import { payloadClient } from './payload'

/** The home document of a language; the China variant has its own. Throws if it is missing. */
export const getHomePage = cached(
  'home-page',
  ['pages', 'products', 'moods', 'projects', 'stories', 'categories', 'media'].map(cacheTags.collection),
  async (locale: Locale, china: boolean): Promise<Page> => {
    const payload = await payloadClient()
    const slug = china ? 'homepage-china' : 'homepage'
    const { docs } = await payload.find({ collection: 'pages', where: { slug: { equals: slug } }, locale, depth: 2, limit: 1, pagination: false, overrideAccess: false })
    const page = docs[0]
    if (!page) throw new Error(`Home page "${slug}" is missing`)
    return page
  },
)
