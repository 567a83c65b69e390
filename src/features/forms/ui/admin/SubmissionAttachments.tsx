import type { UIFieldServerProps } from 'payload'
import { attachmentDownloadPath, attachmentsOf } from '../../logic/attachmentLinks'
import { formatFileSize } from '../../logic/attachments'

/**
 * The admin's list of a submission's attached files: each a link that downloads it through the
 * editors-only endpoint (saved as an attachment under its checked name), never a public URL.
 */
export function SubmissionAttachments({ data, id }: UIFieldServerProps) {
  const values: unknown = typeof data === 'object' && 'values' in data ? data.values : undefined
  const files = attachmentsOf(values)
  if (id === undefined || files.length === 0) return null
  return (
    <div className="field-type">
      <p className="field-label">Attachments</p>
      <ul>
        {files.map(({ field, file }) => (
          <li key={field}>
            <a href={attachmentDownloadPath(id, field)} download={file.name}>
              {file.name}
            </a>{' '}
            ({field}, {formatFileSize(file.size, 'en')})
          </li>
        ))}
      </ul>
    </div>
  )
}
