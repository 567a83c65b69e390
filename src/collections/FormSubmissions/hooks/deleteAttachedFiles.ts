import type { CollectionAfterDeleteHook } from 'payload'
import { removeStoredAttachments, storedNamesIn } from '@/lib/forms/attachmentStore'

/** A deleted submission (by an editor, or the retention sweep) takes its attached files with it. */
export const deleteAttachedFiles: CollectionAfterDeleteHook = async ({ doc }) => {
  const deleted: unknown = doc
  const values: unknown = typeof deleted === 'object' && deleted !== null && 'values' in deleted ? deleted.values : undefined
  await removeStoredAttachments(storedNamesIn(values))
}
