import { payloadClient } from '@/data/payload'
import { RequestNotSentError, submitStoreRequest, UnknownStoreError } from '../server/submitStoreRequest.server'
import { storeRequestSchema } from '../logic/storeRequest'
import { env } from '@/env'
import { addDays, serverCheckDay } from '@/domain/dates/calendarDate'
import { endpoint } from '@/lib/edge/endpoint'
import { isDatabaseUnavailable } from '@/lib/http/databaseUnavailable'

/**
 * The preferred date is bounded by today: the schema is made per request, from the UTC day with
 * the forms' day of leeway (a visitor whose day has already begun is never refused it).
 */
const requestOfToday = () => {
  const day = serverCheckDay(new Date())
  return storeRequestSchema(addDays(day.today, -day.leewayDays))
}

/**
 * POST /api/forms/store-request: a visitor's request for an appointment or information (JSON).
 * 201 stored and mailed; the edge's 400 with per-field messages (the schema); 404 unknown store; 429 too many (budget
 * `storeRequest`); 502 not stored (mail failed); 503 the database is away; the edge's 403/413/415. Bad input
 * is never a 500.
 */
export const POST = endpoint({ budget: 'storeRequest', tooManyLabel: 'stores.tooManyRequests', schema: requestOfToday }, async ({ body, locale, t }) => {
  try {
    const id = await submitStoreRequest(await payloadClient(), body, locale, t, env().MAIL_FROM)
    return Response.json({ id, message: t('form.success') }, { status: 201 })
  } catch (error) {
    // The edge answers an outage with 503 (never 'this store no longer accepts requests').
    if (isDatabaseUnavailable(error)) throw error
    if (error instanceof UnknownStoreError) return Response.json({ error: 'unknown_store', message: t('stores.storeUnavailable') }, { status: error.status })
    console.error('[stores] request not sent', error instanceof RequestNotSentError ? error.cause : error)
    const status = error instanceof RequestNotSentError ? error.status : 502
    return Response.json({ error: 'not_sent', message: t('form.error') }, { status })
  }
})
