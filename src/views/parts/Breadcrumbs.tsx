import { AppLink as Link } from '@/runtime/navigation/AppLink'
import type { Crumb } from '@/domain/routing/resolved'
import type { Translate } from '@/i18n/translator'

/** Home first, this page last (not a link, marked as the current page). */
export function Breadcrumbs({ crumbs, t }: { crumbs: Crumb[]; t: Translate }) {
  if (crumbs.length < 2) return null
  return (
    <nav className="crumbs" aria-label={t('site.breadcrumb')}>
      <ol>
        {crumbs.map((crumb, index) => (
          <li key={crumb.path}>
            {index === crumbs.length - 1 ? (
              <span aria-current="page">{crumb.name}</span>
            ) : (
              <Link href={crumb.path}>{crumb.name}</Link>
            )}
          </li>
        ))}
      </ol>
    </nav>
  )
}
