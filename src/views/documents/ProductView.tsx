import { AppLink as Link } from '@/features/navigation/AppLink'
import { Fragment } from 'react'
import { MediaImage } from '@/components/MediaImage'
import { documentUrl } from '@/domain/urls'
import type { Media, Product } from '@/payload-types'
import type { ViewContext } from '../context'
import { splitAround } from '../format'
import { populated, visibleDocs } from '../lists'
import { DownloadList } from '../parts/DownloadList'
import { MaterialSwatches } from '../parts/MaterialSwatches'
import { ProductGrid } from '../parts/ProductGrid'
import { RichContent } from '../parts/RichContent'
import { DesignerNotes } from './DesignerNotes'
import { VersionsTable } from './VersionsTable'

const usageFlags = ['newArrival', 'indoor', 'openAir', 'outdoor'] as const

function Gallery({ images }: { images: Media[] }) {
  const [first, ...rest] = images
  if (!first) return null
  return (
    <div className="gallery">
      <figure className="gallery__main">
        <MediaImage media={first} sizes="(min-width: 1024px) 58vw, 100vw" priority fill />
      </figure>
      {rest.length > 0 && (
        <div className="gallery__more">
          {rest.map((image) => (
            <figure key={image.id} className="gallery__item">
              <MediaImage media={image} sizes="(min-width: 1024px) 29vw, 50vw" fill />
            </figure>
          ))}
        </div>
      )}
    </div>
  )
}

/** A product: gallery, name and story, versions with dimensions, materials, designers, downloads, related pieces. */
export function ProductView({ product, context }: { product: Product; context: ViewContext }) {
  const { locale, t, hidden } = context
  const category = populated(product.category)
  const gallery = visibleDocs(product.gallery, 'media', hidden)
  const designers = visibleDocs(product.designers, 'designers', hidden)
  const materials = visibleDocs(product.materials, 'materials', hidden).map((material) => ({ ...material, swatch: populated(material.swatch) }))
  const related = visibleDocs(product.related, 'products', hidden)
  const downloads = visibleDocs(product.downloads, 'downloads', hidden)
  const usage = usageFlags.filter((flag) => product.usage?.[flag])
  const marker = '\u0000'
  const [byBefore, byAfter] = splitAround(t('catalogue.byDesigner', { designer: marker }), marker)
  return (
    <article className="view view--product">
      <div className="product">
        <Gallery images={gallery} />
        <div className="product__summary">
          {category && (
            <p className="eyebrow">
              <Link href={documentUrl(locale, 'categories', category.slug)}>{category.name}</Link>
            </p>
          )}
          <h1 className="product__name">{product.name}</h1>
          {product.tagline && <p className="product__tagline">{product.tagline}</p>}
          {designers.length > 0 && (
            <p className="product__designers">
              {byBefore}
              {designers.map((designer, index) => (
                <Fragment key={designer.id}>
                  {index > 0 && ', '}
                  <Link href={documentUrl(locale, 'designers', designer.slug)}>{designer.name}</Link>
                </Fragment>
              ))}
              {byAfter}
            </p>
          )}
          <p className="product__code">{t('product.codeValue', { code: product.code })}</p>
          {usage.length > 0 && (
            <ul className="chips">
              {usage.map((flag) => (
                <li key={flag}>{t(`usage.${flag}`)}</li>
              ))}
            </ul>
          )}
          <RichContent data={product.description} className="product__description" />
        </div>
      </div>
      <VersionsTable versions={product.versions ?? []} context={context} />
      {materials.length > 0 && (
        <section className="view-band" aria-labelledby="product-materials">
          <h2 id="product-materials" className="band-title">
            {t('product.availableMaterials')}
          </h2>
          <MaterialSwatches materials={materials} locale={locale} size="small" />
        </section>
      )}
      {product.technicalData && product.technicalData.root.children.length > 0 && (
        <section className="view-band" aria-labelledby="product-technical">
          <h2 id="product-technical" className="band-title">
            {t('product.technicalData')}
          </h2>
          <RichContent data={product.technicalData} className="measure" />
        </section>
      )}
      <DesignerNotes designers={designers} context={context} />
      {downloads.length > 0 && (
        <section className="view-band" aria-labelledby="product-downloads">
          <h2 id="product-downloads" className="band-title">
            {t('product.downloads')}
          </h2>
          <DownloadList downloads={downloads} context={context} />
        </section>
      )}
      <ProductGrid id="product-related" title={t('product.relatedProducts')} products={related} locale={locale} />
    </article>
  )
}
