/**
 * The 'bar' layout (spec §2): a slim top bar instead of the full menu and footer, for the
 * hosts an editor lists in site settings. Pages are cached HTML shared by every host, so
 * the choice is made in the browser, before first paint, by a tiny inline script.
 */

/**
 * The hostname of an editor's entry, as `location.hostname` reports it: lower case,
 * punycode, no scheme, port, path or trailing dot. Null for an entry that is no host.
 */
export function normalizeHost(entry: string): string | null {
  const trimmed = entry.trim()
  if (!trimmed) return null
  const withScheme = /^[a-z][a-z0-9+.-]*:\/\//i.test(trimmed) ? trimmed : `http://${trimmed}`
  try {
    const hostname = new URL(withScheme).hostname.replace(/\.$/, '')
    return hostname || null
  } catch {
    return null
  }
}

/** The distinct hostnames of the settings' list, invalid entries dropped. */
export function normalizeBarLayoutHosts(entries: readonly (string | null | undefined)[] | null | undefined): string[] {
  const hosts = new Set<string>()
  for (const entry of entries ?? []) {
    const host = typeof entry === 'string' ? normalizeHost(entry) : null
    if (host) hosts.add(host)
  }
  return [...hosts]
}

/** Whether a page served to `hostname` uses the bar layout (`hosts` already normalized). */
export function isBarLayoutHost(hostname: string, hosts: readonly string[]): boolean {
  return hosts.includes(hostname.toLowerCase().replace(/\.$/, ''))
}

/** JSON that is safe inside an inline <script>: no `</script>`, no `<!--`, no line separators. */
export function scriptSafeJson(value: unknown): string {
  return JSON.stringify(value).replace(/[<>&\u2028\u2029]/g, (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`)
}

/**
 * The inline script: the same test as `isBarLayoutHost`, in plain ES5 because it runs
 * before any bundle. It never throws: a failure leaves the default layout.
 */
export function barLayoutScript(hosts: readonly string[]): string {
  return (
    `try{var h=${scriptSafeJson(hosts)},n=location.hostname.toLowerCase().replace(/\\.$/,"");` +
    `if(h.indexOf(n)>-1)document.documentElement.dataset.layout="bar"}catch(e){}`
  )
}
