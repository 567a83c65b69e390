import type { ReactNode } from 'react'
import { AppLink as Link } from '@/runtime/navigation/AppLink'
import type { ApprovedPage } from '../gate'

/** What every card of the landing gets: the approved visitor's page (language, labels, group, markets, id). */
export interface DashboardCardProps {
  page: ApprovedPage
}

/** A landing card: a title, a figure and its sentence, an optional body, the link to its page. */
export function DashboardCard({ id, title, count, countText, href, linkText, children }: { id: string; title: string; count?: number; countText?: string; href?: string; linkText?: string; children?: ReactNode }) {
  return (
    <section className="trade-card" aria-labelledby={`trade-card-${id}`}>
      <h2 id={`trade-card-${id}`} className="trade-card__title">
        {title}
      </h2>
      {typeof count === 'number' ? (
        <p className="trade-card__count">
          <span className="trade-card__figure" data-testid={`trade-count-${id}`}>
            {count}
          </span>{' '}
          {countText}
        </p>
      ) : null}
      {children}
      {href && linkText ? (
        <Link href={href} className="trade-card__link">
          {linkText}
        </Link>
      ) : null}
    </section>
  )
}
