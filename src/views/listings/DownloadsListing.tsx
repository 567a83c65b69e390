import { getDownloads } from '@/data/listings'
import { downloadFileTypes } from '@/collections/Downloads'
import { subFolderUrl } from '@/domain/urls'
import { locales } from '@/i18n/locales'
import type { ViewContext } from '../context'
import { downloadDisplay } from '../parts/downloadRows'
import { DownloadsBrowser, type BrowserGroup } from './DownloadsBrowser.client'

/** Downloads grouped by category (or one category's), with a filter by category, file type and language. */
export async function DownloadsListing({ context, categoryId }: { context: ViewContext; categoryId: number | null }) {
  const { locale, t } = context
  const { categories, downloads } = await getDownloads(locale, categoryId)
  if (downloads.length === 0) return <p className="empty">{t('download.noDownloads')}</p>
  const shownCategories = categoryId === null ? categories : categories.filter((category) => category.id === categoryId)
  const groups: BrowserGroup[] = shownCategories
    .map((category) => ({
      slug: category.slug,
      name: category.name,
      href: subFolderUrl(locale, 'downloads', category.slug),
      downloads: downloads.filter((download) => download.categoryId === category.id).flatMap((download) => {
        const display = downloadDisplay(download, context)
        return display ? [{ ...display, category: category.slug }] : []
      }),
    }))
    .filter((group) => group.downloads.length > 0)
  const present = new Set(groups.flatMap((group) => group.downloads.map((download) => download.fileType)))
  const fileTypes = downloadFileTypes.filter((type) => present.has(type)).map((value) => ({ value, label: value.toUpperCase() }))
  // Every language is offered: multilingual files answer for all of them.
  const languages = locales.map((value) => ({ value, label: t(`language.${value}`) }))
  const total = groups.reduce((sum, group) => sum + group.downloads.length, 0)
  const labels = {
    filter: t('editorial.downloads.filter'),
    category: t('download.category'),
    allCategories: t('download.allCategories'),
    fileType: t('editorial.downloads.fileType'),
    allFileTypes: t('editorial.downloads.allFileTypes'),
    language: t('editorial.downloads.language'),
    allLanguages: t('editorial.downloads.allLanguages'),
    reset: t('editorial.downloads.reset'),
    noResults: t('editorial.downloads.noResults'),
    counts: Object.fromEntries(Array.from({ length: total }, (_, index) => [index + 1, t('editorial.downloads.count', { count: index + 1 })])),
  }
  return <DownloadsBrowser groups={groups} fileTypes={fileTypes} languages={languages} labels={labels} showCategory={categoryId === null} />
}
