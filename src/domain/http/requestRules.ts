/**
 * What a request body is, by its Content-Type: only these are ever read. JSON and a plain form
 * are parsed by the edge; a multipart body (files) is streamed by the endpoint that takes it.
 */
export type BodyKind = 'json' | 'form' | 'multipart'

export function bodyKindOf(contentType: string | null): BodyKind | 'other' | 'missing' {
  const essence = (contentType ?? '').split(';')[0]?.trim().toLowerCase() ?? ''
  if (essence === '') return 'missing'
  if (essence === 'application/json') return 'json'
  if (essence === 'application/x-www-form-urlencoded') return 'form'
  if (essence === 'multipart/form-data') return 'multipart'
  return 'other'
}

export interface OriginFacts {
  /** The request's `Origin` header. */
  origin: string | null
  /** `Sec-Fetch-Site`, which browsers send even where they leave `Origin` out. */
  fetchSite: string | null
  /** Origins of this site: SITE_URL's and the one the request itself was addressed to. */
  ownOrigins: readonly string[]
  /** The `Host` header, for a site reached under a name SITE_URL does not list. */
  host: string | null
}

const hostOf = (origin: string) => {
  try {
    return new URL(origin).host
  } catch {
    return null
  }
}

/**
 * Whether a state-changing request comes from this site. A browser names the page's origin on
 * every POST (forms without JavaScript too), so a foreign or opaque (`null`) origin is another
 * site's doing; without `Origin`, `Sec-Fetch-Site` still tells a cross-site request apart. A
 * request with neither comes from a program, not from a visitor's browser, and passes (its
 * limits and validation still apply).
 */
export function isSameOriginRequest({ origin, fetchSite, ownOrigins, host }: OriginFacts): boolean {
  if (origin !== null) {
    if (ownOrigins.includes(origin)) return true
    const originHost = hostOf(origin)
    return originHost !== null && host !== null && originHost === host.toLowerCase()
  }
  return fetchSite === null || fetchSite === 'same-origin' || fetchSite === 'none'
}
