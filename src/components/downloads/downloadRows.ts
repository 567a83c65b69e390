import type { Download } from '@/payload-types'
import type { ViewContext } from '../viewContext'
import { formatFileSize } from '@/domain/format'
import { signInToDownloadPath } from '@/domain/userPaths'

export type DownloadRow = Pick<Download, 'id' | 'title' | 'description' | 'fileType' | 'language' | 'filesize' | 'url' | 'restricted'>

/** A download ready to show (server or client): texts formatted, link to the named-download route. */
export interface DownloadDisplay {
  id: number
  title: string
  description: string | null
  fileType: string
  language: string
  format: string
  size: string
  languageLabel: string
  /** For registered visitors only: `href` is the sign-in page, never the file. */
  restricted: boolean
  /** 'Registered visitors only' for those, else null. */
  restrictedLabel: string | null
  href: string
  ariaLabel: string | undefined
}

/** The stored file name at the end of Payload's file URL. */
function fileNameOf(url: string): string | null {
  const last = url.split('?')[0]?.split('/').pop()
  return last ? decodeURIComponent(last) : null
}

/**
 * A download for the page. One for registered visitors only links to the sign-in page, which
 * brings the visitor back to their downloads page: its file's address never reaches the HTML.
 */
export function downloadDisplay(download: DownloadRow, context: ViewContext): DownloadDisplay | null {
  const restricted = download.restricted === true
  const fileName = !restricted && download.url ? fileNameOf(download.url) : null
  if (!restricted && !fileName) return null
  const { t, tag, locale } = context
  const format = download.fileType.toUpperCase()
  const size = download.filesize ? formatFileSize(download.filesize, tag) : ''
  const language = download.language ?? 'multi'
  return {
    id: download.id,
    title: download.title,
    description: download.description ?? null,
    fileType: download.fileType,
    language,
    format,
    size,
    languageLabel: language !== 'multi' ? t(`language.${language}`) : t('download.multilingual'),
    restricted,
    restrictedLabel: restricted ? t('download.restricted') : null,
    href: fileName ? `/api/download/${encodeURIComponent(fileName)}` : signInToDownloadPath(locale, download.id),
    ariaLabel: restricted ? t('download.signInNamed', { name: download.title }) : size ? t('download.file', { name: download.title, format, size }) : undefined,
  }
}
