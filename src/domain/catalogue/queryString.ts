/**
 * Query-string parsing with the spec's limits (§9: depth 5, arrays of at most 20, at most
 * 1000 parameters). Filter keys are flat (`designer=a&designer=b`); the bracket forms
 * `designer[]=a` and `designer[0]=a` mean the same. What goes past a limit is dropped, as the
 * old site's parser did; only a string that cannot be decoded at all is refused.
 */

export const queryLimits = { depth: 5, arrayLimit: 20, parameterLimit: 1000, valueLength: 200 } as const

/** A query string that is not a query string: answered with 400, never 500. */
export class BadQueryError extends Error {
  readonly status = 400
  constructor(message: string) {
    super(message)
    this.name = 'BadQueryError'
  }
}

export type QueryValues = Record<string, string[]>

function decode(part: string): string {
  try {
    return decodeURIComponent(part.replace(/\+/g, ' '))
  } catch {
    throw new BadQueryError(`Malformed escape in "${part.slice(0, 40)}"`)
  }
}

/** `a[b][c]` → `['a', 'b', 'c']`; null when nested deeper than the limit. */
function keyPath(key: string): string[] | null {
  const match = /^([^[\]]*)((?:\[[^[\]]*\])*)$/.exec(key)
  if (!match) return [key]
  const parts = [match[1] ?? '', ...[...(match[2] ?? '').matchAll(/\[([^[\]]*)\]/g)].map((m) => m[1] ?? '')]
  return parts.length - 1 > queryLimits.depth ? null : parts
}

/**
 * The values of each flat key, in order. Array brackets (`[]`, `[n]`) are folded into the key;
 * other nesting is kept as `a.b`. Parameters past the 1000th, values past the 20th of a key,
 * keys nested deeper than 5 and control characters are dropped.
 */
export function parseQuery(search: string): QueryValues {
  const text = search.startsWith('?') ? search.slice(1) : search
  const values: QueryValues = {}
  if (!text) return values
  const pairs = text.split('&').filter(Boolean).slice(0, queryLimits.parameterLimit)
  for (const pair of pairs) {
    const eq = pair.indexOf('=')
    const rawKey = decode(eq < 0 ? pair : pair.slice(0, eq))
    const rawValue = decode(eq < 0 ? '' : pair.slice(eq + 1))
    const path = keyPath(rawKey)
    if (!path || !path[0]) continue
    const named = path.filter((part, index) => index === 0 || !/^\d*$/.test(part))
    const key = named.join('.')
    const value = rawValue.replace(/[\u0000-\u001f\u007f]/g, '').trim().slice(0, queryLimits.valueLength)
    const list = (values[key] ??= [])
    if (list.length < queryLimits.arrayLimit) list.push(value)
  }
  return values
}

/** Values from Next's `searchParams` object, through the same limits. */
export function queryFromRecord(record: Record<string, string | string[] | undefined>): QueryValues {
  const params = new URLSearchParams()
  let count = 0
  for (const [key, value] of Object.entries(record)) {
    for (const item of Array.isArray(value) ? value : value === undefined ? [] : [value]) {
      if (++count > queryLimits.parameterLimit) break
      params.append(key, item)
    }
  }
  return parseQuery(params.toString())
}
