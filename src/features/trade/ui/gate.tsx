import 'server-only'
import type { ReactElement } from 'react'
import { redirect } from 'next/navigation'
import { loginPathFor } from '@/domain/userPaths'
import type { TradeAccess } from '@/domain/trade/access'
import type { Locale } from '@/i18n/locales'
import type { Translate } from '@/i18n/translator'
import { loadPersonalPage } from '@/views/personalPage'
import type { TradeVisitor } from '../server/access'
import { pageTradeVisitor } from '../server/page'
import { AccessPage } from './AccessPage'

/** An approved professional on a trade page: what every page of the area's content needs. */
export interface ApprovedPage {
  lang: Locale
  t: Translate
  visitor: TradeVisitor
  access: Extract<TradeAccess, { state: 'approved' }>
  userId: string
}

/**
 * The door of every trade content page (docs/decisions/038): signed out, a redirect to the
 * sign-in that brings the visitor back to `path`; signed in but not approved (private, not
 * applied, pending, refused), the explanation of their standing — as the landing shows it,
 * never the content; approved, the page.
 */
export async function approvedPage(params: Promise<{ lang: string }>, pathOf: (lang: Locale) => string): Promise<{ ok: true; page: ApprovedPage } | { ok: false; element: ReactElement }> {
  const { lang, t } = await loadPersonalPage(params)
  const visitor = await pageTradeVisitor(lang)
  const { access, userId } = visitor
  if (access.state === 'signedOut') redirect(loginPathFor(lang, pathOf(lang)))
  if (access.state !== 'approved' || !userId) {
    return {
      ok: false,
      element: (
        <section className="section trade-page">
          <h1>{t('trade.access')}</h1>
          <p className="trade-page__tagline">{t('trade.tagline')}</p>
          <AccessPage visitor={visitor} access={access} locale={lang} t={t} />
        </section>
      ),
    }
  }
  return { ok: true, page: { lang, t, visitor, access, userId } }
}
