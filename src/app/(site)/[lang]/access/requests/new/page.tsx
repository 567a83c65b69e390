import type { Metadata } from 'next'
import { approvedPageVisitor, RequestForm } from '@/features/trade-requests'
import { newTradeRequestPath, tradeRequestPath } from '@/domain/trade/paths'
import { configurationVersion, isTradeRequestKind, versionCodePattern } from '@/domain/trade/requests'
import { loadPersonalPage, personalPageMetadata } from '@/views/personalPage'

type Query = Record<'version' | 'kind' | 'c' | 'from', string | string[] | undefined>
type Props = { params: Promise<{ lang: string }>; searchParams: Promise<Partial<Query>> }

/** Rendered for each request (it reads the session): `private, no-store`, never cached or shared. */
export const dynamic = 'force-dynamic'

const first = (value: string | string[] | undefined) => (typeof value === 'string' ? value : (value?.[0] ?? '')).trim().toLowerCase()

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const page = await loadPersonalPage(params)
  return personalPageMetadata(page, 'tradeRequests.new', newTradeRequestPath(page.lang))
}

/**
 * /{lang}/access/requests/new: a quote or sample request. `?version=<code>&kind=quote|sample`
 * (the trade list), `?c=<configuration>` (the configurator: its version and the configuration),
 * `?from=wishlist` (the wishlist's products, read in the browser from its own endpoint).
 */
export default async function NewTradeRequestPage({ params, searchParams }: Props) {
  const { lang, t } = await loadPersonalPage(params)
  const { access } = await approvedPageVisitor(lang, newTradeRequestPath(lang))
  const query = await searchParams
  const kind = first(query.kind)
  const configuration = first(query.c)
  const fromConfiguration = configuration ? configurationVersion(configuration) : null
  const version = first(query.version)
  const lines = fromConfiguration
    ? [{ version: fromConfiguration, quantity: '1', configuration }]
    : versionCodePattern.test(version)
      ? [{ version, quantity: '1', configuration: null }]
      : []
  return (
    <section className="section requests-page">
      <h1>{t('tradeRequests.new')}</h1>
      <p className="requests-page__tagline">{t('tradeRequests.newIntro')}</p>
      <RequestForm
        locale={lang}
        initial={{ kind: isTradeRequestKind(kind) ? kind : 'quote', lines }}
        fromWishlist={first(query.from) === 'wishlist'}
        markets={access.markets.map((market) => ({ value: market, label: t(`market.${market}`) }))}
        requestPath={tradeRequestPath(lang, '{id}')}
        labels={{
          kindLabel: t('tradeRequests.kindLabel'),
          kinds: { quote: t('tradeRequests.kinds.quote'), sample: t('tradeRequests.kinds.sample') },
          market: t('tradeRequests.market'),
          lines: t('tradeRequests.lines'),
          version: t('tradeRequests.version'),
          quantity: t('tradeRequests.quantity'),
          configuration: t('tradeRequests.configuration'),
          addLine: t('tradeRequests.addLine'),
          removeLine: t('tradeRequests.removeLine', { number: '{number}' }),
          message: t('tradeRequests.message'),
          messageHint: t('tradeRequests.messageHint'),
          submit: t('tradeRequests.submit'),
          sending: t('tradeRequests.sending'),
          failed: t('tradeRequests.failed'),
        }}
      />
    </section>
  )
}
