import { parse } from 'qs'

/**
 * Query-string parsing with `qs` and the spec's limits (§9: depth 5, arrays of at most 20, at
 * most 1000 parameters). Filter keys are flat (`designer=a&designer=b`); the bracket forms
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

/**
 * The values of each flat key. The object has no prototype, so a key such as `constructor`
 * or `toString` is a key like any other and never reaches `Object.prototype`.
 */
export type QueryValues = Record<string, string[]>

/** qs's own decoder keeps a malformed escape as it is; here it is refused (400). */
function decode(part: string): string {
  try {
    return decodeURIComponent(part.replace(/\+/g, ' '))
  } catch {
    throw new BadQueryError(`Malformed escape in "${part.slice(0, 40)}"`)
  }
}

function cleanValue(raw: string): string {
  // eslint-disable-next-line no-control-regex -- stripping control characters is the point
  return raw.replace(/[\u0000-\u001f\u007f]/g, '').trim().slice(0, queryLimits.valueLength)
}

/**
 * Walks qs's nested result into flat keys: array indices are folded into the key, other
 * nesting is kept as `a.b`. qs leaves what lies past the depth limit as one bracketed
 * segment (`[g]`): such keys are dropped.
 */
function collect(values: QueryValues, name: readonly string[], node: unknown): void {
  if (typeof node === 'string') {
    const key = name.join('.')
    const list = Object.hasOwn(values, key) ? values[key] : (values[key] = [])
    if (list && list.length < queryLimits.arrayLimit) list.push(cleanValue(node))
    return
  }
  if (Array.isArray(node)) {
    for (const item of node) collect(values, name, item)
    return
  }
  if (typeof node !== 'object' || node === null) return
  for (const [segment, child] of Object.entries(node)) {
    if (segment.startsWith('[')) continue
    collect(values, /^\d+$/.test(segment) ? name : [...name, segment], child)
  }
}

/**
 * The values of each flat key, in order. Parameters past the 1000th, values past the 20th of
 * a key, keys nested deeper than 5, keys named like `Object.prototype`'s members and control
 * characters are dropped.
 */
export function parseQuery(search: string): QueryValues {
  const parsed = parse(search, {
    ignoreQueryPrefix: true,
    depth: queryLimits.depth,
    arrayLimit: queryLimits.arrayLimit,
    parameterLimit: queryLimits.parameterLimit,
    allowPrototypes: false,
    duplicates: 'combine',
    decoder: decode,
  })
  const values = Object.create(null) as QueryValues
  for (const [key, node] of Object.entries(parsed)) {
    if (key !== '' && !key.startsWith('[')) collect(values, [key], node)
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
