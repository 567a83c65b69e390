import 'server-only'
import { getMessages } from '@/data/messages'
import type { z } from 'zod'
import { checkInput, fieldMessages } from '@/domain/http/inputIssues'
import { bodyKindOf, isSameOriginRequest, type BodyKind } from '@/domain/http/requestRules'
import { maxRequestBodyBytes, type RateBudgetName } from '@/domain/limits'
import { proofOfWorkHeader, proofOfWorkRefusalLabel } from '@/domain/proofOfWork'
import { siteUrl } from '@/env'
import { defaultLocale, isLocale, type Locale } from '@/i18n/locales'
import { makeTranslator, type Translate } from '@/i18n/translator'
import { isDatabaseUnavailable } from '@/lib/http/databaseUnavailable'
import { HttpRefusal } from '@/lib/http/refusal'
import { checkProofOfWork } from '@/lib/proofOfWork/challenge'
import { processRateLimiter } from '@/lib/rateLimit/processLimiter'
import { BodyTooLargeError, parseBody, readCappedText, UnreadableBodyError } from './readBody'
import { consumeBudget, visitorAddress } from './rateLimited'

/** Why the edge turned a request away, before the endpoint saw it. */
export interface Refusal {
  status: 400 | 403 | 413 | 415 | 429
  error: 'unreadable' | 'invalid' | 'foreign_origin' | 'too_large' | 'unsupported_media_type' | 'rate_limited' | 'proof_of_work'
  message: string
  headers: Record<string, string>
  /** For `invalid`: per field, the message to show beside it, in the visitor's language. */
  fields?: Record<string, string>
}

export interface EndpointContext<Body = unknown> {
  request: Request
  url: URL
  locale: Locale
  t: Translate
  /** The client's address (docs/decisions/014-rate-limits.md). */
  client: string
  /** The parsed body of a POST (JSON, or a plain form's fields), checked by `schema` when there is one; undefined for GET and for a multipart body (the handler streams `request.body`). */
  body: Body
  bodyKind: BodyKind | undefined
}

export interface EndpointOptions<Body = unknown> {
  /** The budget counted per client address (src/domain/limits.ts); none for public cached reads. */
  budget?: RateBudgetName
  /** The label of the 429 message when the endpoint has its own. */
  tooManyLabel?: string
  /** Bodies a POST may carry; JSON only unless a form without JavaScript posts here, or files (multipart, with `multipartMaxBytes`). */
  accepts?: readonly BodyKind[]
  /**
   * The largest multipart body: a declared Content-Length over it is refused unread (413). The
   * edge does not read a multipart body: the handler streams it and counts while it does.
   */
  multipartMaxBytes?: number
  /** The largest JSON or form body, when an endpoint needs more than `maxRequestBodyBytes` (a moodboard's whole layout). */
  jsonMaxBytes?: number
  /**
   * A POST must carry a fresh proof-of-work answer in its `X-Proof-Of-Work` header
   * (docs/decisions/029), checked after the budget and before the body is read: without one, or
   * with a forged, expired or reused one, 400 `proof_of_work` and nothing else happens.
   */
  proofOfWork?: boolean
  /**
   * The zod schema a POST body must pass (or a function that makes it per request, when a rule
   * depends on the day): the handler gets its output; else 400 `invalid` with a message per
   * field. Messages are label keys (src/domain/http/inputIssues.ts): the schema's own through
   * zod's `error` option, generic ones for the rest.
   */
  schema?: z.ZodType<Body> | (() => z.ZodType<Body>)
  /** Values the schema's labels quote beyond the {min}/{max} of a size check. */
  labelValues?: Record<string, string | number>
  /** The endpoint's own answer to a refusal (a form post redirects to a page); else JSON. */
  refuse?: (refusal: Refusal, context: { request: Request; locale: Locale; t: Translate; bodyKind: BodyKind | undefined }) => Response | undefined
}

const noStore = 'no-store'
/** What a 503 for a database outage tells the client to wait. */
export const DATABASE_RETRY_AFTER_SECONDS = 30
/** A response's headers can be read-only (Response.redirect): copy it when a header must be added. */
function withNoStoreDefault(response: Response): Response {
  if (response.headers.has('cache-control')) return response
  try {
    response.headers.set('Cache-Control', noStore)
    return response
  } catch {
    const headers = new Headers(response.headers)
    headers.set('Cache-Control', noStore)
    return new Response(response.body, { status: response.status, statusText: response.statusText, headers })
  }
}

/** The body through the endpoint's schema; without one, as parsed (the handler's `unknown`). */
function checkBody<Body>(options: EndpointOptions<Body>, parsed: unknown): ReturnType<typeof checkInput<Body>> {
  if (!options.schema) return { ok: true, value: parsed as Body }
  return checkInput(typeof options.schema === 'function' ? options.schema() : options.schema, parsed)
}

