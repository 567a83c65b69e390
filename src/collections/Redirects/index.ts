import type { CollectionBeforeValidateHook, CollectionConfig } from 'payload'
import { ValidationError } from 'payload'
import { editorsOnly } from '@/access'
import { findLoop, ruleMap } from '@/domain/routing/redirects'
import type { Redirect } from '@/payload-types'
import { revalidateHooks } from '../hooks/revalidate'

/** Refuses a rule that would send visitors round in circles. */
const refuseLoops: CollectionBeforeValidateHook<Redirect> = async ({ data, originalDoc, req }) => {
  const from = typeof data?.from === 'string' ? data.from : originalDoc?.from
  const to = typeof data?.to === 'string' ? data.to : originalDoc?.to
  if (typeof from !== 'string' || typeof to !== 'string') return data
  const { docs } = await req.payload.find({ collection: 'redirects', depth: 0, pagination: false, limit: 10_000, req })
  const others = docs.filter((rule) => rule.id !== originalDoc?.id)
  const loop = findLoop(from, to, ruleMap(others))
  if (loop) {
    throw new ValidationError({ collection: 'redirects', errors: [{ path: 'to', message: `This redirect would create a loop: ${loop.join(' → ')}` }] })
  }
  return data
}

/** Editor-managed redirects, resolved before a page is rendered; renamed slugs add theirs. */
export const Redirects: CollectionConfig = {
  slug: 'redirects',
  admin: { group: 'Admin', useAsTitle: 'from', defaultColumns: ['from', 'to', 'statusCode'] },
  access: { read: () => true, create: editorsOnly, update: editorsOnly, delete: editorsOnly },
  hooks: { ...revalidateHooks, beforeValidate: [refuseLoops] },
  fields: [
    {
      name: 'from',
      type: 'text',
      required: true,
      unique: true,
      index: true,
      admin: { description: 'A path on this site, e.g. /en/old-page (Italian paths may omit /it)' },
      validate: (value: string | null | undefined) => (typeof value === 'string' && /^\/(?!\/)/.test(value)) || 'Start the path with a single /',
    },
    {
      name: 'to',
      type: 'text',
      required: true,
      admin: { description: 'A path on this site (/en/...) or an absolute URL (https://...), which leaves the site' },
      validate: (value: string | null | undefined) =>
        (typeof value === 'string' && /^(\/(?!\/)|https?:\/\/[^/\s]+)/i.test(value)) || 'Use a path starting with a single / or an https:// URL',
    },
    { name: 'statusCode', type: 'select', required: true, defaultValue: '301', options: ['301', '302', '307', '308'].map((value) => ({ value, label: value })) },
  ],
}
