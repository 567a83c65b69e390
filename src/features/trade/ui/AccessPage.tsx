import 'server-only'
import type { ReactNode } from 'react'
import { countryOptions } from '@/features/accounts'
import { countryName, formatDate } from '@/domain/format'
import { professions } from '@/domain/professions'
import type { TradeAccess } from '@/domain/trade/access'
import { localeTags, type Locale } from '@/i18n/locales'
import type { Translate } from '@/i18n/translator'
import type { TradeVisitor } from '../server/access'
import { ApplicationForm } from './ApplicationForm.client'

const professionLabel = { architect: 'form.professionArchitect', interiorDesigner: 'form.professionInteriorDesigner', retailer: 'form.professionRetailer', other: 'form.professionOther' } as const

/** What the visitor sent, as the pending and refused states show it. */
function SentApplication({ application, locale, t }: { application: NonNullable<TradeVisitor['application']>; locale: Locale; t: Translate }) {
  const rows: [string, string][] = [
    [t('form.profession'), t(professionLabel[application.profession])],
    [t('form.company'), application.company],
    [t('account.vatNumber'), application.vatNumber],
    [t('form.country'), countryName(application.country, localeTags[locale])],
  ]
  return (
    <>
      <h2 className="trade-section-title">{t('trade.sent')}</h2>
      <dl className="trade-sent">
        {rows.map(([label, value]) => (
          <div key={label} className="trade-sent__row">
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
    </>
  )
}

function State({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="trade-state" aria-labelledby="trade-state-title">
      <h2 id="trade-state-title" className="trade-state__title">
        {title}
      </h2>
      {children}
    </section>
  )
}

/** The application form, filled from the refused application or else the profile. */
function Apply({ visitor, locale, t, submit }: { visitor: TradeVisitor; locale: Locale; t: Translate; submit: string }) {
  const { application, profile } = visitor
  const initial = application
    ? { profession: application.profession, company: application.company, vatNumber: application.vatNumber, country: application.country }
    : { profession: profile?.profession ?? '', company: profile?.company ?? '', vatNumber: profile?.vatNumber ?? '', country: profile?.country ?? '' }
  return (
    <ApplicationForm
      locale={locale}
      initial={initial}
      professions={professions.map((value) => ({ value, label: t(professionLabel[value]) }))}
      countries={countryOptions(locale)}
      labels={{
        requiredNote: t('form.requiredFieldsNote'),
        profession: t('form.profession'),
        professionPlaceholder: t('form.professionPlaceholder'),
        company: t('form.company'),
        vatNumber: t('account.vatNumber'),
        country: t('form.country'),
        countryPlaceholder: t('form.countryPlaceholder'),
        submit,
        sending: t('trade.apply.sending'),
        failed: t('trade.apply.failed'),
      }}
    />
  )
}

/**
 * The landing of the trade area for everyone who reaches it signed in: a private account and a
 * professional who has not applied, is pending or was refused each see what their state means
 * (and the form, where they may apply); never the trade content, which only `approved` shows.
 */
export function AccessPage({ visitor, access, locale, t }: { visitor: TradeVisitor; access: Exclude<TradeAccess, { state: 'signedOut' }>; locale: Locale; t: Translate }) {
  const tag = localeTags[locale]
  switch (access.state) {
    case 'private':
      return (
        <State title={t('trade.private.title')}>
          <p>{t('trade.private.body')}</p>
        </State>
      )
    case 'notApplied':
      return (
        <State title={t('trade.apply.title')}>
          <p>{t('trade.apply.intro')}</p>
          <Apply visitor={visitor} locale={locale} t={t} submit={t('trade.apply.submit')} />
        </State>
      )
    case 'pending':
      return (
        <>
          <State title={t('trade.pending.title')}>
            <p>{t('trade.pending.body', { date: visitor.application ? formatDate(visitor.application.appliedAt, tag) : '' })}</p>
          </State>
          {visitor.application ? <SentApplication application={visitor.application} locale={locale} t={t} /> : null}
        </>
      )
    case 'rejected':
      return (
        <State title={t('trade.rejected.title')}>
          <p>{t('trade.rejected.reason')}</p>
          <p className="trade-state__reason">{access.reason}</p>
          <p>{t('trade.rejected.body')}</p>
          <Apply visitor={visitor} locale={locale} t={t} submit={t('trade.apply.again')} />
        </State>
      )
    case 'approved':
      return (
        <State title={t('trade.approved.title')}>
          <dl className="trade-sent">
            <div className="trade-sent__row">
              <dt>{t('trade.approved.group')}</dt>
              <dd>{t(`trade.group.${access.group}`)}</dd>
            </div>
            <div className="trade-sent__row">
              <dt>{t('trade.approved.markets')}</dt>
              <dd>{access.markets.map((market) => t(`market.${market}`)).join(', ')}</dd>
            </div>
          </dl>
          <p>{t('trade.approved.soon')}</p>
        </State>
      )
  }
}
