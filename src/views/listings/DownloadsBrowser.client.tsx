'use client'
import { useEffect, useMemo, useState } from 'react'
import { downloadFilterQuery, matchesDownloadFilter, parseDownloadFilter, type DownloadFilter } from '@/domain/downloads/filter'
import { AppLink as Link } from '@/features/navigation/AppLink'
import { DownloadItems } from '../parts/DownloadItems'
import type { DownloadDisplay } from '../parts/downloadRows'

export interface BrowserGroup {
  slug: string
  name: string
  href: string
  downloads: (DownloadDisplay & { category: string })[]
}

export interface BrowserLabels {
  filter: string
  category: string
  allCategories: string
  fileType: string
  allFileTypes: string
  language: string
  allLanguages: string
  reset: string
  noResults: string
  /** The count line for each possible number of shown files is made on the server: `count(n)` is not serialisable. */
  counts: Record<number, string>
}

type Option = { value: string; label: string }
const none: DownloadFilter = { category: null, fileType: null, language: null }

function Select({ id, label, all, options, value, onChange }: { id: string; label: string; all: string; options: Option[]; value: string | null; onChange: (value: string | null) => void }) {
  return (
    <div className="downloads-filter__field">
      <label htmlFor={id}>{label}</label>
      <select id={id} value={value ?? ''} onChange={(event) => onChange(event.target.value || null)}>
        <option value="">{all}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  )
}

/**
 * The downloads with a filter by category, file type and document language. The page is the
 * same cached HTML for everybody; the filter works in the browser and keeps its choice in the
 * address (`?type=pdf`) so it can be shared. Without JavaScript every file is listed.
 */
export function DownloadsBrowser({ groups, fileTypes, languages, labels, showCategory }: { groups: BrowserGroup[]; fileTypes: Option[]; languages: Option[]; labels: BrowserLabels; showCategory: boolean }) {
  const [filter, setFilter] = useState<DownloadFilter>(none)
  const allowed = useMemo(() => ({ categories: groups.map((group) => group.slug), fileTypes: fileTypes.map((option) => option.value), languages: languages.map((option) => option.value) }), [groups, fileTypes, languages])

  useEffect(() => {
    setFilter(parseDownloadFilter(window.location.search, allowed))
  }, [allowed])

  const update = (next: DownloadFilter) => {
    setFilter(next)
    window.history.replaceState(window.history.state, '', `${window.location.pathname}${downloadFilterQuery(next)}`)
  }

  const shown = groups.map((group) => ({ ...group, downloads: group.downloads.filter((download) => matchesDownloadFilter(download, filter)) })).filter((group) => group.downloads.length > 0)
  const total = shown.reduce((sum, group) => sum + group.downloads.length, 0)
  const filtered = filter.category !== null || filter.fileType !== null || filter.language !== null

  return (
    <div className="listing">
      <form className="downloads-filter" role="search" aria-label={labels.filter} onSubmit={(event) => event.preventDefault()}>
        {showCategory && <Select id="downloads-category" label={labels.category} all={labels.allCategories} options={groups.map((group) => ({ value: group.slug, label: group.name }))} value={filter.category} onChange={(category) => update({ ...filter, category })} />}
        <Select id="downloads-type" label={labels.fileType} all={labels.allFileTypes} options={fileTypes} value={filter.fileType} onChange={(fileType) => update({ ...filter, fileType })} />
        <Select id="downloads-language" label={labels.language} all={labels.allLanguages} options={languages} value={filter.language} onChange={(language) => update({ ...filter, language })} />
        {filtered && (
          <button type="button" className="downloads-filter__reset" onClick={() => update(none)}>
            {labels.reset}
          </button>
        )}
      </form>
      <p className="downloads-filter__count" role="status">
        {total > 0 ? labels.counts[total] : labels.noResults}
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
