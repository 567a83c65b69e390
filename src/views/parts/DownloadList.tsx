import { mediaPath } from '@/domain/mediaPath'
import type { Download } from '@/payload-types'
import type { ViewContext } from '../context'
import { formatFileSize } from '../format'

export type DownloadRow = Pick<Download, 'id' | 'title' | 'description' | 'fileType' | 'language' | 'filesize' | 'url'>

/** Files with their type, size and language; the title links straight to the file. */
export function DownloadList({ downloads, context }: { downloads: DownloadRow[]; context: ViewContext }) {
  const { t, tag } = context
  return (
    <ul className="downloads">
      {downloads.flatMap((download) => {
        if (!download.url) return []
        const format = download.fileType.toUpperCase()
        const size = download.filesize ? formatFileSize(download.filesize, tag) : ''
        const language = download.language && download.language !== 'multi' ? t(`language.${download.language}`) : t('download.multilingual')
        return [
          <li key={download.id} className="downloads__item">
            <a href={mediaPath(download.url)} className="downloads__link" download aria-label={size ? t('download.file', { name: download.title, format, size }) : undefined}>
              <span className="downloads__title">{download.title}</span>
              <span className="downloads__icon" aria-hidden="true">
                ↓
              </span>
            </a>
            {download.description && <p className="downloads__text">{download.description}</p>}
            <p className="downloads__meta">
              <span>{format}</span>
              {size && <span>{size}</span>}
              <span>{language}</span>
            </p>
          </li>,
        ]
      })}
    </ul>
  )
}
