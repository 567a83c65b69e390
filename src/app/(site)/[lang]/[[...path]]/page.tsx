import type { Metadata } from 'next'
import { DocumentPage, documentMetadata, type DocumentParams } from '@/views/DocumentPage'

type Props = { params: Promise<DocumentParams> }

export const revalidate = 3600
export const dynamicParams = true

/** Rendered on first request, then cached until a CMS hook expires it. */
export function generateStaticParams() {
  return []
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return documentMetadata(await params)
}

/** Every visitor path of the spec's table: home, pages, sections, documents, sub-folders. */
export default async function PathPage({ params }: Props) {
  return <DocumentPage params={await params} />
}
