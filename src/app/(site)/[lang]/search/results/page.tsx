import type { Metadata } from 'next'
import { AppLink as Link } from '@/features/navigation/AppLink'
import { notFound } from 'next/navigation'
import { getMessages } from '@/data/messages'
import { getSiteChrome } from '@/data/site'
import { basicSearch, maxQueryLength, searchTypes, type SearchType } from '@/data/siteSearch'
import { isLocale } from '@/i18n/locales'
import { makeTranslator } from '@/i18n/translator'
import { SearchForm } from '../SearchForm'

/** Results depend on the query: rendered per request. */
export const dynamic = 'force-dynamic'

type Props = { params: Promise<{ lang: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> }

const tabLabel: Record<SearchType, string> = {
  products: 'search.tabProducts',
  materials: 'search.tabMaterials',
  projects: 'search.tabProjects',
  news: 'search.tabNews',
  downloads: 'search.tabDownloads',
}

function first(value: string | string[] | undefined): string {
  return (Array.isArray(value) ? value[0] : value) ?? ''
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { lang } = await params
  if (!isLocale(lang)) notFound()
  const [{ settings }, messages] = await Promise.all([getSiteChrome(lang), getMessages(lang)])
  const t = makeTranslator(lang, messages)
  // Result pages are for visitors, not for search engines.
  return { title: { absolute: `${t('search.title')} | ${settings.siteName}` }, robots: { index: false, follow: true } }
}

/** Search results grouped by type (spec route /{lang}/search/results?q=…&type=…). */
export default async function SearchResultsPage({ params, searchParams }: Props) {
  const { lang } = await params
  if (!isLocale(lang)) notFound()
  const query = await searchParams
  const raw = first(query.q)
  const q = raw.slice(0, maxQueryLength)
  const typeParam = first(query.type)
  const type = (searchTypes as readonly string[]).includes(typeParam) ? (typeParam as SearchType) : null
  const t = makeTranslator(lang, await getMessages(lang))
  const groups = q.trim() ? await basicSearch(lang, q) : []
  const total = groups.reduce((sum, group) => sum + group.total, 0)
  const shown = type ? groups.filter((group) => group.type === type) : groups.filter((group) => group.total > 0)
  const href = (next: SearchType | null) => `/${lang}/search/results?q=${encodeURIComponent(q)}${next ? `&type=${next}` : ''}`
  return (
    <section className="section search-page">
      <h1 className="page-title">{q ? t('search.resultsFor', { query: q }) : t('search.title')}</h1>
      <SearchForm locale={lang} t={t} query={q} />
      {raw.length > maxQueryLength && <p className="search-page__note">{t('search.queryTruncated', { max: maxQueryLength })}</p>}
      {q.trim() !== '' && (
        <>
          <p className="search-page__count" role="status">
            {t('search.resultsCount', { count: total })}
          </p>
          <nav className="search-tabs" aria-label={t('search.title')}>
            <Link href={href(null)} aria-current={type === null ? 'page' : undefined}>
              {t('search.tabAll')}
            </Link>
            {groups.map((group) => (
              <Link key={group.type} href={href(group.type)} aria-current={type === group.type ? 'page' : undefined}>
                {t('search.tabCount', { label: t(tabLabel[group.type]), count: group.total })}
              </Link>
            ))}
          </nav>
          {total === 0 ? (
            <div className="search-page__empty">
              <p>{t('search.noResults', { query: q })}</p>
              <p>{t('search.noResultsHint')}</p>
            </div>
          ) : (
            shown.map((group) => (
              <section key={group.type} className="search-group" aria-labelledby={`results-${group.type}`}>
                <h2 id={`results-${group.type}`} className="search-group__title">
                  {t(tabLabel[group.type])} <span className="search-group__count">({group.total})</span>
                </h2>
                <ul className="search-group__list">
                  {group.hits.map((hit) => (
                    <li key={hit.id}>
                      {group.type === 'downloads' ? <a href={hit.href}>{hit.title}</a> : <Link href={hit.href}>{hit.title}</Link>}
                      {hit.detail && <span className="search-group__detail"> {hit.detail}</span>}
                    </li>
                  ))}
                </ul>
              </section>
            ))
          )}
        </>
      )}
    </section>
  )
}
