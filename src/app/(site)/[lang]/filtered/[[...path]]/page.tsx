import type { Metadata } from 'next'
import { cookies } from 'next/headers'
import { notFound } from 'next/navigation'
import { getPageHead } from '@/data/head'
import { resolveListPath } from '@/data/resolve'
import { queryFromRecord } from '@/domain/catalogue/queryString'
import { isFilterableList } from '@/domain/catalogue/filteredRoute'
import { marketCookie, visitorMarket } from '@/domain/catalogue/markets'
import { pathFromParams, interpretPath } from '@/domain/routing/interpretPath'
import { ContentView } from '@/views'

type Props = { params: Promise<{ lang: string; path?: string[] }>; searchParams: Promise<Record<string, string | string[] | undefined>> }

/** A product list or the materials library with filters, sort or page: rendered for each request (the plain list stays cached). */
export const dynamic = 'force-dynamic'

async function load(params: Props['params']) {
  const { lang, path } = await params
  const listPath = pathFromParams(lang, path)
  const interpretation = interpretPath(listPath, { previewLocale: null, china: false })
  if (interpretation.kind !== 'render' || !isFilterableList(interpretation.target)) notFound()
  const resolution = await resolveListPath(listPath)
  if (resolution.kind !== 'found') notFound()
  return resolution.resolved
}

/** Filtered lists are not indexed; their canonical address is the plain list. */
export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const resolved = await load(params)
  const { metadata } = await getPageHead(resolved)
  return { ...metadata, robots: { index: false, follow: true }, alternates: { canonical: metadata.alternates?.canonical } }
}

export default async function FilteredListPage({ params, searchParams }: Props) {
  const resolved = await load(params)
  const market = visitorMarket(resolved.locale, (await cookies()).get(marketCookie)?.value)
  return <ContentView resolved={resolved} query={queryFromRecord(await searchParams)} market={market} />
}
