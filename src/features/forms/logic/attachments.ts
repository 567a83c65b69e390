import { attachmentKinds, formLimits, type AttachmentMime } from '@/domain/forms/fieldTypes'

/**
 * An attached file as a submission keeps it: the name the visitor's browser gave (checked), its
 * size, the type its content showed, and the random name it is stored under in the private
 * directory. In the browser, before sending: the chosen file's name, size and declared type.
 */
export interface AttachmentValue {
  name: string
  size: number
  type: string
  stored?: string
}

export const isAttachmentValue = (value: unknown): value is AttachmentValue =>
  typeof value === 'object' && value !== null && !Array.isArray(value) && typeof (value as AttachmentValue).name === 'string' && typeof (value as AttachmentValue).size === 'number'

/** The extension a name ends with, lower-cased ('' without one). */
export function extensionOf(name: string): string {
  const dot = name.lastIndexOf('.')
  return dot > 0 ? name.slice(dot + 1).toLowerCase() : ''
}

/**
 * Whether a file's name may be kept and shown: no path (`../../x.js`, `C:\x`), no control
 * character (a CR/LF would break a mail or a header), not too long, and ending with one of the
 * extensions of the accepted kinds. Browsers send only the base name, so anything else is made up.
 */
export function isAcceptableFileName(name: string): boolean {
  if (name.length === 0 || name.length > formLimits.attachmentNameMaxLength || name.trim() !== name) return false
  for (let index = 0; index < name.length; index += 1) {
    const code = name.charCodeAt(index)
    if (code < 0x20 || code === 0x7f || name[index] === '/' || name[index] === '\\') return false
  }
  return kindOfExtension(extensionOf(name)) !== undefined
}

/** The accepted kind a name's extension announces. */
export function kindOfExtension(extension: string): AttachmentMime | undefined {
  return attachmentKinds.find((kind) => (kind.extensions as readonly string[]).includes(extension))?.mime
}

/**
 * The accepted kind of a file, from what its content showed (file-type's MIME type, and for an
 * Office package whether it is really a Word document), and its name: a content of one kind under
 * another kind's name is refused too. Old Word files are OLE compound files (`application/x-cfb`),
 * accepted only under a `.doc` name.
 */
export function acceptedKind(detectedMime: string | undefined, name: string, isWordPackage: boolean): AttachmentMime | undefined {
  const announced = kindOfExtension(extensionOf(name))
  if (!announced || !detectedMime) return undefined
  if (announced === 'application/msword') return detectedMime === 'application/x-cfb' || detectedMime === 'application/msword' ? announced : undefined
  if (announced === 'application/vnd.openxmlformats-officedocument.wordprocessingml.document') return detectedMime === announced && isWordPackage ? announced : undefined
  return detectedMime === announced ? announced : undefined
}

/**
 * The form's size limits as the page shows them, written by the server in the page's language
 * (a browser's first number format costs tens of milliseconds of hydration).
 */
export interface SizeLimitTexts {
  /** One attachment's largest size (`formLimits.attachmentMaxBytes`). */
  attachment: string
  /** All the attachments of one submission together (`formLimits.submissionMaxAttachmentBytes`). */
  total: string
}

/** A size as people read it: '850 kB', '1.2 MB'. */
export function formatFileSize(bytes: number, locale: string): string {
  const megabytes = bytes / (1024 * 1024)
  if (megabytes >= 1) return `${new Intl.NumberFormat(locale, { maximumFractionDigits: 1 }).format(megabytes)} MB`
  return `${new Intl.NumberFormat(locale, { maximumFractionDigits: 0 }).format(Math.max(1, Math.round(bytes / 1024)))} kB`
}
