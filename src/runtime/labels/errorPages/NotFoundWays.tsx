import type { ReactNode } from 'react'
import { Button } from '@/components/controls/Button'
import { TextField } from '@/components/controls/TextField'
import { AppLink as Link } from '@/runtime/navigation/AppLink'
import { folderUrl } from '@/domain/urls'
import type { FolderName } from '@/i18n/folders'
import type { Locale } from '@/i18n/locales'
import type { Translate } from '@/i18n/translator'

/** The main sections a lost visitor may want, in the order of the site's menu. */
const sections: { folder: FolderName; label: string }[] = [
  { folder: 'categories', label: 'section.categories' },
  { folder: 'materials', label: 'section.materials' },
  { folder: 'projects', label: 'section.projects' },
  { folder: 'stories', label: 'section.stories' },
  { folder: 'stores', label: 'section.stores' },
]

/**
 * The ways on from a 404: a search box (a GET form to the results page, no script needed),
 * the main sections at their localized addresses, and whatever `featured` holds (a few products,
 * drawn by the server). Plain props: rendered by the server page and by the client boundary alike.
 */
export function NotFoundWays({ locale, t, featured }: { locale: Locale; t: Translate; featured?: ReactNode }) {
  return (
    <div className="error-view__ways">
      <form className="error-view__search" method="get" action={`/${locale}/search/results`} role="search">
        <TextField id="not-found-search" name="q" type="search" label={t('notFound.searchLabel')} placeholder={t('notFound.searchPlaceholder')} fieldClassName="error-view__search-field" />
        <Button type="submit" variant="primary">
          {t('notFound.searchSubmit')}
        </Button>
      </form>
      <nav aria-labelledby="not-found-sections" className="error-view__sections">
        <h2 id="not-found-sections" className="error-view__subtitle">
          {t('notFound.sectionsTitle')}
        </h2>
        <ul className="error-view__section-list">
          {sections.map(({ folder, label }) => (
            <li key={folder}>
              <Link href={folderUrl(locale, folder)} className="error-view__section-link">
                {t(label)}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      {featured}
    </div>
  )
}
