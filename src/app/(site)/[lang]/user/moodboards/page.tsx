import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { getMessages } from '@/data/messages'
import { getSiteChrome } from '@/data/site'
import { absoluteUrl } from '@/domain/urls'
import { siteUrl } from '@/env'
import { pickMoodboardMessages } from '@/features/moodboards'
import { MoodboardsApp } from '@/features/moodboards/client'
import { isLocale } from '@/i18n/locales'
import { makeTranslator } from '@/i18n/translator'

type Props = { params: Promise<{ lang: string }> }

/** The same HTML for every visitor (the boards are fetched by the browser): cached like any page. */
export const revalidate = 3600

/** Rendered on first request (the build has no database), then cached. */
export function generateStaticParams() {
  return []
}

async function load(params: Props['params']) {
  const { lang } = await params
  if (!isLocale(lang)) notFound()
  const [{ settings }, messages] = await Promise.all([getSiteChrome(lang), getMessages(lang)])
  return {
    lang,
    siteName: settings.siteName,
    messages,
    t: makeTranslator(lang, messages),
  }
}

/** Not for search engines; its own address as canonical, no language alternates (as the account screens). */
export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { lang, siteName, t } = await load(params)
  return {
    title: { absolute: `${t('moodboard.title')} | ${siteName}` },
    robots: { index: false, follow: false },
    alternates: {
      canonical: absoluteUrl(siteUrl(), `/${lang}/user/moodboards`),
    },
  }
}

/** /{lang}/user/moodboards: the visitor's boards and the board editor (`?board=`), listed without a guard (spec). */
export default async function MoodboardsPage({ params }: Props) {
  const { lang, messages, t } = await load(params)
  return (
    <section className="section moodboards-section">
      <h1>{t('moodboard.title')}</h1>
      <MoodboardsApp locale={lang} messages={pickMoodboardMessages(messages)} />
    </section>
  )
}
