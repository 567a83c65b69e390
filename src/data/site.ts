import 'server-only'
import type { Footer, MainMenu, SiteSetting } from '@/payload-types'
import type { Locale } from '@/i18n/locales'
import { cacheTags } from './cacheTags'
import { cached } from './cached'
import { payloadClient } from './payload'

export interface SiteChrome {
  settings: SiteSetting
  menu: MainMenu
  footer: Footer
}

/** Header, footer and settings: one read per language, expired by the globals' hooks. */
export const getSiteChrome = cached(
  'site-chrome',
  [cacheTags.global('main-menu'), cacheTags.global('footer'), cacheTags.global('site-settings'), cacheTags.collection('pages'), cacheTags.collection('categories')],
  async (locale: Locale): Promise<SiteChrome> => {
    const payload = await payloadClient()
    const [settings, menu, footer] = await Promise.all([
      payload.findGlobal({ slug: 'site-settings', locale, depth: 0 }),
      payload.findGlobal({ slug: 'main-menu', locale, depth: 1 }),
      payload.findGlobal({ slug: 'footer', locale, depth: 1 }),
    ])
    return { settings, menu, footer }
  },
)
