import 'server-only'
import { ProductCard } from '@/components/ProductCard'
import { getHomeHighlights } from '@/data/readers/homeHighlights'
import type { Locale } from '@/i18n/locales'
import type { Translate } from '@/i18n/translator'

/** How many products the 404 suggests. */
const featuredCount = 4

/**
 * A few products for a lost visitor: the first product of each category, from the cached
 * reader the home uses (the same arguments, so the same cache entry). Nothing on failure:
 * the 404 must render even when the catalogue can't be read.
 */
export async function FeaturedProducts({ locale, t }: { locale: Locale; t: Translate }) {
  const products = await getHomeHighlights(locale, 3, 3).then(
    (highlights) => highlights.categories.flatMap((entry) => entry.products.slice(0, 1)).slice(0, featuredCount),
    (error: unknown) => {
      console.error('[404] featured products could not be read', error)
      return []
    },
  )
  if (products.length === 0) return null
  return (
    <section aria-labelledby="not-found-featured" className="error-view__featured">
      <h2 id="not-found-featured" className="error-view__subtitle">
        {t('notFound.featuredTitle')}
      </h2>
      <div className="grid grid--4 error-view__featured-grid">
        {products.map((product) => (
          <ProductCard key={product.id} product={product} locale={locale} />
        ))}
      </div>
    </section>
  )
}
