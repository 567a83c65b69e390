import { ValidationError, type CollectionBeforeChangeHook, type CollectionBeforeValidateHook } from 'payload'
import { adminTranslator } from '../adminText'
import { DEMO_EDITOR, isDemoDatabase } from '../demoEditor'

/** The README's demo password is public: outside the demo database nobody may choose it. */
export const refuseDemoPassword: CollectionBeforeValidateHook = async ({ data, req }) => {
  if (data?.password !== DEMO_EDITOR.password || (await isDemoDatabase(req.payload))) return data
  throw new ValidationError({
    collection: 'users',
    errors: [{ path: 'password', message: adminTranslator(req.i18n.language)('admin.demoPassword.refused') }],
  })
}

/** The first account (Payload's "create first user" screen) administers the others. */
export const firstAccountIsAdmin: CollectionBeforeChangeHook = async ({ data, operation, req }) => {
  if (operation !== 'create') return data
  const { totalDocs } = await req.payload.count({ collection: 'users', req, overrideAccess: true })
  return totalDocs === 0 ? { ...data, role: 'admin' } : data
}
