import { notFound } from 'next/navigation'
import { isMarket } from '@/domain/catalogue/markets'
import { DocumentPage, type DocumentParams } from '@/views/DocumentPage'
import { PageOutcome } from '../../../[[...path]]/PageOutcome'

/**
 * A product page for visitors who chose another market than the language's: `src/proxy.ts`
 * serves it under the product's own address. Cached once per market, like the page itself.
 */
export { generateDocumentMetadata as generateMetadata, noStaticParams as generateStaticParams } from '@/views/DocumentPage'
export const revalidate = 3600
export const dynamicParams = true

export default async function PricedPathPage({ params }: { params: Promise<DocumentParams & { market: string }> }) {
  const { market, ...document } = await params
  if (!isMarket(market)) notFound()
  return (
    <PageOutcome params={document}>
      <DocumentPage params={document} market={market} />
    </PageOutcome>
  )
}
