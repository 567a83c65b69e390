import { AppLink as Link } from '@/features/navigation/AppLink'
import { pageLinks, type Paging } from '@/domain/catalogue/listing'
import type { Translate } from '@/i18n/translator'

/** Real links to the pages of a list: previous, numbers with gaps, next. */
export function Pager({ paging, href, t }: { paging: Paging; href: (page: number) => string; t: Translate }) {
  if (paging.pageCount <= 1) return null
  return (
    <nav className="pager" aria-label={t('common.pagination')}>
      <p className="pager__status">{t('common.pageOf', { page: paging.page, total: paging.pageCount })}</p>
      <ul className="pager__list">
        {paging.page > 1 && (
          <li>
            <Link href={href(paging.page - 1)} rel="prev" className="pager__step">
              {t('common.previousPage')}
            </Link>
          </li>
        )}
        {pageLinks(paging).map((page, index) =>
          page === null ? (
            <li key={`gap-${index}`} className="pager__gap" aria-hidden="true">
              …
            </li>
          ) : (
            <li key={page}>
              <Link href={href(page)} aria-label={t('common.goToPage', { page })} aria-current={page === paging.page ? 'page' : undefined} className="pager__page">
                {page}
              </Link>
            </li>
          ),
        )}
        {paging.page < paging.pageCount && (
          <li>
            <Link href={href(paging.page + 1)} rel="next" className="pager__step">
              {t('common.nextPage')}
            </Link>
          </li>
        )}
      </ul>
    </nav>
  )
}
