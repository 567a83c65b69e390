/** A site path compared by what it shows: decoded, NFC, without query, anchor or trailing slash. */
function comparablePath(path: string): string {
  const bare = path.split(/[?#]/)[0] ?? ''
  let decoded = bare
  try {
    decoded = decodeURI(bare)
  } catch {
    // A malformed escape stays as it is; it simply matches nothing else.
  }
  const normalized = decoded.normalize('NFC')
  return normalized.length > 1 ? normalized.replace(/\/+$/, '') : normalized
}

/** Whether a link leads to the page being shown (for `aria-current="page"`). External links never do. */
export function isCurrentPath(pathname: string | null | undefined, href: string): boolean {
  if (!pathname || !href.startsWith('/') || href.startsWith('//')) return false
  return comparablePath(pathname) === comparablePath(href)
}
