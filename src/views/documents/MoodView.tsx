import { MediaImage } from '@/components/MediaImage'
import { folderUrl } from '@/domain/urls'
import type { Mood } from '@/payload-types'
import type { ViewContext } from '@/components/viewContext'
import { populated, visibleDocs } from '@/domain/lists'
import { MaterialSwatches } from '../parts/MaterialSwatches'
import { PhotoGrid } from '@/components/PhotoGrid'
import { ProductGrid } from '../parts/ProductGrid'
import { RichContent } from '../parts/RichContent'
import { ViewHeader } from '../parts/ViewHeader'
import { SaveButton } from '@/features/wishlist/client'

/** A mood: cover, introduction and text, its pictures, then the pieces and materials that make it. */
export function MoodView({ mood, context }: { mood: Mood; context: ViewContext }) {
  const { locale, t, hidden } = context
  const products = visibleDocs(mood.products, 'products', hidden)
  const materials = visibleDocs(mood.materials, 'materials', hidden).map((material) => ({ ...material, swatch: populated(material.swatch) }))
  return (
    <article className="view view--editorial">
      <ViewHeader title={mood.title} eyebrow={t('section.moods')} eyebrowHref={folderUrl(locale, 'moods')} lead={mood.intro} centered>
        <SaveButton item={{ kind: 'mood', id: String(mood.id), options: {} }} name={mood.title} className="document-save" />
      </ViewHeader>
      <figure className="cover">
        <MediaImage media={populated(mood.cover)} sizes="cover" priority fill />
      </figure>
      <RichContent data={mood.body} className="editorial-body" locale={locale} />
      <PhotoGrid images={visibleDocs(mood.gallery, 'media', hidden)} title={t('product.gallery')} id="mood-gallery" />
      {materials.length > 0 && (
        <section className="view-band" aria-labelledby="mood-materials">
          <h2 id="mood-materials" className="band-title">
            {t('mood.materialsInMood')}
          </h2>
          <MaterialSwatches materials={materials} locale={locale} size="small" />
        </section>
      )}
      <ProductGrid id="mood-products" title={t('mood.productsInMood')} products={products} locale={locale} />
    </article>
  )
}
