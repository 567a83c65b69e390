import type { Locale } from '@/i18n/locales'
import type { Translate } from '@/i18n/translator'
import { SearchBox } from './lazy.client'
import { searchBoxLabels } from './labels'

/** The search box with its texts from the server's label catalogue. */
export function SearchForm({ locale, t, query, maxLength, autoFocus }: { locale: Locale; t: Translate; query?: string; maxLength?: number; autoFocus?: boolean }) {
  return <SearchBox locale={locale} labels={searchBoxLabels(t)} query={query} maxLength={maxLength} autoFocus={autoFocus} />
}
