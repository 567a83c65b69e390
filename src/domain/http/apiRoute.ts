/**
 * What a request to Payload's REST API (`/api/...`) is about, and whether an anonymous visitor
 * may make it at all (docs/decisions/015-api-hardening.md). The site's pages read through the
 * Local API; the only REST calls a visitor's browser makes are uploaded files and the admin's
 * sign-in screens, so everything else is for editors.
 */

/** What the route guard knows about the configured collections and globals. */
export interface ApiCatalogue {
  /**
   * Per collection: whether it signs users in, the literal first path segments of its endpoints
   * (`count`, `versions`, `login`...), and whether an endpoint takes a key other than an id
   * there (the admin's `payload-preferences/:key`).
   */
  collections: ReadonlyMap<string, { auth: boolean; operations: ReadonlySet<string>; keyed?: boolean }>
  globals: ReadonlySet<string>
}

export type ApiRoute =
  | { kind: 'collection'; slug: string; operation: string | null }
  | { kind: 'global'; slug: string; operation: string | null }
  | { kind: 'other' }
  /** A document id that cannot exist (ids are numbers): answered 404 before Payload turns it into a 500. */
  | { kind: 'not-found' }

/** Operations whose next segment is a document id. */
const idOperations = new Set(['versions', 'access', 'paste-url'])
const isId = (segment: string) => /^[1-9][0-9]{0,15}$/.test(segment)

function operationRoute(kind: 'collection' | 'global', slug: string, rest: readonly string[], operations: ReadonlySet<string>, keyed = false): ApiRoute {
  const [first, second] = rest
  if (first === undefined || first === '') return { kind, slug, operation: null }
  if (kind === 'collection' && (isId(first) || (keyed && !operations.has(first)))) return { kind, slug, operation: null }
  if (!operations.has(first)) return { kind: 'not-found' }
  if (second !== undefined && idOperations.has(first) && !isId(second)) return { kind: 'not-found' }
  return { kind, slug, operation: first }
}

const globalOperations = new Set(['access', 'versions'])

/** `segments` are the path after `/api/`, already decoded. */
export function describeApiRoute(segments: readonly string[], catalogue: ApiCatalogue): ApiRoute {
  const [head, ...rest] = segments
  if (head === 'globals') {
    const [slug, ...after] = rest
    if (slug === undefined || !catalogue.globals.has(slug)) return { kind: 'other' }
    return operationRoute('global', slug, after, globalOperations)
  }
  const collection = head === undefined ? undefined : catalogue.collections.get(head)
  if (head === undefined || !collection) return { kind: 'other' }
  return operationRoute('collection', head, rest, collection.operations, collection.keyed)
}

/** Sign-in screens of the admin: they run before anyone is signed in. Payload's own access rules still apply (`unlock` is editor-only). */
export const signInOperations: ReadonlySet<string> = new Set([
  'login', 'logout', 'me', 'refresh-token', 'forgot-password', 'reset-password', 'init', 'first-register', 'verify', 'unlock',
])

/** Globals the outside world reads without a session: the health check of the deployment and of the e2e set-up. */
export const publicGlobals: ReadonlySet<string> = new Set(['site-settings'])

/** Whether a request without an editor session is passed on to Payload at all. */
export function anonymousMayCall(method: string, route: ApiRoute, catalogue: ApiCatalogue): boolean {
  const reading = method === 'GET' || method === 'HEAD'
  if (route.kind === 'collection') {
    if (route.operation === 'file') return reading
    const auth = catalogue.collections.get(route.slug)?.auth === true
    return auth && route.operation !== null && signInOperations.has(route.operation)
  }
  if (route.kind === 'global') return reading && route.operation === null && publicGlobals.has(route.slug)
  return false
}

/**
 * Routes whose every answer is personal, whoever asks (docs/decisions/037): the trade area's
 * collections (net prices, trade files, requests and offers) — `private, no-store`, not indexed.
 */
export const answersPrivately = (route: ApiRoute): boolean => route.kind === 'collection' && route.slug.startsWith('trade-')
