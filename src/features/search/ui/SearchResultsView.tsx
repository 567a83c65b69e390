import { Pager } from '@/components/controls'
import { AppLink as Link } from '@/runtime/navigation/AppLink'
import type { Locale } from '@/i18n/locales'
import type { Translate } from '@/i18n/translator'
import type { SearchType } from '../logic/types'
import { maxQueryLength, siteSearch } from '../server/siteSearch'
import { ResultGroups, tabLabel } from './ResultGroups'
import { SearchForm } from './SearchForm'

export interface SearchRequest {
  /** The query as typed (`q`). */
  raw: string
  /** One type's pages, or null for the first results of every type. */
  type: SearchType | null
  page: number
}

/** Search results grouped by type, with tabs per type, a pager for one type and a suggestion when nothing matched. */
export async function SearchResultsView({ locale, t, request }: { locale: Locale; t: Translate; request: SearchRequest }) {
  const { type } = request
  const results = await siteSearch(locale, request.raw, type, request.page)
  const q = results.query.text
  const href = (next: SearchType | null, page = 1, text = q) =>
    `/${locale}/search/results?q=${encodeURIComponent(text)}${next ? `&type=${next}` : ''}${page > 1 ? `&page=${page}` : ''}`
  return (
    <section className="section search-page">
      <h1 className="page-title">{q ? t('search.resultsFor', { query: q }) : t('search.title')}</h1>
      <SearchForm locale={locale} t={t} query={q} maxLength={maxQueryLength * 2} />
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
