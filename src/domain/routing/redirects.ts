/** Editor-managed redirects: matching a visitor path and refusing loops (pure). */

export interface RedirectRule {
  from: string
  to: string
  statusCode: '301' | '302' | '307' | '308'
}

export interface RedirectTarget {
  location: string
  permanent: boolean
  /** An absolute URL: the browser leaves the site (full navigation). */
  external: boolean
}

function decode(path: string): string {
  try {
    return decodeURIComponent(path)
  } catch {
    return path
  }
}

/** The form two paths are compared in: decoded, NFC, lower-case, single slashes, no trailing slash. */
export function redirectKey(path: string): string {
  const pathOnly = path.split(/[?#]/, 1)[0] ?? ''
  const normalized = decode(pathOnly).normalize('NFC').toLowerCase().replace(/\/{2,}/g, '/')
  return normalized.length > 1 ? normalized.replace(/\/$/, '') : normalized
}

export function isAbsoluteUrl(value: string): boolean {
  return /^https?:\/\//i.test(value)
}

/**
 * Keys under which a visitor path may have been entered: as it is, and for Italian paths
 * without the `/it` prefix (the old site had none for its default language).
 */
export function candidateKeys(path: string): string[] {
  const key = redirectKey(path)
  const keys = [key]
  if (key === '/it') keys.push('/')
  else if (key.startsWith('/it/')) keys.push(key.slice(3))
  return keys
}

/** The rule for a visitor path, if any; a rule that would send the visitor to the same path is ignored. */
export function matchRedirect(path: string, rules: ReadonlyMap<string, RedirectRule>): RedirectTarget | null {
  for (const key of candidateKeys(path)) {
    const rule = rules.get(key)
    if (!rule) continue
    const external = isAbsoluteUrl(rule.to)
    if (!external && candidateKeys(rule.to).some((target) => candidateKeys(path).includes(target))) return null
    return { location: rule.to, permanent: rule.statusCode === '301' || rule.statusCode === '308', external }
  }
  return null
}

export function ruleMap(rules: readonly RedirectRule[]): Map<string, RedirectRule> {
  return new Map(rules.map((rule) => [redirectKey(rule.from), rule]))
}

/**
 * Whether adding `from → to` would make a visitor go round in circles: following the
 * internal rules from `to` comes back to `from`. Returns the loop's paths, or null.
 */
export function findLoop(from: string, to: string, rules: ReadonlyMap<string, RedirectRule>): string[] | null {
  if (isAbsoluteUrl(to)) return null
  const start = redirectKey(from)
  const seen: string[] = [start]
  let current = redirectKey(to)
  for (let hop = 0; hop < 50; hop += 1) {
    if (current === start || seen.includes(current)) return [...seen, current]
    seen.push(current)
    const next = rules.get(current)
    if (!next || isAbsoluteUrl(next.to) || redirectKey(next.from) === start) return null
    current = redirectKey(next.to)
  }
  return seen
}
