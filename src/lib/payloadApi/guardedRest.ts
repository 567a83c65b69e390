import { getPayload, type Payload, type SanitizedConfig } from 'payload'
import { capApiQuery } from '@/domain/http/apiQuery'
import { anonymousMayCall, answersPrivately, describeApiRoute, type ApiRoute } from '@/domain/http/apiRoute'
import { apiCatalogue } from './apiCatalogue'
import { apiErrorResponse } from './apiErrorResponse'
import { answeringOutages } from './databaseOutage'
import { hasEditorSession } from './editorSession'
import { privateAnswer } from './privateAnswer'

type RestArgs = { params: Promise<{ slug?: string[] }> }
export type RestHandler = (request: Request, args: RestArgs) => Promise<Response>
type Config = Promise<SanitizedConfig> | SanitizedConfig

const overridesToGet = (request: Request) =>
  request.method === 'POST' &&
  (request.headers.get('x-payload-http-method-override') === 'GET' || request.headers.get('x-http-method-override') === 'GET')

/**
 * The admin sends long list queries as a POST with a method override and the query string in a
 * form body: that is a GET, and its query is capped like any other. Returns the request Payload
 * should see, with its effective method.
 */
async function asPlainRequest(request: Request): Promise<{ request: Request; method: string }> {
  if (!overridesToGet(request)) return { request, method: request.method }
  if (request.headers.get('content-type') !== 'application/x-www-form-urlencoded') return { request, method: 'GET' }
  const url = new URL(request.url)
  for (const [key, value] of new URLSearchParams(await request.text())) url.searchParams.append(key, value)
  const headers = new Headers(request.headers)
  for (const name of ['x-payload-http-method-override', 'x-http-method-override', 'content-type', 'content-length']) headers.delete(name)
  return { request: new Request(url, { method: 'GET', headers, signal: request.signal }), method: 'GET' }
}

/**
 * Payload's REST handler behind the rules of docs/decisions/015-api-hardening.md: ids that
 * cannot exist are 404, anonymous visitors reach only files, the public settings and the
 * sign-in screens, and every query is capped (depth 2, limit 100, draft only for editors).
 * A database outage answers 503 (`answeringOutages`). The trade collections' answers, to
 * editors and refusals alike, are `private, no-store` and not indexed (`answersPrivately`).
 */
export function guardedRest(config: Config, handler: RestHandler): RestHandler {
  return async (incoming, args) => {
    const payload = await getPayload({ config })
    return answeringOutages(payload, incoming.headers, () => guarded(payload, incoming, args))
  }

  async function guarded(payload: Payload, incoming: Request, args: RestArgs): Promise<Response> {
    const { slug = [] } = await args.params
    const route = describeApiRoute(slug, apiCatalogue(payload.config))
    if (route.kind === 'not-found') return apiErrorResponse(404, incoming.headers)
    const answer = await answering(payload, incoming, args, route)
    return answersPrivately(route) ? privateAnswer(answer) : answer
  }

  async function answering(payload: Payload, incoming: Request, args: RestArgs, route: ApiRoute): Promise<Response> {
    const catalogue = apiCatalogue(payload.config)
    const { request, method } = await asPlainRequest(incoming)
    const editor = await hasEditorSession(payload, request.headers)
    if (!editor && !anonymousMayCall(method, route, catalogue)) return apiErrorResponse(403, request.headers)
    const url = new URL(request.url)
    const query = capApiQuery(url.searchParams, editor).toString()
    if (query === url.searchParams.toString()) return handler(request, args)
    url.search = query
    // A Request is a valid init for another one (same method, headers, body stream, signal).
    return handler(new Request(url, request), args)
  }
}
