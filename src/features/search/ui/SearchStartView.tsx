import type { Locale } from '@/i18n/locales'
import type { Translate } from '@/i18n/translator'
import { SearchForm } from './SearchForm'

/** The search page (spec route /{lang}/search): the title and the search box. */
export function SearchStartView({ locale, t }: { locale: Locale; t: Translate }) {
  return (
    <section className="section search-page">
      <h1 className="page-title">{t('search.title')}</h1>
      <SearchForm locale={locale} t={t} autoFocus />
    </section>
  )
}
