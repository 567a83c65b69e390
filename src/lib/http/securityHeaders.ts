// next.config.ts loads this file, and the config loader does not know the @/ alias: a relative path on purpose.
// eslint-disable-next-line no-restricted-imports -- the config loader resolves relative paths only
import { videoFrameOrigins } from '../../domain/video/videoEmbed'
import { contentSecurityPolicy, type PolicyOptions } from './contentSecurityPolicy'

/**
 * The security headers of every response, from this one module (issue 15, decision 013).
 * `next.config.ts` applies `securityHeaderRules` to every path (static files, API, media,
 * downloads, admin, pages); `src/proxy.ts` adds `pageSecurityHeaders` to the visitor pages,
 * the one place that sees each request at run time (map origins, https from SITE_URL).
 */

export interface Header {
  key: string
  value: string
}

/** A `headers()` entry of next.config (the subset used here). */
export interface HeaderRule {
  source: string
  has?: { type: 'header'; key: string; value?: string }[]
  headers: Header[]
}

/** One year, subdomains included: the value browsers' preload lists expect. */
export const hstsMaxAgeSeconds = 31_536_000
export const strictTransportSecurity: Header = { key: 'Strict-Transport-Security', value: `max-age=${hstsMaxAgeSeconds}; includeSubDomains` }

const players = videoFrameOrigins.map((origin) => `"${origin}"`).join(' ')

/**
 * Only geolocation, for the store locator's "use my position", is allowed to the site. The
 * Video block's players keep what their frame asks for (`allow=` in the block): without it a
 * film could not go full screen.
 */
export const permissionsPolicy = [
  'accelerometer=()',
  'autoplay=(' + players + ')',
  'browsing-topics=()',
  'camera=()',
  'display-capture=()',
  'encrypted-media=(' + players + ')',
  'fullscreen=(' + players + ')',
  'geolocation=(self)',
  'gyroscope=()',
  'hid=()',
  'magnetometer=()',
  'microphone=()',
  'midi=()',
  'payment=()',
  'picture-in-picture=(' + players + ')',
  'publickey-credentials-get=()',
  'screen-wake-lock=()',
  'serial=()',
  'usb=()',
  'xr-spatial-tracking=()',
].join(', ')

/** Headers that do not depend on the kind of response. */
export const commonSecurityHeaders: readonly Header[] = [
  { key: 'X-Content-Type-Options', value: 'nosniff' },
  { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
  { key: 'Permissions-Policy', value: permissionsPolicy },
  { key: 'Cross-Origin-Opener-Policy', value: 'same-origin' },
  // Older browsers ignore `frame-ancestors`: the same rule (only the site frames itself).
  { key: 'X-Frame-Options', value: 'SAMEORIGIN' },
]

/** A request that reached the proxy (TLS terminator) over https; Next.js reads the header the same way. */
export const forwardedHttps = { type: 'header' as const, key: 'x-forwarded-proto', value: '.*https.*' }

/** Uploaded SVGs served by Payload (`/api/media/file/name.svg`, any case of the extension). */
export const uploadedSvgSource = '/api/media/file/:file(.*\\.[sS][vV][gG])'

/** The admin and everything under it (`:path*` also matches `/admin` itself). */
export const adminSource = '/admin/:path*'

/**
 * next.config `headers()`: later rules override earlier ones for the same header, so the
 * site policy covers everything and the admin and uploaded-SVG policies replace it where they
 * apply. HSTS goes out when the request came over https (`X-Forwarded-Proto`); pages also
 * send it when SITE_URL is https (the proxy): one https page teaches the browser the host.
 */
export function securityHeaderRules(options: PolicyOptions): HeaderRule[] {
  const csp = (kind: 'site' | 'admin' | 'upload'): Header => ({ key: 'Content-Security-Policy', value: contentSecurityPolicy(kind, options) })
  return [
    { source: '/:path*', headers: [...commonSecurityHeaders, csp('site')] },
    { source: '/:path*', has: [forwardedHttps], headers: [strictTransportSecurity] },
    { source: adminSource, headers: [csp('admin')] },
    { source: uploadedSvgSource, headers: [csp('upload')] },
  ]
}

/** Headers the proxy sets on a visitor page, decided per request: they replace the build-time ones. */
export function pageSecurityHeaders(options: PolicyOptions & { https: boolean }): Header[] {
  const headers: Header[] = [{ key: 'Content-Security-Policy', value: contentSecurityPolicy('site', options) }]
  if (options.https) headers.push(strictTransportSecurity)
  return headers
}

/** Whether a request is served over https: the proxy said so, or the public address is https. */
export function servedOverHttps(forwardedProto: string | null, siteUrl: string): boolean {
  return Boolean(forwardedProto?.includes('https')) || siteUrl.startsWith('https:')
}

const clientHintHeaders = new Set(['accept-ch', 'critical-ch', 'vary'])

/**
 * Payload's `withPayload` asks every page for the colour-scheme client hint (`Accept-CH`,
 * `Critical-CH`, `Vary`, payloadcms/payload#17906). `Critical-CH` makes the browser repeat the
 * first request of each visit; only the admin reads the hint, so the rule is moved under /admin.
 */
export function scopeClientHintsToAdmin<Rule extends { source: string; headers: Header[] }>(rules: readonly Rule[]): Rule[] {
  return rules.flatMap((rule) => {
    const hints = rule.headers.filter((header) => clientHintHeaders.has(header.key.toLowerCase()))
    if (rule.source !== '/:path*' || hints.length === 0) return [rule]
    const rest = rule.headers.filter((header) => !clientHintHeaders.has(header.key.toLowerCase()))
    const scoped = { ...rule, source: adminSource, headers: hints }
    return rest.length > 0 ? [{ ...rule, headers: rest }, scoped] : [scoped]
  })
}
