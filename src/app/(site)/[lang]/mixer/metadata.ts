import type { Metadata } from 'next'
import { getMessages } from '@/data/messages'
import { getSiteChrome } from '@/data/site'
import { hreflangLinks, mixerAlternates } from '@/domain/seo/alternates'
import { absoluteUrl, mixerUrl } from '@/domain/urls'
import { siteUrl } from '@/env'
import type { Locale } from '@/i18n/locales'
import { makeTranslator } from '@/i18n/translator'

/** The mixer's head: one canonical address per language (a composition's address points to it and is not indexed). */
export async function mixerMetadata(locale: Locale, composed: boolean): Promise<Metadata> {
  const [{ settings }, messages] = await Promise.all([getSiteChrome(locale), getMessages(locale)])
  const t = makeTranslator(locale, messages)
  const origin = siteUrl()
  return {
    title: { absolute: `${t('mixer.title')} | ${settings.siteName}` },
    description: t('mixer.intro'),
    alternates: {
      canonical: absoluteUrl(origin, mixerUrl(locale)),
      languages: Object.fromEntries(hreflangLinks(mixerAlternates(), origin).map((link) => [link.hreflang, link.href])),
    },
    ...(composed ? { robots: { index: false, follow: true } } : {}),
  }
}
