import 'server-only'
import type { Footer, MainMenu, SiteSetting } from '@/payload-types'
import type { Locale } from '@/i18n/locales'
import { cacheTags } from '@/lib/cacheTags'
import { cached } from './cached'
import { documentUrl } from '@/domain/urls'
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

/** Site settings that name a page: the privacy policy (every consent links it), the product enquiry (every product page links it). */
type PageSetting = 'privacyPage' | 'productEnquiryPage'

/** The address in a language of the page a site setting names, null when none is set or published there. */
const getSettingPagePath = cached(
  'setting-page-path',
  [cacheTags.global('site-settings'), cacheTags.collection('pages')],
  async (setting: PageSetting, locale: Locale): Promise<string | null> => {
    const payload = await payloadClient()
    const settings = await payload.findGlobal({ slug: 'site-settings', depth: 0 })
    const page = settings[setting]
    const id = typeof page === 'object' ? page?.id : page
    if (!id) return null
    const { docs } = await payload.find({
      collection: 'pages',
      where: { and: [{ id: { equals: id } }, { _status: { equals: 'published' } }] },
      locale,
      depth: 0,
      limit: 1,
      pagination: false,
      select: { slug: true },
    })
    const slug = docs[0]?.slug
    return slug ? documentUrl(locale, 'pages', slug) : null
  },
)

/** The privacy policy's address in a language (site setting), null when none is set or published there. */
export const getPrivacyPath = (locale: Locale) => getSettingPagePath('privacyPage', locale)

/** The product enquiry page's address in a language (site setting: the page with the 'Contact about a product' form). */
export const getProductEnquiryPath = (locale: Locale) => getSettingPagePath('productEnquiryPage', locale)
