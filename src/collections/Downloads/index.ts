import path from 'node:path'
import type { CollectionConfig } from 'payload'
import { editorsOnly } from '@/access'
import { env } from '@/env'
import { locales } from '@/i18n/locales'
import { revalidateHooks } from '../hooks/revalidate'
import { draftAutosaveMs } from '@/lib/preview/autosave'
import { readDownloads } from './access/readDownloads'
import { stampFile } from './hooks/stampFile'

export const downloadFileTypes = ['pdf', 'dwg', 'dxf', '3ds', 'obj', 'zip', 'image'] as const

/** Files visitors can download: catalogues, price lists, CAD, spec sheets, care guides. */
export const Downloads: CollectionConfig = {
  slug: 'downloads',
  admin: { group: 'Downloads', useAsTitle: 'title', defaultColumns: ['title', 'category', 'fileType', 'language', '_status'] },
  access: { read: readDownloads, create: editorsOnly, update: editorsOnly, delete: editorsOnly },
  versions: { drafts: { autosave: { interval: draftAutosaveMs } }, maxPerDoc: 10 },
  hooks: { ...revalidateHooks, beforeChange: [stampFile] },
  upload: {
    staticDir: path.resolve(env().MEDIA_DIR, 'downloads'),
    mimeTypes: ['application/pdf', 'application/zip', 'application/octet-stream', 'image/*', 'model/*'],
  },
  fields: [
    { name: 'title', type: 'text', localized: true, required: true },
    { name: 'description', type: 'textarea', localized: true },
    { name: 'category', type: 'relationship', relationTo: 'download-categories', required: true, index: true },
    { name: 'fileType', type: 'select', required: true, options: downloadFileTypes.map((value) => ({ value, label: value.toUpperCase() })) },
    {
      name: 'language',
      type: 'select',
      options: [{ value: 'multi', label: 'Multilingual' }, ...locales.map((value) => ({ value, label: value.toUpperCase() }))],
      defaultValue: 'multi',
      admin: { description: 'Language of the document itself' },
    },
    { name: 'products', type: 'relationship', relationTo: 'products', hasMany: true },
    { name: 'publishedAt', type: 'date', admin: { position: 'sidebar' } },
    {
      name: 'restricted',
      type: 'checkbox',
      defaultValue: false,
      index: true,
      label: 'Registered visitors only',
      admin: { position: 'sidebar', description: 'Listed to everybody; only signed-in visitors can download the file (e.g. high-resolution images, 3D/CAD).' },
    },
    {
      name: 'fileUpdatedAt',
      type: 'date',
      admin: { position: 'sidebar', readOnly: true, description: 'When the file itself last changed: visitors who took an older one see "newer version".' },
    },
  ],
}
