import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { getMessages } from '@/data/messages'
import { getSiteChrome } from '@/data/site'
import { absoluteUrl } from '@/domain/urls'
import { userDownloadsPath } from '@/domain/userPaths'
import { siteUrl } from '@/env'
import { PersonalDownloads } from '@/features/downloads'
import { isLocale } from '@/i18n/locales'
import { makeTranslator } from '@/i18n/translator'
import '@/views/views.css'

type Props = { params: Promise<{ lang: string }> }

/** The same HTML for every visitor (the history is fetched by the browser): cached like any page. */
export const revalidate = 3600

/** Rendered on first request (the build has no database), then cached. */
export function generateStaticParams() {
  return []
}

async function load(params: Props['params']) {
  const { lang } = await params
  if (!isLocale(lang)) notFound()
  const [{ settings }, messages] = await Promise.all([getSiteChrome(lang), getMessages(lang)])
  return { lang, siteName: settings.siteName, t: makeTranslator(lang, messages) }
}

/** Not for search engines (the public library is); its own address as canonical, as the account screens. */
export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { lang, siteName, t } = await load(params)
  return {
    title: { absolute: `${t('download.personalTitle')} | ${siteName}` },
    robots: { index: false, follow: false },
    alternates: { canonical: absoluteUrl(siteUrl(), userDownloadsPath(lang)) },
  }
}

/** /{lang}/user/downloads: the downloads library as a personal area, listed without a guard (spec). */
export default async function UserDownloadsPage({ params }: Props) {
  const { lang, t } = await load(params)
  return (
    <section className="section personal-downloads-section">
      <h1>{t('download.personalTitle')}</h1>
      <p className="personal-downloads__intro">{t('download.personalIntro')}</p>
      <PersonalDownloads locale={lang} t={t} />
    </section>
  )
}
