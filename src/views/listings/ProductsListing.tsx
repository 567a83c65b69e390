import { AppLink as Link } from '@/features/navigation/AppLink'
import { ProductCard } from '@/components/ProductCard'
import { getCategories, getProductPage } from '@/data/listings'
import { documentUrl } from '@/domain/urls'
import type { ViewContext } from '../context'
import { groupInOrder } from '../lists'

/** How many products the plain listing shows; faceted browsing of the whole catalogue comes later. */
export const productPageSize = 48

/** The first products of the catalogue, grouped by category in the editorial order. */
export async function ProductsListing({ context }: { context: ViewContext }) {
  const { locale, t } = context
  const [page, categories] = await Promise.all([getProductPage(locale, productPageSize), getCategories(locale)])
  if (page.total === 0) return <p className="empty">{t('catalogue.noProducts')}</p>
  const byId = new Map(categories.map((category) => [category.id, category]))
  const groups = groupInOrder(page.products, (product) => product.categoryId, categories.map((category) => category.id))
  return (
    <div className="listing">
      <p className="listing__count">{t('catalogue.resultsCount', { count: page.total })}</p>
      {groups.map(({ key, items }) => {
        const category = byId.get(key)
        if (!category) return null
        return (
          <section key={key} className="listing__group" aria-labelledby={`category-${key}`}>
            <h2 id={`category-${key}`} className="band-title">
              <Link href={documentUrl(locale, 'categories', category.slug)}>{category.name}</Link>
            </h2>
            <div className="grid grid--4">
              {items.map((product) => (
                <ProductCard key={product.id} product={product} locale={locale} />
              ))}
            </div>
          </section>
        )
      })}
      {page.total > page.products.length && <p className="listing__note">{t('catalogue.showingFirst', { shown: page.products.length, total: page.total })}</p>}
    </div>
  )
}
