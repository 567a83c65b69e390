import { NextResponse, type NextRequest } from 'next/server'
import { filteredListPath } from '@/domain/catalogue/filteredRoute'
import { isPricedPath, marketCookie, marketPath, pricedSegment, visitorMarket } from '@/domain/catalogue/markets'
import { configuratorInternalPath, hasDotSegment, hasMalformedEscape, internalPath, interpretPath, isConfiguratorRoutePath, mixerInternalPath } from '@/domain/routing/interpretPath'
import { isTradeAreaPath } from '@/domain/trade/paths'
import { env, siteUrl } from '@/env'
import { pageSecurityHeaders, servedOverHttps } from '@/lib/http/securityHeaders'

/** The editor's preview parameter: sets the language of the path (spec §2). */
export const previewLocaleParam = 'previewLocale'

/** Every visitor page: its route (below), then the security headers that depend on the request. */
export function proxy(request: NextRequest): NextResponse {
  const response = route(request)
  // The admin, the API and the files keep the headers next.config.ts gives them.
  if (notVisitorPages.test(request.nextUrl.pathname)) return response
  // Decided per request (next.config.ts sets the build-time ones): the map's tile origins and https.
  const current = env()
  const https = servedOverHttps(request.headers.get('x-forwarded-proto'), siteUrl(current))
  const development = process.env.NODE_ENV === 'development'
  for (const { key, value } of pageSecurityHeaders({ mapOrigins: current.MAP_TILE_ORIGINS, development, https })) response.headers.set(key, value)
  // The trade area (docs/decisions/037): personal pages, kept by no shared cache and by no search engine.
  if (isTradeAreaPath(request.nextUrl.pathname)) {
    response.headers.set('Cache-Control', 'private, no-store')
    response.headers.set('X-Robots-Tag', 'noindex, nofollow')
  }
  return response
}

/**
 * Payload (admin, REST, GraphQL), the site's endpoints, Next's own files and the machine-readable
 * files: the proxy only refuses their undecodable paths (the framework would answer those with a
 * 500 while decoding route parameters, before any handler runs) and leaves the rest alone.
 */
const notVisitorPages = /^\/(?:api(?:\/|$)|admin(?:\/|$)|_next\/|img\/|builds\/|fonts\/|sitemaps\/|sitemap\.xml$|robots\.txt$|favicon\.ico$)/

/** A path or query that cannot be decoded names nothing: 400, never a server error further on. */
function badRequest(): NextResponse {
  return new NextResponse('Bad Request', { status: 400, headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' } })
}

/**
 * Resolved before rendering: the language, the spec's fixed redirects (301), canonical
 * trailing slashes and folder names. A slashed listing path is served from `…/index`, because
 * route parameters lose the trailing slash (see `pathFromParams`). A visitor who chose another
 * market than the language's (cookie) gets product pages from their cached copy for that market
 * and product lists from the per-request route.
 */
function route(request: NextRequest): NextResponse {
  const { pathname, search, searchParams } = request.nextUrl
  if (hasMalformedEscape(pathname) || hasDotSegment(pathname)) return badRequest()
  if (notVisitorPages.test(pathname)) return NextResponse.next()
  const result = interpretPath(pathname, {
    previewLocale: searchParams.get(previewLocaleParam),
    china: process.env.SITE_VARIANT === 'china',
  })
  if (result.kind === 'redirect') {
    const url = new URL(result.location, request.nextUrl.origin)
    url.search = search
    return NextResponse.redirect(url, result.status)
  }
  if (isPricedPath(pathname) || isConfiguratorRoutePath(pathname)) {
    // The market copies and the configurator's route are internal: asked for directly, they are an unknown page (reserved slugs).
    return NextResponse.rewrite(new URL(`/${result.locale}/${pricedSegment}`, request.nextUrl.origin))
  }
  if (result.target.kind === 'unknown') return NextResponse.next()
  const filtered = filteredListPath(result.target, result.canonicalPath, search)
  if (filtered === 'bad') return badRequest()
  if (filtered) {
    const url = new URL(filtered, request.nextUrl.origin)
    url.search = search
    return NextResponse.rewrite(url)
  }
  const market = visitorMarket(result.locale, request.cookies.get(marketCookie)?.value)
  const quoted = marketPath(result.target, result.canonicalPath, result.locale, market)
  if (quoted) {
    const url = new URL(quoted, request.nextUrl.origin)
    url.search = search
    // This visitor's copy is shared under the page's public address: no shared cache may keep it.
    return NextResponse.rewrite(url, { headers: { 'Cache-Control': 'private, no-cache' } })
  }
  if (result.target.kind === 'configurator') {
    const url = new URL(configuratorInternalPath(result.locale, result.target.slug), request.nextUrl.origin)
    url.search = search
    return NextResponse.rewrite(url)
  }
  const internal = pathname === '/' ? '/it' : result.target.kind === 'mixer' ? mixerInternalPath(result.locale, search.length > 1) : internalPath(result.canonicalPath)
  if (internal === result.canonicalPath) return NextResponse.next()
  const url = new URL(internal, request.nextUrl.origin)
  url.search = search
  return NextResponse.rewrite(url)
}

export const config = {
  // Everything but Next's static files and image optimizer, which never reach a route handler.
  matcher: ['/((?!_next/static/|_next/image).*)'],
}
