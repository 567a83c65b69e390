import 'server-only'
import { downloadDisplay } from '@/components/downloads/downloadRows'
import type { ViewContext } from '@/components/viewContext'
import { getHiddenSet } from '@/data/hidden'
import { getDownloads } from '@/data/readers/downloads'
import { defaultMarket } from '@/domain/catalogue/markets'
import { downloadAnchor, signInToDownloadPath } from '@/domain/userPaths'
import { localeTags, type Locale } from '@/i18n/locales'
import type { Translate } from '@/i18n/translator'
import { DownloadAction, HistoryNotice, type DownloadActionLabels } from './DownloadAction.client'

/**
 * The downloads library as a personal area (/{lang}/user/downloads): every published file by
 * category, the same HTML for everybody. Files for registered visitors only carry a sign-in
 * prompt and no address; each file's action becomes the visitor's in the browser (DownloadAction).
 */
export async function PersonalDownloads({ locale, t }: { locale: Locale; t: Translate }) {
  const context: ViewContext = { locale, tag: localeTags[locale], t, hidden: await getHiddenSet(locale), market: defaultMarket(locale) }
  const { categories, downloads } = await getDownloads(locale, null)
  const groups = categories
    .map((category) => ({ category, downloads: downloads.filter((download) => download.categoryId === category.id).flatMap((download) => downloadDisplay(download, context) ?? []) }))
    .filter((group) => group.downloads.length > 0)
  if (groups.length === 0) return <p className="empty">{t('download.noDownloads')}</p>
  return (
    <div className="personal-downloads">
      <HistoryNotice failed={t('download.historyFailed')} />
      {groups.map(({ category, downloads: files }) => (
        <section key={category.id} className="listing__group" aria-labelledby={`personal-downloads-${category.id}`}>
          <h2 id={`personal-downloads-${category.id}`} className="band-title">
            {category.name}
          </h2>
          <ul className="downloads">
            {files.map((file) => {
              const labels: DownloadActionLabels = {
                take: t('download.take'),
                takeNamed: t('download.takeNamed', { name: file.title }),
                signIn: t('download.signIn'),
                signInNamed: t('download.signInNamed', { name: file.title }),
                takenOn: t('download.takenOn', { date: '{date}' }),
                newerVersion: t('download.newerVersion'),
              }
              return (
                <li key={file.id} id={downloadAnchor(file.id)} className="downloads__item personal-downloads__item">
                  <h3 className="personal-downloads__title">{file.title}</h3>
                  {file.description && <p className="downloads__text">{file.description}</p>}
                  <p className="downloads__meta">
                    {file.restrictedLabel && <span className="downloads__restricted">{file.restrictedLabel}</span>}
                    <span>{file.format}</span>
                    {file.size && <span>{file.size}</span>}
                    <span>{file.languageLabel}</span>
                  </p>
                  <div className="personal-downloads__actions">
                    <DownloadAction id={file.id} publicHref={file.restricted ? null : file.href} signInHref={signInToDownloadPath(locale, file.id)} tag={context.tag} labels={labels} />
                  </div>
                </li>
              )
            })}
          </ul>
        </section>
      ))}
    </div>
  )
}
