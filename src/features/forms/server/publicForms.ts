import 'server-only'
import type { Locale } from '@/i18n/locales'
import { cached } from '@/data/cached'
import { payloadClient } from '@/data/payload'
import { cacheTags } from '@/lib/cacheTags'
import { toPublicForm, type PublicForm } from '../logic/publicForm'

/** A form as visitors see it in one language (no recipients), or null when it is gone. */
export const getPublicForm = cached('public-form', [cacheTags.collection('forms')], async (id: number, locale: Locale): Promise<PublicForm | null> => {
  const payload = await payloadClient()
  const form = await payload.findByID({ collection: 'forms', id, locale, depth: 0, disableErrors: true, overrideAccess: true })
  return form ? toPublicForm(form) : null
})
