import { isAttachmentValue, type AttachmentValue } from './attachments'

/** The editors' download address of one attached file (GET /api/forms/attachment, editors only). */
export function attachmentDownloadPath(submissionId: number | string, field: string): string {
  return `/api/forms/attachment?${new URLSearchParams({ submission: String(submissionId), field }).toString()}`
}

/** The attached files of a submission's values, by field name, in the order of the values. */
export function attachmentsOf(values: unknown): { field: string; file: AttachmentValue }[] {
  if (typeof values !== 'object' || values === null || Array.isArray(values)) return []
  return Object.entries(values).flatMap(([field, value]: [string, unknown]) => (isAttachmentValue(value) && typeof value.stored === 'string' ? [{ field, file: value }] : []))
}
