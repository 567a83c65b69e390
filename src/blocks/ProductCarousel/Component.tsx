import type { ProductCarouselBlock as ProductCarouselData } from '@/payload-types'
import { ProductCard } from '@/components/ProductCard'
import type { Locale } from '@/i18n/locales'

export function ProductCarouselBlock({ block, locale }: { block: ProductCarouselData; locale: Locale }) {
  const products = block.products.filter((product) => typeof product === 'object')
  return (
    <section className="section">
      {block.title && <h2 className="section__title">{block.title}</h2>}
      <div className="grid grid--4">
        {products.map((product) => (
          <ProductCard key={product.id} product={product} locale={locale} />
        ))}
      </div>
    </section>
  )
}
