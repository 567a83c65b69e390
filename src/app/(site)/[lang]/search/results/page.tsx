import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { getMessages } from '@/data/messages'
import { getSiteChrome } from '@/data/site'
import { isSearchType, SearchResultsView, type SearchType } from '@/features/search'
import { isLocale } from '@/i18n/locales'
import { makeTranslator } from '@/i18n/translator'

/** Results depend on the query: rendered per request. */
export const dynamic = 'force-dynamic'

type Props = { params: Promise<{ lang: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> }

function first(value: string | string[] | undefined): string {
  return (Array.isArray(value) ? value[0] : value) ?? ''
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { lang } = await params
  if (!isLocale(lang)) notFound()
  const [{ settings }, messages] = await Promise.all([getSiteChrome(lang), getMessages(lang)])
  const t = makeTranslator(lang, messages)
  // Result pages are for visitors, not for search engines.
  return { title: { absolute: `${t('search.title')} | ${settings.siteName}` }, description: t('search.description'), robots: { index: false, follow: true } }
}

/** Search results grouped by type (spec route /{lang}/search/results?q=…&type=…&page=…). */
export default async function SearchResultsPage({ params, searchParams }: Props) {
  const { lang } = await params
  if (!isLocale(lang)) notFound()
  const query = await searchParams
  const raw = first(query.q)
  const typeParam = first(query.type)
  const type: SearchType | null = isSearchType(typeParam) ? typeParam : null
  const t = makeTranslator(lang, await getMessages(lang))
  return <SearchResultsView locale={lang} t={t} request={{ raw, type, page: Number(first(query.page)) || 1 }} />
}
