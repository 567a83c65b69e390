import { documentUrl, folderUrl } from '@/domain/urls'
import type { Category } from '@/payload-types'
import { ProductBrowser } from '../catalogue/ProductBrowser'
import type { ViewContext } from '@/components/viewContext'
import { ViewHeader } from '../parts/ViewHeader'

/** A product category: its introduction, then its products with filters, sort and pages. */
export function CategoryView({ category, context }: { category: Category; context: ViewContext }) {
  const { locale, t } = context
  return (
    <div className="view view--category">
      <ViewHeader title={category.name} eyebrow={t('section.categories')} eyebrowHref={folderUrl(locale, 'categories')} lead={category.intro} />
      <div className="listing">
        <ProductBrowser listUrl={documentUrl(locale, 'categories', category.slug)} categoryId={category.id} context={context} />
      </div>
    </div>
  )
}
