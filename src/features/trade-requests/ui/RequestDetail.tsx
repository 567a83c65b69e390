import 'server-only'
import Link from 'next/link'
import { formatDate } from '@/domain/format'
import { tradeRequestsPath } from '@/domain/trade/paths'
import { localeTags, type Locale } from '@/i18n/locales'
import type { Translate } from '@/i18n/translator'
import type { OwnRequest } from '../server/requests'
import { kindLabel, statusLabel } from './labels'

/** The address of an offer's download (the visitor's own, through the session). */
const offerHref = (requestId: number, offerId: number, locale: Locale) => `/api/trade/requests/${requestId}/offers/${offerId}?lang=${locale}`

/** One request: its lines, message, status history, the editors' answer and the offers to download. */
export function RequestDetail({ request, locale, t }: { request: OwnRequest; locale: Locale; t: Translate }) {
  const tag = localeTags[locale]
  const when = (iso: string) => new Intl.DateTimeFormat(tag, { dateStyle: 'long', timeStyle: 'short', timeZone: 'UTC' }).format(new Date(iso))
  return (
    <div className="request-detail">
      <p className="request-detail__back">
        <Link href={tradeRequestsPath(locale)}>{t('tradeRequests.back')}</Link>
      </p>
      <dl className="request-facts">
        <div className="request-facts__row">
          <dt>{t('tradeRequests.statusLabel')}</dt>
          <dd>
            <span className={`requests-status requests-status--${request.status}`}>{t(statusLabel(request.status))}</span>
          </dd>
        </div>
        <div className="request-facts__row">
          <dt>{t('tradeRequests.kindLabel')}</dt>
          <dd>{t(kindLabel(request.kind))}</dd>
        </div>
        <div className="request-facts__row">
          <dt>{t('tradeRequests.market')}</dt>
          <dd>{t(`market.${request.market}`)}</dd>
        </div>
      </dl>

      <h2 className="request-detail__title">{t('tradeRequests.answer')}</h2>
      {request.answer ? <p className="request-detail__answer">{request.answer}</p> : <p className="request-detail__waiting">{t('tradeRequests.noAnswer')}</p>}
      {request.offers.length > 0 ? (
        <>
          <h3 className="request-detail__subtitle">{t('tradeRequests.offers')}</h3>
          <ul className="request-detail__offers">
            {request.offers.map((offer) => (
              <li key={offer.id}>
                <a href={offerHref(request.id, offer.id, locale)} download>
                  {t('tradeRequests.download', { name: offer.name })}
                </a>
              </li>
            ))}
          </ul>
        </>
      ) : null}

      <h2 className="request-detail__title">{t('tradeRequests.lines')}</h2>
      <table className="request-detail__lines">
        <thead>
          <tr>
            <th scope="col">{t('tradeRequests.version')}</th>
            <th scope="col">{t('tradeRequests.quantity')}</th>
            <th scope="col">{t('tradeRequests.configuration')}</th>
          </tr>
        </thead>
        <tbody>
          {request.lines.map((line, index) => (
            <tr key={`${line.version}-${index}`}>
              <td>
                <code>{line.version}</code>
              </td>
              <td>{line.quantity}</td>
              <td>{line.configuration ? <code className="request-detail__configuration">{line.configuration}</code> : '—'}</td>
            </tr>
          ))}
        </tbody>
      </table>
      {request.message ? (
        <>
          <h2 className="request-detail__title">{t('tradeRequests.message')}</h2>
          <p className="request-detail__message">{request.message}</p>
        </>
      ) : null}

      <h2 className="request-detail__title">{t('tradeRequests.history')}</h2>
      <ol className="request-detail__history">
        {request.history.map((step, index) => (
          <li key={`${step.status}-${index}`}>
            <span>{t(statusLabel(step.status))}</span> <time dateTime={step.at}>{when(step.at)}</time>
          </li>
        ))}
      </ol>
      <p className="request-detail__sent">{t('tradeRequests.submittedOn', { date: formatDate(request.submittedAt, tag) })}</p>
    </div>
  )
}
