import { DocumentPage, type DocumentParams } from '@/views/DocumentPage'

export { generateDocumentMetadata as generateMetadata, noStaticParams as generateStaticParams } from '@/views/DocumentPage'
export const revalidate = 3600
export const dynamicParams = true

/** Every visitor path of the spec's table: home, pages, sections, documents, sub-folders. */
export default async function PathPage({ params }: { params: Promise<DocumentParams> }) {
  return <DocumentPage params={await params} />
}
