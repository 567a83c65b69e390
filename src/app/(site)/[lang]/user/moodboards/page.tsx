import type { Metadata } from 'next'
import { loadPersonalPage, personalPageMetadata } from '@/views/personalPage'
import { pickMoodboardMessages } from '@/features/moodboards'
import { MoodboardsApp } from '@/features/moodboards/client'
import '../../../features.css'

type Props = { params: Promise<{ lang: string }> }

/** The same HTML for every visitor (the boards are fetched by the browser): cached like any page. */
export const revalidate = 3600

/** Rendered on first request (the build has no database), then cached. */
export function generateStaticParams() {
  return []
}

/** Not for search engines; its own address as canonical, no language alternates (as the account screens). */
export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const page = await loadPersonalPage(params)
  return personalPageMetadata(page, 'moodboard.title', `/${page.lang}/user/moodboards`)
}

/** /{lang}/user/moodboards: the visitor's boards and the board editor (`?board=`), listed without a guard (spec). */
export default async function MoodboardsPage({ params }: Props) {
  const { lang, messages, t } = await loadPersonalPage(params)
  return (
    <section className="section moodboards-section">
      <h1>{t('moodboard.title')}</h1>
      <MoodboardsApp locale={lang} messages={pickMoodboardMessages(messages)} />
    </section>
  )
}
