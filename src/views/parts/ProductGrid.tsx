import { ProductCard } from '@/components/ProductCard'
import type { ProductCardData } from '@/data/readers/products'
import type { Locale } from '@/i18n/locales'

/** A titled band of product cards; nothing when there are none. */
export function ProductGrid({ id, title, products, locale, lead }: { id: string; title: string; products: ProductCardData[]; locale: Locale; lead?: string }) {
  if (products.length === 0) return null
  return (
    <section className="view-band" aria-labelledby={id}>
      <h2 id={id} className="band-title">
        {title}
      </h2>
      {lead && <p className="band-lead">{lead}</p>}
      <div className="grid grid--4">
        {products.map((product) => (
          <ProductCard key={product.id} product={product} locale={locale} />
        ))}
      </div>
    </section>
  )
}
