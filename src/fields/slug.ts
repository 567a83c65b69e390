import type { CollectionSlug, TextField, Validate } from 'payload'
import { isValidSlug, slugify } from '@/domain/slugify'
import { mixerRouteSegment, mixerSegments } from '@/i18n/mixerPath'

/** First path segments that are routes of their own: a page cannot take them. */
const reservedPageSlugs = new Set(['search', 'moodboard', 'user', 'pages', 'index', 'api', 'admin', 'builds', 'sitemaps', mixerRouteSegment, ...Object.values(mixerSegments)])

/** Rejects a malformed slug, or one another document already uses in the same language. */
const validateSlug: Validate<string | null | undefined, unknown, unknown, TextField> = async (
  value,
  { req, id, collectionSlug },
) => {
  if (!value) return req.t('validation:required')
  if (!isValidSlug(value)) return 'Slug: use lower-case letters, digits and single hyphens only.'
  if (!collectionSlug) return true
  if (collectionSlug === 'pages' && reservedPageSlugs.has(value)) return `Slug "${value}" is reserved for a route of the site.`
  const taken = await req.payload.find({
    collection: collectionSlug as CollectionSlug,
    where: { and: [{ slug: { equals: value } }, ...(id ? [{ id: { not_equals: id } }] : [])] },
    locale: req.locale ?? undefined,
    fallbackLocale: false,
    draft: true,
    limit: 1,
    depth: 0,
    pagination: false,
    req,
  })
  return taken.docs.length === 0 ? true : `Slug "${value}" is already used in this language.`
}

/** A localized slug, unique per language, filled from `from` when left empty. */
export function slugField(from = 'name'): TextField {
  return {
    name: 'slug',
    type: 'text',
    localized: true,
    required: true,
    index: true,
    validate: validateSlug,
    admin: { position: 'sidebar', description: 'Address segment in this language; filled from the title when empty.' },
    hooks: {
      beforeValidate: [
        ({ value, data }: { value?: unknown; data?: Record<string, unknown> }) => {
          if (typeof value === 'string' && value.trim() !== '') return slugify(value)
          const source: unknown = data?.[from]
          return typeof source === 'string' ? slugify(source) : value
        },
      ],
    },
  }
}
