import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { isMarket } from '@/domain/catalogue/markets'
import { DocumentPage, documentMetadata, type DocumentParams } from '@/views/DocumentPage'

type Props = { params: Promise<DocumentParams & { market: string }> }

/**
 * A product page for visitors who chose another market than the language's: `src/proxy.ts`
 * serves it under the product's own address. Cached once per market, like the page itself.
 */
export const revalidate = 3600
export const dynamicParams = true

export function generateStaticParams() {
  return []
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return documentMetadata(await params)
}

export default async function PricedPathPage({ params }: Props) {
  const { market, ...document } = await params
  if (!isMarket(market)) notFound()
  return <DocumentPage params={document} market={market} />
}
