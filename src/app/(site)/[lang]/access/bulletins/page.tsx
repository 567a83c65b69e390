import type { Metadata } from 'next'
import { redirect } from 'next/navigation'
import { BulletinBoardPage, pageTradeVisitor } from '@/features/trade'
import { loginPathFor } from '@/domain/userPaths'
import { tradeAreaPath, tradeBulletinsPath } from '@/domain/trade/paths'
import { loadPersonalPage, personalPageMetadata } from '@/views/personalPage'

type Props = { params: Promise<{ lang: string }> }

/** Rendered for each request (it reads the session): `private, no-store`, never cached or shared. */
export const dynamic = 'force-dynamic'

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const page = await loadPersonalPage(params)
  return personalPageMetadata(page, 'tradeNotices.bulletins', tradeBulletinsPath(page.lang))
}

/**
 * /{lang}/access/bulletins: the approved professional's bulletin board (docs/decisions/040).
 * Signed out: to the sign-in and back; any other standing: the landing, which explains it.
 */
export default async function TradeBulletinsPage({ params }: Props) {
  const { lang, t } = await loadPersonalPage(params)
  const visitor = await pageTradeVisitor(lang)
  const { access, userId } = visitor
  if (access.state === 'signedOut') redirect(loginPathFor(lang, tradeBulletinsPath(lang)))
  if (access.state !== 'approved' || !userId) redirect(tradeAreaPath(lang))
  return <BulletinBoardPage userId={userId} access={access} locale={lang} t={t} />
}
