import type { Metadata } from 'next'
import { loadPersonalPage, personalPageMetadata } from '@/views/personalPage'
import { userDownloadsPath } from '@/domain/userPaths'
import { PersonalDownloads } from '@/features/downloads'
import '../../../features.css'

type Props = { params: Promise<{ lang: string }> }

/** The same HTML for every visitor (the history is fetched by the browser): cached like any page. */
export const revalidate = 3600

/** Rendered on first request (the build has no database), then cached. */
export function generateStaticParams() {
  return []
}

/** Not for search engines (the public library is); its own address as canonical, as the account screens. */
export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const page = await loadPersonalPage(params)
  return personalPageMetadata(page, 'download.personalTitle', userDownloadsPath(page.lang))
}

/** /{lang}/user/downloads: the downloads library as a personal area, listed without a guard (spec). */
export default async function UserDownloadsPage({ params }: Props) {
  const { lang, t } = await loadPersonalPage(params)
  return (
    <section className="section personal-downloads-section">
      <h1>{t('download.personalTitle')}</h1>
      <p className="personal-downloads__intro">{t('download.personalIntro')}</p>
      <PersonalDownloads locale={lang} t={t} />
    </section>
  )
}