/**
 * The one opening of every product endpoint under src/app/api: the visitor's language from
 * `?lang`, the per-address budget (429 with Retry-After), and for POST the same-origin check
 * (403), the content type (415: only JSON, or a plain form where one posts without
 * JavaScript), the body cap (413), a proof-of-work answer where asked (400), the parsed body (400 when unreadable) and, with a schema, the
 * checked body (400 `invalid` with a message per field); a database outage
 * anywhere in the endpoint answers 503 with Retry-After, and an `HttpRefusal` thrown by a shared
 * check its own status. Every refusal is a
 * message in the visitor's language; nothing is cached unless the endpoint says so.
 */
export function endpoint<Args extends unknown[], Body = unknown>(
  options: EndpointOptions<Body>,
  handler: (context: EndpointContext<Body>, ...args: Args) => Promise<Response>,
) {
  const accepts = options.accepts ?? ['json']
  return async (request: Request, ...args: Args): Promise<Response> => {
    const url = new URL(request.url)
    const lang = url.searchParams.get('lang')
    const locale = isLocale(lang) ? lang : defaultLocale
    const t = makeTranslator(locale, await getMessages(locale))
    const isPost = request.method === 'POST'
    const kind = isPost ? bodyKindOf(request.headers.get('content-type')) : undefined
    const bodyKind = kind === 'json' || kind === 'form' || kind === 'multipart' ? kind : undefined
    const refuse = (status: Refusal['status'], error: Refusal['error'], label: string, headers: Record<string, string> = {}, fields?: Record<string, string>) => {
      const refusal: Refusal = { status, error, message: t(label), headers: { 'Cache-Control': noStore, ...headers }, ...(fields && { fields }) }
      return (
        options.refuse?.(refusal, { request, locale, t, bodyKind }) ??
        Response.json({ error, message: refusal.message, ...(fields && { fields }) }, { status, headers: refusal.headers })
      )
    }

    if (isPost) {
      const ownOrigins = [new URL(siteUrl()).origin, url.origin]
      if (!isSameOriginRequest({ origin: request.headers.get('origin'), fetchSite: request.headers.get('sec-fetch-site'), ownOrigins, host: request.headers.get('host') })) {
        return refuse(403, 'foreign_origin', 'http.foreignOrigin')
      }
      if (!bodyKind || !accepts.includes(bodyKind)) return refuse(415, 'unsupported_media_type', 'http.unsupportedMediaType')
      const cap = bodyKind === 'multipart' ? (options.multipartMaxBytes ?? maxRequestBodyBytes) : (options.jsonMaxBytes ?? maxRequestBodyBytes)
      if (Number(request.headers.get('content-length') ?? '0') > cap) return refuse(413, 'too_large', 'http.payloadTooLarge')
    }

    const client = visitorAddress(request.headers)
    if (options.budget) {
      const decision = await consumeBudget(options.budget, client)
      if (!decision.allowed) return refuse(429, 'rate_limited', options.tooManyLabel ?? 'http.tooManyRequests', { 'Retry-After': String(decision.retryAfterSeconds) })
    }

    if (isPost && options.proofOfWork) {
      const verdict = await checkProofOfWork(request.headers.get(proofOfWorkHeader), await processRateLimiter())
      if (verdict !== 'ok') return refuse(400, 'proof_of_work', proofOfWorkRefusalLabel(verdict))
    }

    let parsed: unknown
    if (isPost && (bodyKind === 'json' || bodyKind === 'form')) {
      try {
        parsed = parseBody(await readCappedText(request, options.jsonMaxBytes ?? maxRequestBodyBytes), bodyKind)
      } catch (error) {
        if (error instanceof BodyTooLargeError) return refuse(413, 'too_large', 'http.payloadTooLarge')
        if (error instanceof UnreadableBodyError) return refuse(400, 'unreadable', 'http.badRequest')
        throw error
      }
    }
    const checked = checkBody(options, parsed)
    if (!checked.ok) return refuse(400, 'invalid', 'validation.checkFields', {}, fieldMessages(checked.problems, t, options.labelValues))
    const body = checked.value
    try {
      return withNoStoreDefault(await handler({ request, url, locale, t, client, body, bodyKind }, ...args))
    } catch (error) {
      // A shared check refused (e.g. a visitor held at the forced MFA set-up): its status and message.
      if (error instanceof HttpRefusal) return Response.json({ error: error.code, message: t(error.label) }, { status: error.status, headers: { 'Cache-Control': 'private, no-store' } })
      // The database is away: the visitor is told to come back, nothing was half-done.
      if (!isDatabaseUnavailable(error)) throw error
      console.warn('[edge] database unavailable:', error instanceof Error ? error.message : String(error))
      return Response.json(
        { error: 'unavailable', message: t('http.serviceUnavailable') },
        { status: 503, headers: { 'Cache-Control': noStore, 'Retry-After': String(DATABASE_RETRY_AFTER_SECONDS) } },
      )
    }
  }
}
