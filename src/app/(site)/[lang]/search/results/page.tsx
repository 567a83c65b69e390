import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { Pager } from '@/components/controls'
import { getMessages } from '@/data/messages'
import { getSiteChrome } from '@/data/site'
import { maxQueryLength, siteSearch, type SearchType } from '@/data/siteSearch'
import { isSearchType } from '@/domain/search/types'
import { AppLink as Link } from '@/features/navigation/AppLink'
import { isLocale } from '@/i18n/locales'
import { makeTranslator } from '@/i18n/translator'
import { SearchForm } from '../SearchForm'
import { ResultGroups, tabLabel } from './ResultGroups'

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
  const results = await siteSearch(lang, raw, type, Number(first(query.page)) || 1)
  const q = results.query.text
  const href = (next: SearchType | null, page = 1, text = q) =>
    `/${lang}/search/results?q=${encodeURIComponent(text)}${next ? `&type=${next}` : ''}${page > 1 ? `&page=${page}` : ''}`
  return (
    <section className="section search-page">
      <h1 className="page-title">{q ? t('search.resultsFor', { query: q }) : t('search.title')}</h1>
      <SearchForm locale={lang} t={t} query={q} maxLength={maxQueryLength * 2} />
      {results.query.truncated && <p className="search-page__note">{t('search.queryTruncated', { max: maxQueryLength })}</p>}
      {q !== '' && (
        <>
          <p className="search-page__count" role="status">
            {t('search.resultsCount', { count: results.total })}
          </p>
          <nav className="search-tabs" aria-label={t('search.title')}>
            <Link href={href(null)} aria-current={type === null ? 'page' : undefined}>
              {t('search.tabAll')}
            </Link>
            {results.counts.map((count) => (
              <Link key={count.type} href={href(count.type)} aria-current={type === count.type ? 'page' : undefined}>
                {t('search.tabCount', { label: t(tabLabel[count.type]), count: count.total })}
              </Link>
            ))}
          </nav>
          {results.total === 0 ? (
            <div className="search-page__empty">
              <p>{t('search.noResults', { query: q })}</p>
              {results.suggestion && (
                <p className="search-page__suggestion">
                  <Link href={href(null, 1, results.suggestion)}>{t('search.didYouMean', { suggestion: results.suggestion })}</Link>
                </p>
              )}
              <p>{t('search.noResultsHint')}</p>
            </div>
          ) : (
            <>
              <ResultGroups results={results} t={t} typeHref={(next) => href(next)} single={type !== null} />
              {type && <Pager paging={{ page: results.page, pageCount: results.pages }} href={(page) => href(type, page)} t={t} />}
            </>
          )}
        </>
      )}
    </section>
  )
}
