import type { Download } from '@/payload-types'
import type { ViewContext } from '../viewContext'
import { formatFileSize } from '@/domain/format'

export type DownloadRow = Pick<Download, 'id' | 'title' | 'description' | 'fileType' | 'language' | 'filesize' | 'url'>

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
  href: string
  ariaLabel: string | undefined
}

/** The stored file name at the end of Payload's file URL. */
function fileNameOf(url: string): string | null {
  const last = url.split('?')[0]?.split('/').pop()
  return last ? decodeURIComponent(last) : null
}

export function downloadDisplay(download: DownloadRow, context: ViewContext): DownloadDisplay | null {
  const fileName = download.url ? fileNameOf(download.url) : null
  if (!fileName) return null
  const { t, tag } = context
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
    href: `/api/download/${encodeURIComponent(fileName)}`,
    ariaLabel: size ? t('download.file', { name: download.title, format, size }) : undefined,
  }
}
