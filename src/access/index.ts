import type { Access } from 'payload'

/** Editors (signed-in `users`) only. */
export const editorsOnly: Access = ({ req }) => req.user?.collection === 'users'

/** Anyone reads published documents; editors read drafts too. */
export const publishedOrEditor: Access = ({ req }) => {
  if (req.user?.collection === 'users') return true
  return { _status: { equals: 'published' } }
}

/** Public reference data (categories, designers, media...). */
export const anyone: Access = () => true
