import type { Payload } from 'payload'
import { isLocale } from '@/i18n/locales'
import { readBundledMessages } from '@/i18n/bundled'
import { isDatabaseUnavailable, markDatabaseUnavailable } from '@/lib/http/databaseUnavailable'
import { retryAfterSeconds } from '@/lib/http/serviceUnavailable'
import { languageOf } from './apiErrorResponse'

/** Payload's error shape with a 503: the database is away, the request was fine. */
function outageResponse(headers: Headers): Response {
  const language = languageOf(headers)
  const message = readBundledMessages(isLocale(language) ? language : 'en')['http.serviceUnavailable']
  return Response.json({ errors: [{ message }] }, { status: 503, headers: { 'Cache-Control': 'no-store', 'Retry-After': String(retryAfterSeconds) } })
}

/** Whether the database answers a trivial read now (asked only after something failed). */
async function databaseAnswers(payload: Payload): Promise<boolean> {
  try {
    await payload.count({ collection: 'users', overrideAccess: true })
    return true
  } catch (error) {
    if (isDatabaseUnavailable(error)) return false
    throw error
  }
}

/**
 * Payload's REST handler catches every error itself and answers 500, so an outage looked like a
 * bug in the request. A 500 (or an error thrown before Payload's handler, e.g. while the
 * session is read) is checked against the database: if it cannot answer, the client gets 503
 * with Retry-After and a clear message, and the outage is remembered for the pages
 * (docs/decisions/013-security-headers.md). A healthy database leaves the 500 as it was.
 */
export async function answeringOutages(payload: Payload, headers: Headers, run: () => Promise<Response>): Promise<Response> {
  let response: Response
  try {
    response = await run()
  } catch (error) {
    if (!isDatabaseUnavailable(error)) throw error
    markDatabaseUnavailable()
    return outageResponse(headers)
  }
  if (response.status !== 500 || (await databaseAnswers(payload))) return response
  markDatabaseUnavailable()
  return outageResponse(headers)
}
