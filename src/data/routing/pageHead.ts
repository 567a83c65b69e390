import 'server-only'
import type { Crumb } from '@/domain/routing/resolved'
import { folderUrl } from '@/domain/urls'
import { folders, type FolderName } from '@/i18n/folders'
import type { Locale } from '@/i18n/locales'
import type { Translate } from '@/i18n/translator'
import { getHiddenSet, hiddenKey } from '../hidden'
import { payloadClient } from '../payload'

export function textOf(value: unknown): string | null {
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : null
}

export interface Meta {
  meta?: { title?: string | null; description?: string | null; noIndex?: boolean | null } | null
}

export interface Head {
  title: string
  description: string | null
  noIndex: boolean
}

/** The editor's head fields first; else the page's own text (a landing's intro, a product's tagline). */
export function head(doc: Meta, title: string, description: unknown): Head {
  return {
    title: textOf(doc.meta?.title) ?? title,
    description: textOf(doc.meta?.description) ?? textOf(description),
    noIndex: Boolean(doc.meta?.noIndex),
  }
}

/** The crumb of a folder's index: its landing page's title (unless hidden), else the section's label. */
export async function sectionCrumb(locale: Locale, folder: FolderName, t: Translate): Promise<Crumb> {
  const payload = await payloadClient()
  // The title only: a landing read at depth 2 would bring its whole layout along.
  const { docs } = await payload.find({
    collection: 'pages',
    where: { slug: { equals: folders[folder][locale] } },
    locale,
    depth: 0,
    limit: 1,
    pagination: false,
    overrideAccess: false,
    select: { title: true },
  })
  const landing = docs[0]
  const hidden = landing ? (await getHiddenSet(locale)).has(hiddenKey('pages', landing.id)) : true
  return { name: (!hidden && landing?.title) || t(`section.${folder}`), path: folderUrl(locale, folder) }
}
