import { getCategories } from '@/data/readers/categories'
import { documentUrl } from '@/domain/urls'
import type { ViewContext } from '@/components/viewContext'
import { Tile } from '@/components/Tile'

/** Product categories as large image cards. */
export async function CategoriesListing({ context }: { context: ViewContext }) {
  const { locale, t } = context
  const categories = await getCategories(locale)
  if (categories.length === 0) return <p className="empty">{t('catalogue.noProducts')}</p>
  return (
    <div className="listing">
      <div className="grid grid--3">
        {categories.map((category) => (
          <Tile key={category.id} href={documentUrl(locale, 'categories', category.slug)} title={category.name} image={typeof category.image === 'object' ? category.image : null} text={category.intro} level={2} />
        ))}
      </div>
    </div>
  )
}
