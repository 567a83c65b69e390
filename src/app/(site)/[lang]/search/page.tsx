import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { getMessages } from '@/data/messages'
import { getSiteChrome } from '@/data/site'
import { hreflangLinks } from '@/domain/seo/alternates'
import { absoluteUrl, searchAlternates } from '@/domain/urls'
import { siteUrl } from '@/env'
import { isLocale } from '@/i18n/locales'
import { makeTranslator } from '@/i18n/translator'
import { SearchStartView } from '@/features/search'

type Props = { params: Promise<{ lang: string }> }

export const revalidate = 3600

export function generateStaticParams() {
  return []
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { lang } = await params
  if (!isLocale(lang)) notFound()
  const [{ settings }, messages] = await Promise.all([getSiteChrome(lang), getMessages(lang)])
  const t = makeTranslator(lang, messages)
  const origin = siteUrl()
  const alternates = searchAlternates()
  return {
    title: { absolute: `${t('search.title')} | ${settings.siteName}` },
    description: t('search.description'),
    alternates: {
      canonical: absoluteUrl(origin, `/${lang}/search`),
      languages: Object.fromEntries(hreflangLinks(alternates, origin).map((link) => [link.hreflang, link.href])),
    },
  }
}

/** The search page (spec route /{lang}/search). */
export default async function SearchPage({ params }: Props) {
  const { lang } = await params
  if (!isLocale(lang)) notFound()
  const t = makeTranslator(lang, await getMessages(lang))
  return <SearchStartView locale={lang} t={t} />
}
