import { createHash } from 'node:crypto'

/** A strong entity tag for a response body: the same text always gives the same tag. */
export function etagOf(body: string): string {
  return `"${createHash('sha1').update(body).digest('base64url')}"`
}

/**
 * Whether an `If-None-Match` header names this tag (RFC 9110 §13.1.2: weak comparison,
 * a list of tags or `*`), so that the answer can be 304 Not Modified.
 */
export function matchesEtag(ifNoneMatch: string | null, etag: string): boolean {
  if (!ifNoneMatch) return false
  const opaque = (tag: string) => tag.trim().replace(/^W\//, '')
  return ifNoneMatch.split(',').some((candidate) => candidate.trim() === '*' || opaque(candidate) === opaque(etag))
}
