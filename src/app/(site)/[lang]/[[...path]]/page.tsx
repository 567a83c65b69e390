import { DocumentPage, type DocumentParams } from '@/views/DocumentPage'
import { PageOutcome } from './PageOutcome'

export { generateDocumentMetadata as generateMetadata, noStaticParams as generateStaticParams } from '@/views/DocumentPage'
export const revalidate = 3600
export const dynamicParams = true

/** Every visitor path of the spec's table: home, pages, sections, documents, sub-folders. */
export default async function PathPage({ params }: { params: Promise<DocumentParams> }) {
  const document = await params
  return (
    <PageOutcome params={document}>
      <DocumentPage params={document} />
    </PageOutcome>
  )
}
