// next.config.ts loads this file, and the config loader does not know the @/ alias: a relative path on purpose.
// eslint-disable-next-line no-restricted-imports -- the config loader resolves relative paths only
import { videoFrameOrigins } from '../../domain/video/videoEmbed'

/** Which policy a response carries: visitor pages (and the API), Payload's admin, or an uploaded SVG opened by itself. */
export type PolicyKind = 'site' | 'admin' | 'upload'

export interface PolicyOptions {
  /**
   * Origins a map style set in the site settings loads from (style JSON, tiles, glyphs,
   * sprites): `MAP_TILE_ORIGINS`. Empty with the bundled offline basemap.
   */
  mapOrigins: readonly string[]
  /** `next dev`: React's development build evaluates code for its stack traces. */
  development: boolean
}

type Directives = Record<string, readonly string[]>

/**
 * Every site response. Scripts: Next.js writes the page's data as inline scripts
 * (`self.__next_f.push`) and the bar layout runs one of its own; only a per-request nonce could
 * replace 'unsafe-inline', and a nonce makes every page dynamic (no cached HTML): see
 * docs/decisions/013-security-headers.md. Styles: React `style` attributes and next/image.
 * Workers and images: MapLibre makes its worker and some images from blob: and data: URLs.
 * Frames: the two video players the Video block embeds; media: a Video block may point at any
 * https file. `frame-ancestors 'self'`: the admin's live preview frames the site.
 */
function siteDirectives({ mapOrigins, development }: PolicyOptions): Directives {
  return {
    'default-src': ["'self'"],
    'script-src': ["'self'", "'unsafe-inline'", ...(development ? ["'unsafe-eval'"] : [])],
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'blob:', ...mapOrigins],
    'font-src': ["'self'", 'data:'],
    'connect-src': ["'self'", ...mapOrigins],
    'media-src': ["'self'", 'https:'],
    'worker-src': ["'self'", 'blob:'],
    'frame-src': ["'self'", ...videoFrameOrigins],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'self'"],
  }
}

/**
 * Payload's admin: the same frame as the site, without the third-party players and map
 * origins (it shows neither); it frames the site itself for live preview ('self').
 */
function adminDirectives(options: PolicyOptions): Directives {
  return {
    ...siteDirectives({ ...options, mapOrigins: [] }),
    'frame-src': ["'self'"],
    'media-src': ["'self'", 'blob:'],
  }
}

/**
 * An uploaded SVG opened as a document (its own address): no script, no plug-in, no frame,
 * in a sandbox (a unique origin without the site's cookies). As an `<img>` it is unaffected.
 */
const uploadDirectives: Directives = {
  'default-src': ["'none'"],
  'img-src': ['data:'],
  'style-src': ["'unsafe-inline'"],
  'script-src': ["'none'"],
  'object-src': ["'none'"],
  'frame-ancestors': ["'self'"],
  sandbox: [],
}

function serialize(directives: Directives): string {
  return Object.entries(directives)
    .map(([name, values]) => [name, ...values].join(' '))
    .join('; ')
}

/** The Content-Security-Policy header value of one kind of response. */
export function contentSecurityPolicy(kind: PolicyKind, options: PolicyOptions): string {
  if (kind === 'upload') return serialize(uploadDirectives)
  return serialize(kind === 'admin' ? adminDirectives(options) : siteDirectives(options))
}

/**
 * `MAP_TILE_ORIGINS` as origins: space- or comma-separated https addresses, reduced to their
 * origin (a path would not widen the policy, and a trailing slash is dropped). Throws on
 * anything but an https origin, so a typo stops the app at start-up (src/env.ts).
 */
export function parseMapOrigins(value: string): string[] {
  return value
    .split(/[\s,]+/)
    .filter(Boolean)
    .map((entry) => {
      const origin = httpsOrigin(entry)
      if (!origin) throw new Error(`not an https origin: ${entry}`)
      return origin
    })
}

function httpsOrigin(entry: string): string | null {
  try {
    const url = new URL(entry)
    return url.protocol === 'https:' ? url.origin : null
  } catch {
    return null
  }
}
