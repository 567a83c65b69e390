import { getDownloads } from '@/data/readers/downloads'
import { downloadFileTypes } from '@/collections/Downloads'
import { downloadFilterKeys, matchesDownloadFilter, readDownloadFilter, type DownloadFilter } from '@/domain/downloads/filter'
import { folderUrl, subFolderUrl } from '@/domain/urls'
import { AppLink as Link } from '@/runtime/navigation/AppLink'
import { locales } from '@/i18n/locales'
import { FilterForm } from '../catalogue/FilterForm.client'
import type { ViewContext } from '@/components/viewContext'
import { DownloadItems } from '@/components/downloads/DownloadItems'
import { downloadDisplay, type DownloadDisplay } from '@/components/downloads/downloadRows'
import { SyncedSelect } from '../parts/lazy.client'

type Option = { value: string; label: string }

interface Group {
  slug: string
  name: string
  href: string
  downloads: (DownloadDisplay & { category: string })[]
}

function Select({ id, name, label, all, options, value }: { id: string; name: string; label: string; all: string; options: Option[]; value: string | null }) {
  return (
    <div className="downloads-filter__field">
      <label htmlFor={id} className="ctl-label">
        {label}
      </label>
      <SyncedSelect id={id} name={name} value={value ?? ''}>
        <option value="">{all}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </SyncedSelect>
    </div>
  )
}

/**
 * Downloads grouped by category (or one category's), with a filter by category, file type and
 * document language. The filter is a GET form rendered on the server: the plain list is the
 * cached page, a filtered address (`?type=pdf`) is rendered per request, `noindex`, with the
 * plain list as its canonical. With JavaScript each choice applies at once.
 */
export async function DownloadsListing({ context, categoryId }: { context: ViewContext; categoryId: number | null }) {
  const { locale, t } = context
  const { categories, downloads } = await getDownloads(locale, categoryId)
  if (downloads.length === 0) return <p className="empty">{t('download.noDownloads')}</p>
  const shownCategories = categoryId === null ? categories : categories.filter((category) => category.id === categoryId)
  const groups: Group[] = shownCategories
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
  const showCategory = categoryId === null
  const filter: DownloadFilter = readDownloadFilter(context.listQuery ?? {}, {
    categories: showCategory ? groups.map((group) => group.slug) : [],
    fileTypes: fileTypes.map((option) => option.value),
    languages: languages.map((option) => option.value),
  })
  const shown = groups.map((group) => ({ ...group, downloads: group.downloads.filter((download) => matchesDownloadFilter(download, filter)) })).filter((group) => group.downloads.length > 0)
  const total = shown.reduce((sum, group) => sum + group.downloads.length, 0)
  const filtered = filter.category !== null || filter.fileType !== null || filter.language !== null
  const listPath = showCategory ? folderUrl(locale, 'downloads') : (groups[0]?.href ?? folderUrl(locale, 'downloads'))

  return (
    <div className="listing">
      <FilterForm action={listPath} label={t('editorial.downloads.filter')} className="downloads-filter">
        {showCategory && (
          <Select id="downloads-category" name={downloadFilterKeys.category} label={t('download.category')} all={t('download.allCategories')} options={groups.map((group) => ({ value: group.slug, label: group.name }))} value={filter.category} />
        )}
        <Select id="downloads-type" name={downloadFilterKeys.fileType} label={t('editorial.downloads.fileType')} all={t('editorial.downloads.allFileTypes')} options={fileTypes} value={filter.fileType} />
        <Select id="downloads-language" name={downloadFilterKeys.language} label={t('editorial.downloads.language')} all={t('editorial.downloads.allLanguages')} options={languages} value={filter.language} />
        <button type="submit" className="downloads-filter__apply">
          {t('editorial.downloads.apply')}
        </button>
        {filtered && (
          <Link href={listPath} className="downloads-filter__reset">
            {t('editorial.downloads.reset')}
          </Link>
        )}
      </FilterForm>
      <p className="downloads-filter__count" role="status">
        {total > 0 ? t('editorial.downloads.count', { count: total }) : t('editorial.downloads.noResults')}
      </p>
      {shown.map((group) => (
        <section key={group.slug} className="listing__group" aria-labelledby={showCategory ? `downloads-${group.slug}` : undefined}>
          {showCategory && (
            <h2 id={`downloads-${group.slug}`} className="band-title">
              <Link href={group.href}>{group.name}</Link>
            </h2>
          )}
          <DownloadItems downloads={group.downloads} />
        </section>
      ))}
    </div>
  )
}
