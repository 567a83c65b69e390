import 'server-only'
import { jsonWithCookies } from '@/features/accounts'
import { canApply } from '@/domain/trade/access'
import { endpoint } from '@/lib/edge/endpoint'
import { applicationSchema } from '../logic/application'
import { submitApplication } from '../server/applications'
import { tradeVisitor, type TradeVisitor } from '../server/access'

/** What the visitor may read of their own application (never the editors' notes beyond the reason). */
function ownView({ access, application, profile }: TradeVisitor) {
  const prefill = profile && profile.kind === 'professional'
    ? { profession: profile.profession ?? '', company: profile.company ?? '', vatNumber: profile.vatNumber ?? '', country: profile.country }
    : null
  const filed = application
    ? { profession: application.profession, company: application.company, vatNumber: application.vatNumber, country: application.country, appliedAt: application.appliedAt, decidedAt: application.decidedAt ?? null }
    : null
  return { ...access, application: filed, prefill }
}

/**
 * GET /api/trade/application: the signed-in visitor's standing in the trade area
 * (`state`: private, notApplied, pending, rejected with the editor's reason, approved with group
 * and markets), their application and the profile's values to fill the form. 401 signed out.
 * Never cached.
 */
export const GET = endpoint({ budget: 'tradeRead' }, async ({ request, t }) => {
  const visitor = await tradeVisitor(request)
  if (visitor.access.state === 'signedOut') return jsonWithCookies({ error: 'unauthenticated', message: t('trade.signInRequired') }, 401, visitor.cookies)
  return jsonWithCookies(ownView(visitor), 200, visitor.cookies)
})

/**
 * POST /api/trade/application `{ profession, company, vatNumber, country }`: a professional
 * applies (again, after a refusal); 200 with the new standing (pending). 401 signed out, 403 for
 * a private account, 409 while an application is pending or approved, 400 per field.
 */
export const POST = endpoint({ budget: 'tradeApplication', schema: applicationSchema }, async ({ request, body, locale, t }) => {
  const visitor = await tradeVisitor(request)
  const { access, userId, profile, cookies } = visitor
  if (access.state === 'signedOut' || !userId || !profile) return jsonWithCookies({ error: 'unauthenticated', message: t('trade.signInRequired') }, 401, cookies)
  if (access.state === 'private') return jsonWithCookies({ error: 'professionals_only', message: t('trade.professionalsOnly') }, 403, cookies)
  if (!canApply(access)) return jsonWithCookies({ error: 'already_applied', message: t('trade.alreadyApplied') }, 409, cookies)
  const applicant = { visitor: userId, name: `${profile.name} ${profile.surname}`.trim(), email: profile.email, locale }
  const application = await submitApplication(applicant, body, visitor.application)
  return jsonWithCookies(ownView({ ...visitor, access: { state: 'pending' }, application }), 200, cookies)
})
