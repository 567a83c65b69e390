import fs from 'node:fs/promises'
import type { CollectionBeforeChangeHook } from 'payload'
import { tinyPreview } from '@/lib/images/placeholder'

/** Raster formats sharp reads; SVG icons are inlined and need no placeholder. */
const previewable = /^image\/(jpeg|png|webp|avif|gif|tiff)$/

/**
 * Every picture saved with a new file gets its tiny preview (pages show its colour while the
 * picture loads): uploads in the admin as well as the seed. Saves without a file keep theirs.
 */
export const storeTinyPreview: CollectionBeforeChangeHook = async ({ data, req }) => {
  const file = req.file
  if (!file || !previewable.test(file.mimetype)) return data
  const bytes = file.data.length > 0 ? file.data : file.tempFilePath ? await fs.readFile(file.tempFilePath) : null
  if (!bytes) return data
  try {
    return { ...data, blurDataUrl: await tinyPreview(bytes) }
  } catch (error) {
    // A picture sharp cannot read still saves; it loads without a placeholder colour.
    req.payload.logger.warn({ err: error, file: file.name }, 'no placeholder for this picture')
    return data
  }
}
