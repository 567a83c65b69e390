import { getMessages } from '@/data/messages'
import { payloadClient } from '@/data/payload'
import { RequestNotSentError, submitStoreRequest, UnknownStoreError } from '@/data/stores/submitStoreRequest.server'
import { clientAddress } from '@/domain/http/clientAddress'
import { createRateLimit } from '@/domain/stores/rateLimit'
import { validateStoreRequest } from '@/domain/stores/storeRequest'
import { env } from '@/env'
import { defaultLocale, isLocale } from '@/i18n/locales'
import { makeTranslator } from '@/i18n/translator'

/** Five requests per client address in ten minutes: plenty for a visitor, little for a script. */
const limiter = createRateLimit(5, 10 * 60_000)
const noStore = { 'Cache-Control': 'no-store' }

/**
 * POST /api/forms/store-request: a visitor's request for an appointment or information.
 * 201 stored and mailed; 400 with per-field label keys; 404 unknown store; 429 too many;
 * 502 not stored (mail or database failed). Bad input is never a 500.
 */
export async function POST(request: Request): Promise<Response> {
  const lang = new URL(request.url).searchParams.get('lang')
  const locale = isLocale(lang) ? lang : defaultLocale
  const t = makeTranslator(locale, await getMessages(locale))
  const limit = limiter.take(clientAddress(request.headers), Date.now())
  if (!limit.allowed) {
    return Response.json({ error: 'rate_limited', message: t('stores.tooManyRequests') }, { status: 429, headers: { ...noStore, 'Retry-After': String(limit.retryAfterSeconds) } })
  }
  const body: unknown = await request.json().catch(() => null)
  const checked = validateStoreRequest(body, new Date().toISOString().slice(0, 10))
  if (!checked.ok) {
    const fields = Object.fromEntries(Object.entries(checked.errors).map(([field, key]) => [field, t(key, { min: 1, max: 2000 })]))
    return Response.json({ error: 'invalid', fields }, { status: 400, headers: noStore })
  }
  try {
    const id = await submitStoreRequest(await payloadClient(), checked.value, locale, t, env().MAIL_FROM)
    return Response.json({ id, message: t('form.success') }, { status: 201, headers: noStore })
  } catch (error) {
    if (error instanceof UnknownStoreError) return Response.json({ error: 'unknown_store', message: t('stores.storeUnavailable') }, { status: error.status, headers: noStore })
    console.error('[stores] request not sent', error instanceof RequestNotSentError ? error.cause : error)
    const status = error instanceof RequestNotSentError ? error.status : 502
    return Response.json({ error: 'not_sent', message: t('form.error') }, { status, headers: noStore })
  }
}
