import { AppLink as Link } from '@/features/navigation/AppLink'
import type { Translate } from '@/i18n/translator'

/** Previous / next between pages of one type's results. */
export function Pager({ page, pages, href, t }: { page: number; pages: number; href: (page: number) => string; t: Translate }) {
  if (pages <= 1) return null
  return (
    <nav className="search-pager" aria-label={t('search.pagination')}>
      {page > 1 ? <Link href={href(page - 1)} rel="prev">{t('search.previous')}</Link> : <span />}
      <span aria-current="page">{t('search.pageOf', { page, pages })}</span>
      {page < pages ? <Link href={href(page + 1)} rel="next">{t('search.next')}</Link> : <span />}
    </nav>
  )
}
