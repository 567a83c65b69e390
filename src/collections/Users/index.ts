import type { CollectionConfig } from 'payload'
import { editorsOnly } from '@/access'
import { siteUrl } from '@/env'
import { adminsOnly, adminsOrSelf, roleChangedByAdminsOnly } from './access'
import { signInOneAtATime } from './endpoints/signInOneAtATime'
import { firstAccountIsAdmin, refuseDemoPassword } from './hooks/accountRules'
import { lockedAnswersLikeWrongPassword, sameAnswerForEverySignInFailure } from './hooks/sameAnswerForEverySignInFailure'

/** Wrong passwords in a row before an account is locked, and for how long. */
export const MAX_SIGN_IN_ATTEMPTS = 5
export const SIGN_IN_LOCK_MS = 10 * 60 * 1000

/** Editors of the CMS; visitors' accounts are a separate collection. docs/decisions/016-editor-auth.md */
export const Users: CollectionConfig = {
  slug: 'users',
  admin: { useAsTitle: 'email', group: 'Admin' },
  auth: {
    maxLoginAttempts: MAX_SIGN_IN_ATTEMPTS,
    lockTime: SIGN_IN_LOCK_MS,
    // Sessions live in the database: signing out ends the session, a copied token stops working.
    useSessions: true,
    cookies: {
      // Browsers drop a Secure cookie over plain http, so it follows the public address.
      secure: siteUrl().startsWith('https://'),
      sameSite: 'Lax',
    },
  },
  // Comes before Payload's own /login, which it replaces.
  endpoints: [signInOneAtATime],
  access: { read: editorsOnly, create: adminsOnly, update: adminsOrSelf, delete: adminsOnly, unlock: adminsOnly },
  hooks: {
    // A per-address limit on sign-in (the shared rate limiter) belongs first in this list, before
    // the hashing work below is spent.
    beforeOperation: [sameAnswerForEverySignInFailure],
    beforeValidate: [refuseDemoPassword],
    beforeChange: [firstAccountIsAdmin],
    afterError: [lockedAnswersLikeWrongPassword],
  },
  fields: [
    { name: 'name', type: 'text' },
    {
      name: 'role',
      type: 'select',
      required: true,
      defaultValue: 'editor',
      access: { create: roleChangedByAdminsOnly, update: roleChangedByAdminsOnly },
      options: [
        { value: 'admin', label: 'Administrator' },
        { value: 'editor', label: 'Editor' },
      ],
    },
  ],
}
