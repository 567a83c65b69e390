import type { Locale } from '@/i18n/locales'
import type { Translate } from '@/i18n/translator'
import { SearchBox } from './SearchBox'

/** The search box with its texts from the server's label catalogue. */
export function SearchForm({ locale, t, query, maxLength, autoFocus }: { locale: Locale; t: Translate; query?: string; maxLength?: number; autoFocus?: boolean }) {
  const labels = {
    label: t('search.label'),
    placeholder: t('search.placeholder'),
    submit: t('search.submit'),
    suggestions: t('search.suggestions'),
    hint: t('search.comboboxHint'),
    types: {
      products: t('search.tabProducts'),
      materials: t('search.tabMaterials'),
      projects: t('search.tabProjects'),
      news: t('search.tabNews'),
      downloads: t('search.tabDownloads'),
    },
  }
  return <SearchBox locale={locale} labels={labels} query={query} maxLength={maxLength} autoFocus={autoFocus} />
}
