import type { Metadata } from 'next'
import { archivedMails, MailArchive } from '@/features/mail-archive'
import { approvedPageVisitor } from '@/features/trade-requests'
import { tradeArchivePath } from '@/domain/trade/paths'
import { loadPersonalPage, personalPageMetadata } from '@/views/personalPage'

type Props = { params: Promise<{ lang: string }>; searchParams: Promise<{ q?: string | string[] }> }

/** Rendered for each request (it reads the session): `private, no-store`, never cached or shared. */
export const dynamic = 'force-dynamic'

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const page = await loadPersonalPage(params)
  return personalPageMetadata(page, 'mailArchive.title', tradeArchivePath(page.lang))
}

/** /{lang}/access/archive: every mail the site sent the visitor's address, searchable (docs/decisions/039). */
export default async function MailArchivePage({ params, searchParams }: Props) {
  const { lang, t } = await loadPersonalPage(params)
  const { email } = await approvedPageVisitor(lang, tradeArchivePath(lang))
  const asked = (await searchParams).q
  const query = (typeof asked === 'string' ? asked : (asked?.[0] ?? '')).trim()
  const mails = await archivedMails(email, query)
  return (
    <section className="section mail-archive-page">
      <h1>{t('mailArchive.title')}</h1>
      <p className="mail-archive-page__tagline">{t('mailArchive.intro')}</p>
      <MailArchive mails={mails} query={query} action={tradeArchivePath(lang)} locale={lang} t={t} />
    </section>
  )
}
