import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { getMessages } from '@/data/messages'
import { getSiteChrome } from '@/data/site'
import { isNewsletterOutcome, type NewsletterOutcome } from '@/domain/newsletter/subscription'
import { homeUrl } from '@/domain/urls'
import { AppLink as Link } from '@/runtime/navigation/AppLink'
import { isLocale } from '@/i18n/locales'
import { makeTranslator } from '@/i18n/translator'

type Props = { params: Promise<{ lang: string; outcome: string }> }

export const revalidate = 3600

/** Rendered on first request (the build has no database), then cached; unknown outcomes are 404. */
export function generateStaticParams() {
  return []
}

const texts: Record<NewsletterOutcome, { title: string; text: string }> = {
  sent: { title: 'newsletter.sentTitle', text: 'newsletter.checkInbox' },
  confirmed: { title: 'newsletter.confirmedTitle', text: 'newsletter.confirmedText' },
  unsubscribed: { title: 'newsletter.unsubscribedTitle', text: 'newsletter.unsubscribedText' },
  invalid: { title: 'newsletter.invalidTitle', text: 'newsletter.invalidText' },
  error: { title: 'newsletter.error', text: 'form.error' },
}

async function load(params: Props['params']) {
  const { lang, outcome } = await params
  if (!isLocale(lang) || !isNewsletterOutcome(outcome)) notFound()
  const [{ settings }, messages] = await Promise.all([getSiteChrome(lang), getMessages(lang)])
  return { lang, outcome, siteName: settings.siteName, t: makeTranslator(lang, messages) }
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { outcome, siteName, t } = await load(params)
  return { title: { absolute: `${t(texts[outcome].title)} | ${siteName}` }, robots: { index: false, follow: true } }
}

/** What happened to a newsletter subscription, in the visitor's language, with the way home. */
export default async function NewsletterOutcomePage({ params }: Props) {
  const { lang, outcome, t } = await load(params)
  return (
    <section className="section newsletter-outcome">
      <p className="eyebrow">{t('newsletter.title')}</p>
      <h1>{t(texts[outcome].title)}</h1>
      <p className="newsletter-outcome__text">{t(texts[outcome].text)}</p>
      <p>
        <Link href={homeUrl(lang)} className="button">
          {t('error.backToHome')}
        </Link>
      </p>
    </section>
  )
}
