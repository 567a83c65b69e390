import path from 'node:path'
import type { CollectionConfig } from 'payload'
import { anyone, editorsOnly } from '@/access'
import { env } from '@/env'
import { revalidateHooks } from '../hooks/revalidate'

/** Images. Stored once as WebP sizes; delivered as AVIF/WebP at quality 90 by the image optimizer. */
export const Media: CollectionConfig = {
  slug: 'media',
  admin: { group: 'Content', useAsTitle: 'alt' },
  access: { read: anyone, create: editorsOnly, update: editorsOnly, delete: editorsOnly },
  hooks: revalidateHooks,
  upload: {
    staticDir: path.resolve(env().MEDIA_DIR),
    mimeTypes: ['image/*'],
    focalPoint: true,
    formatOptions: { format: 'webp', options: { quality: 90 } },
    imageSizes: [
      { name: 'thumbnail', width: 400, formatOptions: { format: 'webp', options: { quality: 90 } } },
      { name: 'card', width: 900, formatOptions: { format: 'webp', options: { quality: 90 } } },
    ],
    adminThumbnail: 'thumbnail',
  },
  fields: [
    { name: 'alt', type: 'text', localized: true, required: true },
    { name: 'credit', type: 'text' },
    {
      name: 'blurDataUrl',
      type: 'text',
      admin: { readOnly: true, description: 'Tiny blurred preview, made on upload.' },
    },
  ],
}
