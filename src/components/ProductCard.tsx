import type { ProductCardData } from '@/data/readers/products'
import { documentUrl } from '@/domain/urls'
import type { Locale } from '@/i18n/locales'
import { MediaImage } from './MediaImage'
import { CardFrame } from './CardFrame.client'

/** A card in a four-column grid (site.css `.grid--4`: three columns below 1024 px, two below 861 px) inside the 1440 px page: `layoutSizes.card`, sent by name. */
const cardSizes = 'card'

export function ProductCard({ product, locale }: { product: ProductCardData; locale: Locale }) {
  return (
    <CardFrame href={documentUrl(locale, 'products', product.slug)} title={product.name} productId={product.id} {...(product.tagline ? { text: product.tagline } : {})}>
      <MediaImage media={product.gallery[0]} sizes={cardSizes} fill />
    </CardFrame>
  )
}
