import path from 'node:path'
import type { CollectionConfig } from 'payload'
import { anyone, editorsOnly } from '@/access'
import { env } from '@/env'
import { revalidateHooks } from '../hooks/revalidate'
import { storeTinyPreview } from './hooks/storeTinyPreview'

/**
 * Images. The original is stored as uploaded; visitors get AVIF/WebP at quality 90 in the
 * size their screen needs from the image optimizer, so only the admin thumbnail is made here.
 */
export const Media: CollectionConfig = {
  slug: 'media',
  admin: { group: 'Content', useAsTitle: 'alt' },
  access: { read: anyone, create: editorsOnly, update: editorsOnly, delete: editorsOnly },
  hooks: { ...revalidateHooks, beforeChange: [storeTinyPreview] },
  upload: {
    staticDir: path.resolve(env().MEDIA_DIR),
    mimeTypes: ['image/*'],
    focalPoint: true,
    imageSizes: [{ name: 'thumbnail', width: 400, formatOptions: { format: 'webp', options: { quality: 85 } } }],
    adminThumbnail: 'thumbnail',
  },
  fields: [
    { name: 'alt', type: 'text', localized: true, required: true },
    { name: 'credit', type: 'text' },
    {
      name: 'blurDataUrl',
      type: 'text',
      admin: { readOnly: true, description: 'Tiny preview (4×3 px), made on upload: pages show its colour while the picture loads.' },
    },
  ],
}
