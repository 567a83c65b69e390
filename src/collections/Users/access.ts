import type { Access, FieldAccess, PayloadRequest } from 'payload'

const isAdmin = (user: PayloadRequest['user']): boolean => user?.collection === 'users' && user.role === 'admin'

/** Administrators only: unlocking, creating and removing editor accounts. */
export const adminsOnly: Access = ({ req }) => isAdmin(req.user)

/** An editor edits their own account; an administrator edits any. */
export const adminsOrSelf: Access = ({ req }) => {
  if (isAdmin(req.user)) return true
  if (req.user?.collection !== 'users') return false
  return { id: { equals: req.user.id } }
}

/** Only an administrator changes a role, so an editor cannot make themselves one. */
export const roleChangedByAdminsOnly: FieldAccess = ({ req }) => isAdmin(req.user)
