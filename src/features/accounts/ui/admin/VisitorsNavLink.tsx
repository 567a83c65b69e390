import type { ServerProps } from 'payload'
import { adminTranslator } from '@/collections/Users/adminText'
import { VISITORS_VIEW_PATH } from './VisitorsView'

/** The admin navigation's link to the visitors view, for signed-in editors. */
export function VisitorsNavLink({ i18n, payload, user }: ServerProps) {
  if (!user) return null
  const t = adminTranslator(i18n.language)
  return (
    <a className="nav__link" href={`${payload.config.routes.admin}${VISITORS_VIEW_PATH}`} id="nav-visitors" data-testid="nav-visitors">
      <span className="nav__link-label">{t('admin.visitors.nav')}</span>
    </a>
  )
}
