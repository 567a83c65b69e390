import type { DownloadDisplay } from './downloadRows'

/**
 * Files with their type, size and language; the title downloads the file under its own name, or,
 * for a file for registered visitors only, leads to the sign-in page (marked as such).
 */
export function DownloadItems({ downloads }: { downloads: DownloadDisplay[] }) {
  return (
    <ul className="downloads">
      {downloads.map((download) => (
        <li key={download.id} className="downloads__item">
          <a href={download.href} className="downloads__link" download={download.restricted ? undefined : true} aria-label={download.ariaLabel}>
            <span className="downloads__title">{download.title}</span>
            <span className="downloads__icon" aria-hidden="true">
              {download.restricted ? '→' : '↓'}
            </span>
          </a>
          {download.description && <p className="downloads__text">{download.description}</p>}
          <p className="downloads__meta">
            {download.restrictedLabel && <span className="downloads__restricted">{download.restrictedLabel}</span>}
            <span>{download.format}</span>
            {download.size && <span>{download.size}</span>}
            <span>{download.languageLabel}</span>
          </p>
        </li>
      ))}
    </ul>
  )
}
