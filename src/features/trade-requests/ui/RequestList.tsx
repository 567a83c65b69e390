import 'server-only'
import Link from 'next/link'
import { buttonClass } from '@/components/controls/Button'
import { formatDate } from '@/domain/format'
import { newTradeRequestPath, tradeRequestPath, tradeRequestsPath } from '@/domain/trade/paths'
import { tradeRequestStatuses, type TradeRequestStatus } from '@/domain/trade/requests'
import { localeTags, type Locale } from '@/i18n/locales'
import type { Translate } from '@/i18n/translator'
import type { OwnRequest } from '../server/requests'
import { kindLabel, statusLabel } from './labels'

/** The visitor's requests with their status, filtered by status through the address (`?status=`). */
export function RequestList({ requests, status, locale, t }: { requests: OwnRequest[]; status: TradeRequestStatus | null; locale: Locale; t: Translate }) {
  const tag = localeTags[locale]
  const filters: { value: TradeRequestStatus | null; label: string }[] = [{ value: null, label: t('tradeRequests.all') }, ...tradeRequestStatuses.map((value) => ({ value, label: t(statusLabel(value)) }))]
  return (
    <>
      <div className="requests-bar">
        <nav aria-label={t('tradeRequests.filter')} className="requests-filter">
          <ul>
            {filters.map((filter) => (
              <li key={filter.value ?? 'all'}>
                <Link href={filter.value ? `${tradeRequestsPath(locale)}?status=${filter.value}` : tradeRequestsPath(locale)} aria-current={filter.value === status ? 'page' : undefined} className="requests-filter__link">
                  {filter.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <Link href={newTradeRequestPath(locale)} className={buttonClass('primary')}>
          {t('tradeRequests.new')}
        </Link>
      </div>
      {requests.length === 0 ? (
        <p className="requests-empty">{status ? t('tradeRequests.emptyFiltered') : t('tradeRequests.empty')}</p>
      ) : (
        <ul className="requests-list">
          {requests.map((request) => (
            <li key={request.id} className="requests-list__item">
              <Link href={tradeRequestPath(locale, request.id)} className="requests-list__link">
                <span className="requests-list__title">
                  {t('tradeRequests.number', { number: request.id })} · {t(kindLabel(request.kind))}
                </span>
                <span className="requests-list__meta">
                  {t('tradeRequests.submittedOn', { date: formatDate(request.submittedAt, tag) })} · {t('tradeRequests.itemCount', { count: request.lines.length })} · {t(`market.${request.market}`)}
                </span>
              </Link>
              <span className={`requests-status requests-status--${request.status}`}>{t(statusLabel(request.status))}</span>
              {request.unread ? <span className="requests-unread">{t('tradeRequests.unread')}</span> : null}
            </li>
          ))}
        </ul>
      )}
    </>
  )
}
