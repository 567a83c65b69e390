import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { approvedPage, tradeProductEntry, TradeProductPage } from '@/features/trade'
import { tradeProductPath, tradeProductsPath } from '@/domain/trade/paths'
import { loadPersonalPage, personalPageMetadata } from '@/views/personalPage'

type Props = { params: Promise<{ lang: string; slug: string }> }

/** The slug as typed (Next.js may hand it over still encoded); a malformed escape stays as it is and finds nothing. */
function decoded(slug: string): string {
  try {
    return decodeURIComponent(slug)
  } catch {
    return slug
  }
}

/** Net prices: rendered for each request for the approved visitor, `private, no-store`. */
export const dynamic = 'force-dynamic'

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const page = await loadPersonalPage(params)
  return personalPageMetadata(page, 'trade.productList', tradeProductsPath(page.lang))
}

/** /{lang}/access/products/{slug}: a product's trade data; opening it records it in 'recently viewed'. */
export default async function TradeProductRoute({ params }: Props) {
  const slug = decoded((await params).slug)
  const gate = await approvedPage(params, (lang) => tradeProductPath(lang, slug))
  if (!gate.ok) return gate.element
  const { lang, userId, access } = gate.page
  const entry = await tradeProductEntry(lang, slug, { userId, group: access.group, markets: access.markets })
  if (!entry) notFound()
  return <TradeProductPage page={gate.page} entry={entry} />
}
