import type { CollectionBeforeChangeHook } from 'payload'
import type { Download } from '@/payload-types'

/**
 * Stamps the moment the stored file last changed (a new upload, or the first save), so that a
 * visitor who took an older file sees 'newer version' (docs/decisions/031). Edits of the title or
 * the description keep it. A download stored before the stamp existed gets its creation time,
 * the version its visitors' history already compares with.
 */
export const stampFile: CollectionBeforeChangeHook<Download> = ({ data, operation, req, originalDoc }) => {
  const fileChanged = Boolean(req.file) || (typeof data.filename === 'string' && data.filename !== originalDoc?.filename)
  if (operation === 'create' || fileChanged) return { ...data, fileUpdatedAt: new Date().toISOString() }
  if (!data.fileUpdatedAt && !originalDoc?.fileUpdatedAt) return { ...data, fileUpdatedAt: originalDoc?.createdAt ?? new Date().toISOString() }
  return data
}
