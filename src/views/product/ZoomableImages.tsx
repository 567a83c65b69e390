import { MediaImage } from '@/components/MediaImage'
import { mediaPath } from '@/domain/mediaPath'
import type { Media } from '@/payload-types'
import type { ViewContext } from '@/components/viewContext'
import { ProductGallery } from './ProductGallery.client'

/** The pictures in a swipeable, keyboard-driven strip with an enlarged view; responsive AVIF/WebP through next/image. */
export function ZoomableImages({ images, name, context }: { images: Media[]; name: string; context: ViewContext }) {
  const { t } = context
  if (images.length === 0) return null
  return (
    <ProductGallery
      zoomSources={images.map((image) => (image.url ? mediaPath(image.url) : ''))}
      alts={images.map((image, index) => image.alt || t('product.imageAlt', { name, index: index + 1 }))}
      labels={{
        gallery: t('product.gallery'),
        previous: t('slider.previous'),
        next: t('slider.next'),
        enlarge: t('common.enlargeImage'),
        close: t('common.close'),
        slides: images.map((_, index) => t('slider.slideOf', { current: index + 1, total: images.length })),
        pager: t('controls.galleryPager'),
        pictures: images.map((_, index) => t('controls.pictureOf', { current: index + 1, total: images.length })),
      }}
    >
      {images.map((image, index) => (
        <figure key={image.id} className="pgallery__figure">
          <MediaImage media={image} sizes="(min-width: 1024px) 58vw, 100vw" priority={index === 0} fill />
        </figure>
      ))}
    </ProductGallery>
  )
}
