import { getCategoryProducts } from '@/data/listings'
import { folderUrl } from '@/domain/urls'
import type { Category } from '@/payload-types'
import type { ViewContext } from '../context'
import { productPageSize } from '../listings/ProductsListing'
import { ProductGrid } from '../parts/ProductGrid'
import { ViewHeader } from '../parts/ViewHeader'

/** A product category: its introduction and its products. */
export async function CategoryView({ category, context }: { category: Category; context: ViewContext }) {
  const { locale, t } = context
  const page = await getCategoryProducts(locale, category.id, productPageSize)
  return (
    <div className="view view--category">
      <ViewHeader title={category.name} eyebrow={t('section.categories')} eyebrowHref={folderUrl(locale, 'categories')} lead={category.intro} />
      {page.total === 0 ? (
        <p className="empty">{t('catalogue.noProducts')}</p>
      ) : (
        <ProductGrid
          id="category-products"
          title={t('catalogue.resultsCount', { count: page.total })}
          products={page.products}
          locale={locale}
        />
      )}
      {page.total > page.products.length && <p className="listing__note">{t('catalogue.showingFirst', { shown: page.products.length, total: page.total })}</p>}
    </div>
  )
}
