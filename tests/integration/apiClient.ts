import config from '@/payload.config'
import { GRAPHQL_POST, REST_DELETE, REST_GET, REST_PATCH, REST_POST } from '@payloadcms/next/routes'
import { guardedGraphql } from '@/lib/payloadApi/guardedGraphql'
import { guardedRest, type RestHandler } from '@/lib/payloadApi/guardedRest'

/** The same handlers the app's `/api` routes export: Payload's, behind the guard. */
const routes: Record<'GET' | 'POST' | 'PATCH' | 'DELETE', RestHandler> = {
  GET: guardedRest(config, REST_GET(config)),
  POST: guardedRest(config, REST_POST(config)),
  PATCH: guardedRest(config, REST_PATCH(config)),
  DELETE: guardedRest(config, REST_DELETE(config)),
}
const graphqlRoute = guardedGraphql(config, GRAPHQL_POST(config))
/** Payload's GraphQL handler without our guard: what Payload's own access rules let through. */
const payloadGraphql = GRAPHQL_POST(config)

export interface CallOptions {
  token?: string
  body?: unknown
  headers?: Record<string, string>
}

function headersFor({ token, body, headers }: CallOptions): Headers {
  const all = new Headers({ 'accept-language': 'en', ...headers })
  if (token) all.set('authorization', `JWT ${token}`)
  if (body !== undefined && !all.has('content-type')) all.set('content-type', 'application/json')
  return all
}

/** `path` as after `/api/`, with its query: `products/12?depth=1`. */
export async function rest(method: keyof typeof routes, path: string, options: CallOptions = {}): Promise<Response> {
  const url = new URL(`http://127.0.0.1/api/${path}`)
  const slug = url.pathname.replace(/^\/api\//, '').split('/').filter(Boolean).map(decodeURIComponent)
  const body = typeof options.body === 'string' ? options.body : options.body === undefined ? undefined : JSON.stringify(options.body)
  const request = new Request(url, { method, headers: headersFor(options), body })
  return routes[method](request, { params: Promise.resolve({ slug }) })
}

export interface GraphqlAnswer {
  status: number
  data: Record<string, unknown> | null
  errors: { message: string }[]
  headers: Headers
}

export async function graphql(query: string, options: CallOptions & { guarded?: boolean } = {}): Promise<GraphqlAnswer> {
  const request = new Request('http://127.0.0.1/api/graphql', { method: 'POST', headers: headersFor({ ...options, body: query }), body: JSON.stringify({ query }) })
  const response = await (options.guarded === false ? payloadGraphql(request) : graphqlRoute(request))
  const json = (await response.json()) as { data?: Record<string, unknown> | null; errors?: { message: string }[] } | { message: string }[]
  // A query refused by validation comes back from Payload's handler as a bare list of errors.
  if (Array.isArray(json)) return { status: response.status, data: null, errors: json, headers: response.headers }
  return { status: response.status, data: json.data ?? null, errors: json.errors ?? [], headers: response.headers }
}
