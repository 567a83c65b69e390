/**
 * Caps on what one REST request may ask Payload to do (docs/decisions/015-api-hardening.md):
 * every level of `depth` multiplies the answer 5–7 times, and `limit=0` or
 * `pagination=false` mean "every document".
 */

/** Relationship levels populated in one answer; the site's own readers never go deeper. */
export const maxApiDepth = 2
/** Documents in one page of a list; the admin's largest page size. */
export const maxApiLimit = 100

function wholeNumber(value: string): number | null {
  return /^[0-9]{1,9}$/.test(value) ? Number(value) : null
}

/**
 * The query string Payload gets: `depth` at most 2, `limit` between 1 and 100 (0, which means
 * "all", becomes 100), no `pagination=false`, and `draft` only with an editor session.
 */
export function capApiQuery(query: URLSearchParams, editor: boolean): URLSearchParams {
  const capped = new URLSearchParams(query)
  // `depth[]=9` or `limit[a]=0` would reach Payload as arrays or objects: the capped keys are plain or absent.
  for (const key of [...capped.keys()]) if (/^(depth|limit|pagination|draft)\[/.test(key)) capped.delete(key)
  const depth = capped.get('depth')
  if (depth !== null) {
    const value = wholeNumber(depth)
    if (value === null) capped.delete('depth')
    else capped.set('depth', String(Math.min(value, maxApiDepth)))
  }
  const limit = capped.get('limit')
  if (limit !== null) {
    const value = wholeNumber(limit)
    capped.set('limit', String(value === null || value === 0 ? maxApiLimit : Math.min(value, maxApiLimit)))
  }
  capped.delete('pagination')
  if (!editor) capped.delete('draft')
  return capped
}
