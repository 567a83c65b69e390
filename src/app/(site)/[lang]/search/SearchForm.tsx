import type { Locale } from '@/i18n/locales'
import type { Translate } from '@/i18n/translator'

/** A plain GET form: works without JavaScript and keeps what was typed. */
export function SearchForm({ locale, t, query = '' }: { locale: Locale; t: Translate; query?: string }) {
  return (
    <form className="search-form" role="search" action={`/${locale}/search/results`} method="get">
      <label htmlFor="search-query" className="search-form__label">
        {t('search.label')}
      </label>
      <div className="search-form__row">
        <input id="search-query" name="q" type="search" defaultValue={query} placeholder={t('search.placeholder')} maxLength={400} autoComplete="off" />
        <button type="submit" className="button">
          {t('search.submit')}
        </button>
      </div>
    </form>
  )
}
