import { payloadClient } from '@/data/payload'
import { RequestNotSentError, submitStoreRequest, UnknownStoreError } from '../server/submitStoreRequest.server'
import { validateStoreRequest } from '../logic/storeRequest'
import { env } from '@/env'
import { endpoint } from '@/lib/edge/endpoint'
import { isDatabaseUnavailable } from '@/lib/http/databaseUnavailable'

/**
 * POST /api/forms/store-request: a visitor's request for an appointment or information (JSON).
 * 201 stored and mailed; 400 with per-field messages; 404 unknown store; 429 too many (budget
 * `storeRequest`); 502 not stored (mail failed); 503 the database is away; the edge's 403/413/415. Bad input
 * is never a 500.
 */
export const POST = endpoint({ budget: 'storeRequest', tooManyLabel: 'stores.tooManyRequests' }, async ({ body, locale, t }) => {
  const checked = validateStoreRequest(body, new Date().toISOString().slice(0, 10))
  if (!checked.ok) {
    const fields = Object.fromEntries(Object.entries(checked.errors).map(([field, key]) => [field, t(key, { min: 1, max: 2000 })]))
    return Response.json({ error: 'invalid', fields }, { status: 400 })
  }
  try {
    const id = await submitStoreRequest(await payloadClient(), checked.value, locale, t, env().MAIL_FROM)
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
