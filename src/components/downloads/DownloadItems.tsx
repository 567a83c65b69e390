import type { DownloadDisplay } from './downloadRows'

/** Files with their type, size and language; the title downloads the file under its own name. */
export function DownloadItems({ downloads }: { downloads: DownloadDisplay[] }) {
  return (
    <ul className="downloads">
      {downloads.map((download) => (
        <li key={download.id} className="downloads__item">
          <a href={download.href} className="downloads__link" download aria-label={download.ariaLabel}>
            <span className="downloads__title">{download.title}</span>
            <span className="downloads__icon" aria-hidden="true">
              ↓
            </span>
          </a>
          {download.description && <p className="downloads__text">{download.description}</p>}
          <p className="downloads__meta">
            <span>{download.format}</span>
            {download.size && <span>{download.size}</span>}
            <span>{download.languageLabel}</span>
          </p>
        </li>
      ))}
    </ul>
  )
}
