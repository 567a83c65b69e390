import 'server-only'
import { formatDate } from '@/domain/format'
import type { TradeAccess } from '@/domain/trade/access'
import { localeTags, type Locale } from '@/i18n/locales'
import type { Translate } from '@/i18n/translator'
import { warnedItem, warningSources, warningText } from '../logic/warningText'
import { warningsOf } from '../server/warnings'
import { WarningsList } from './WarningsList.client'

/** The landing's warnings: changes on what the approved visitor follows, each until they acknowledge it. */
export async function WarningsCard({ userId, access, locale, t }: { userId: string | null; access: TradeAccess; locale: Locale; t: Translate }) {
  if (access.state !== 'approved' || !userId) return null
  const tag = localeTags[locale]
  const warnings = await warningsOf(userId, access.markets, locale)
  return (
    <section className="trade-card" aria-labelledby="trade-card-warnings">
      <h2 id="trade-card-warnings" className="trade-card__title">
        {t('tradeNotices.warnings.title')}
      </h2>
      <p>{t('tradeNotices.warnings.intro')}</p>
      <WarningsList
        locale={locale}
        warnings={warnings.map((warning) => ({
          id: Number(warning.change.id),
          text: warningText(warning, warning.productName, t, tag),
          meta: `${formatDate(warning.change.at, tag)} · ${warningSources(warning, t)}`,
          acknowledgeLabel: t('tradeNotices.acknowledgeNamed', { item: warnedItem(warning, warning.productName) }),
        }))}
        labels={{ none: t('tradeNotices.warnings.none'), acknowledge: t('tradeNotices.acknowledgeButton'), failed: t('tradeNotices.acknowledgeFailed'), done: t('tradeNotices.acknowledged') }}
      />
    </section>
  )
}
