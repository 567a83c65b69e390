import type { ProductCarouselBlock as ProductCarouselData } from '@/payload-types'
import { ProductCard } from '@/components/ProductCard'
import { getHiddenSet, hiddenKey } from '@/data/hidden'
import type { Locale } from '@/i18n/locales'

/** Chosen products, without drafts (not populated) and without those hidden in this language. */
export async function ProductCarouselBlock({ block, locale }: { block: ProductCarouselData; locale: Locale }) {
  const hidden = await getHiddenSet(locale)
  const products = block.products.filter((product) => typeof product === 'object').filter((product) => !hidden.has(hiddenKey('products', product.id)))
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
