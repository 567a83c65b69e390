/**
 * Which clicks on a link start a navigation inside this site. The browser's own behaviour is
 * kept for everything else: new tabs, downloads, other sites, jumps within the page.
 */

export interface LinkClick {
  button: number
  metaKey: boolean
  ctrlKey: boolean
  shiftKey: boolean
  altKey: boolean
  defaultPrevented: boolean
  /** The anchor's `target` attribute ('' when absent). */
  target: string
  download: boolean
  /** The anchor's resolved `href` (absolute, as `HTMLAnchorElement.href` gives it). */
  href: string
}

export interface SiteNavigation {
  /** Path, query and hash of the destination, e.g. `/en/search?q=sofa`. */
  to: string
  /** The destination is the page already shown (same path and query). */
  samePage: boolean
}

function parseUrl(href: string): URL | null {
  try {
    return new URL(href)
  } catch {
    return null
  }
}

// The CMS, its API, Next's own files and files with an extension (PDFs, sitemaps) are not pages.
const nonPagePath = /^\/(?:api|admin|_next)(?:\/|$)|\.[a-z0-9]{2,5}$/i

/** The site navigation a click starts, or null when the browser or another handler owns it. */
export function siteNavigationFromClick(click: LinkClick, currentHref: string): SiteNavigation | null {
  if (click.defaultPrevented || click.button !== 0) return null
  if (click.metaKey || click.ctrlKey || click.shiftKey || click.altKey) return null
  if (click.download) return null
  const target = click.target.trim().toLowerCase()
  if (target !== '' && target !== '_self') return null
  const destination = parseUrl(click.href)
  const current = parseUrl(currentHref)
  if (!destination || !current) return null
  if (destination.protocol !== 'http:' && destination.protocol !== 'https:') return null
  if (destination.origin !== current.origin) return null
  if (nonPagePath.test(destination.pathname)) return null
  const samePage = destination.pathname === current.pathname && destination.search === current.search
  // A jump to an anchor on the page shown is not a navigation.
  if (samePage && destination.hash !== '') return null
  return { to: `${destination.pathname}${destination.search}${destination.hash}`, samePage }
}

/** Path and query of a location, the key that tells one page from another. */
export function pageKey(location: { pathname: string; search: string }): string {
  return `${location.pathname}${location.search}`
}
