import { pageLinks, type Paging } from '@/domain/catalogue/listing'
import { AppLink as Link } from '@/runtime/navigation/AppLink'
import type { Translate } from '@/i18n/translator'

/**
 * The one pager of the site's lists (catalogue, materials, search results): real links to
 * previous, numbered pages with gaps, and next, so it works without JavaScript and crawlers follow it.
 */
export function Pager({ paging, href, t }: { paging: Pick<Paging, 'page' | 'pageCount'>; href: (page: number) => string; t: Translate }) {
  if (paging.pageCount <= 1) return null
  return (
    <nav className="ctl-pager" aria-label={t('common.pagination')}>
      <ul className="ctl-pager__list">
        {paging.page > 1 && (
          <li>
            <Link href={href(paging.page - 1)} rel="prev" className="ctl-pager__link ctl-pager__step">
              <span aria-hidden="true">←&nbsp;</span>
              {t('common.previousPage')}
            </Link>
          </li>
        )}
        {pageLinks(paging).map((page, index) =>
          page === null ? (
            <li key={`gap-${index}`} className="ctl-pager__gap" aria-hidden="true">
              …
            </li>
          ) : (
            <li key={page}>
              <Link href={href(page)} aria-label={t('common.goToPage', { page })} aria-current={page === paging.page ? 'page' : undefined} className="ctl-pager__link">
                {page}
              </Link>
            </li>
          ),
        )}
        {paging.page < paging.pageCount && (
          <li>
            <Link href={href(paging.page + 1)} rel="next" className="ctl-pager__link ctl-pager__step">
              {t('common.nextPage')}
              <span aria-hidden="true">&nbsp;→</span>
            </Link>
          </li>
        )}
      </ul>
      <p className="ctl-pager__status">{t('common.pageOf', { page: paging.page, total: paging.pageCount })}</p>
    </nav>
  )
}
