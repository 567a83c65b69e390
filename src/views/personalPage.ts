import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { getMessages } from '@/data/messages'
import { getSiteChrome } from '@/data/site'
import { absoluteUrl } from '@/domain/urls'
import { siteUrl } from '@/env'
import { isLocale } from '@/i18n/locales'
import { makeTranslator, type Translate } from '@/i18n/translator'

/**
 * The shell the visitor's own pages share (wishlist, its printable list, moodboards, personal
 * downloads, the single sign-on failure page): the language checked, the site's name and the
 * labels, all from cached reads, so their HTML stays the same for every visitor.
 */
export async function loadPersonalPage(params: Promise<{ lang: string }>) {
  const { lang } = await params
  if (!isLocale(lang)) notFound()
  const [{ settings }, messages] = await Promise.all([getSiteChrome(lang), getMessages(lang)])
  return { lang, siteName: settings.siteName, messages, t: makeTranslator(lang, messages) }
}

/** Not for search engines; its own address as canonical, no language alternates (as the account screens). */
export function personalPageMetadata(page: { siteName: string; t: Translate }, titleKey: string, path: string): Metadata {
  return {
    title: { absolute: `${page.t(titleKey)} | ${page.siteName}` },
    robots: { index: false, follow: false },
    alternates: { canonical: absoluteUrl(siteUrl(), path) },
  }
}
