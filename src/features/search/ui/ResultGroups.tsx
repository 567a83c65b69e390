import type { SearchResults, SearchType } from '../server/siteSearch'
import { AppLink as Link } from '@/runtime/navigation/AppLink'
import type { Translate } from '@/i18n/translator'
import { Highlighted } from './Highlighted'

export const tabLabel: Record<SearchType, string> = {
  products: 'search.tabProducts',
  materials: 'search.tabMaterials',
  projects: 'search.tabProjects',
  news: 'search.tabNews',
  downloads: 'search.tabDownloads',
}

/** The results, one section per type with its count; "view all" leads to the type's own pages. */
export function ResultGroups({ results, t, typeHref, single }: { results: SearchResults; t: Translate; typeHref: (type: SearchType) => string; single: boolean }) {
  return results.groups.map((group) => (
    <section key={group.type} className="search-group" aria-labelledby={`results-${group.type}`}>
      <h2 id={`results-${group.type}`} className="search-group__title">
        {t(tabLabel[group.type])} <span className="search-group__count">({group.total})</span>
      </h2>
      <ul className="search-group__list">
        {group.hits.map((hit) => (
          <li key={hit.id} className="search-hit">
            <div className="search-hit__text">
              {group.type === 'downloads' ? (
                <a href={hit.href} className="search-hit__title">
                  <Highlighted segments={hit.title} />
                </a>
              ) : (
                <Link href={hit.href} className="search-hit__title">
                  <Highlighted segments={hit.title} />
                </Link>
              )}
              {hit.snippet.length > 0 && (
                <p className="search-hit__snippet">
                  <Highlighted segments={hit.snippet} />
                </p>
              )}
            </div>
            {hit.detail && <span className="search-group__detail">{hit.detail}</span>}
          </li>
        ))}
      </ul>
      {!single && group.total > group.hits.length && (
        <p className="search-group__more">
          <Link href={typeHref(group.type)}>{t('search.viewAllResults')}</Link>
        </p>
      )}
    </section>
  ))
}
