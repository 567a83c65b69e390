import type { Access, Where } from 'payload'

/**
 * Editors read every download; anyone else only published downloads open to everybody. A
 * download 'for registered visitors only' is absent from the REST and GraphQL answers (and so
 * from their `url`) and its stored file answers 403 at Payload's static URL: Payload checks
 * this same rule before it serves a file. Signed-in visitors take it through
 * `/api/user/downloads/{id}` (docs/decisions/031).
 */
const openToAll: Where = { or: [{ restricted: { equals: false } }, { restricted: { exists: false } }] }
const published: Where = { _status: { equals: 'published' } }

export const readDownloads: Access = ({ req }) => {
  if (req.user?.collection === 'users') return true
  return { and: [published, openToAll] }
}
