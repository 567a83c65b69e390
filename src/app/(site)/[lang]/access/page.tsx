import type { Metadata } from 'next'
import { redirect } from 'next/navigation'
import { AccessPage, pageTradeVisitor } from '@/features/trade'
import { loginPathFor } from '@/domain/userPaths'
import { tradeAreaPath } from '@/domain/trade/paths'
import { loadPersonalPage, personalPageMetadata } from '@/views/personalPage'

type Props = { params: Promise<{ lang: string }> }

/** Rendered for each request (it reads the session): `private, no-store`, never cached or shared. */
export const dynamic = 'force-dynamic'

/** Not for search engines; its own address as canonical, no language alternates. */
export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const page = await loadPersonalPage(params)
  return personalPageMetadata(page, 'trade.access', tradeAreaPath(page.lang))
}

/**
 * /{lang}/access: the trade area's landing (issue 21). Signed out: to the sign-in, which brings
 * the visitor back here; signed in: what their standing means (docs/decisions/037).
 */
export default async function TradeLandingPage({ params }: Props) {
  const { lang, t } = await loadPersonalPage(params)
  const visitor = await pageTradeVisitor()
  const { access } = visitor
  if (access.state === 'signedOut') redirect(loginPathFor(lang, tradeAreaPath(lang)))
  return (
    <section className="section trade-page">
      <h1>{t('trade.access')}</h1>
      <p className="trade-page__tagline">{t('trade.tagline')}</p>
      <AccessPage visitor={visitor} access={access} locale={lang} t={t} />
    </section>
  )
}
