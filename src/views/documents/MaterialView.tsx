import { AppLink as Link } from '@/runtime/navigation/AppLink'
import type { ReactNode } from 'react'
import { getProductsWithMaterial } from '@/data/readers/products'
import { subFolderUrl } from '@/domain/urls'
import type { Material, Media } from '@/payload-types'
import type { ViewContext } from '@/components/viewContext'
import { labelKey } from '@/domain/format'
import { populated, visibleDocs } from '@/domain/lists'
import { PhotoGrid } from '@/components/PhotoGrid'
import { ZoomableImages } from '../product/ZoomableImages'
import { ProductGrid } from '../parts/ProductGrid'
import { SaveButton } from '@/features/wishlist/client'
import { buttonClass } from '@/components/controls'
import { boardQuery, materialToken } from '@/domain/mixer/composition'
import { mixerUrl } from '@/domain/urls'

const usageFlags = ['newArrival', 'indoor', 'openAir', 'outdoor'] as const
/** Products shown on a material page. */
const productLimit = 12

/** A material: swatch and detail, what it is made of, how it wears and how to care for it, and where it is used. */
export async function MaterialView({ material, context }: { material: Material; context: ViewContext }) {
  const { locale, t, hidden } = context
  const family = populated(material.category)
  const products = await getProductsWithMaterial(locale, material.id, productLimit)
  const detail = populated(material.detail)
  const panoramics = visibleDocs(material.panoramics, 'media', hidden)
  const usage = usageFlags.filter((flag) => material.usage?.[flag])
  const facts: { label: string; value: ReactNode }[] = []
  if (material.type) facts.push({ label: t('material.type'), value: material.type })
  if (material.composition) facts.push({ label: t('material.composition'), value: material.composition })
  facts.push({
    label: t('material.colour'),
    value: (
      <>
        {material.hex && <span className="colour-dot" style={{ backgroundColor: material.hex }} aria-hidden="true" />}
        {t(`colour.${labelKey(material.colour)}`)}
      </>
    ),
  })
  facts.push({ label: t('material.resistance'), value: t(`durability.${labelKey(material.durability)}`) })
  if (material.martindale) facts.push({ label: t('material.wearRating'), value: t('material.martindaleCycles', { cycles: material.martindale }) })
  if (material.properties?.length) facts.push({ label: t('material.property'), value: material.properties.map((property) => t(`materialProperty.${labelKey(property)}`)).join(', ') })
  if (usage.length > 0) facts.push({ label: t('material.use'), value: usage.map((flag) => t(`usage.${flag}`)).join(', ') })
  return (
    <article className="view view--material">
      <div className="material">
        <ZoomableImages images={[populated(material.swatch), detail].filter((image): image is Media => image !== null)} name={material.name} context={context} />
        <div className="material__summary">
          {family && (
            <p className="eyebrow">
              <Link href={subFolderUrl(locale, 'materials', family.slug)}>{family.name}</Link>
            </p>
          )}
          <h1 className="product__name">{material.name}</h1>
          <p className="product__code">{t('product.codeValue', { code: material.code })}</p>
          <SaveButton item={{ kind: 'material', id: String(material.id), options: {} }} name={material.name} className="document-save" />
          <p className="material__mixer">
            <Link href={`${mixerUrl(locale)}${boardQuery([materialToken(material.code)])}`} className={buttonClass('secondary')}>
              {t('mixer.tryIt')}
            </Link>
          </p>
          {material.description && <p className="material__description">{material.description}</p>}
          <dl className="facts-list">
            {facts.map((fact) => (
              <div key={fact.label}>
                <dt>{fact.label}</dt>
                <dd>{fact.value}</dd>
              </div>
            ))}
          </dl>
        </div>
      </div>
      {material.care && (
        <section className="view-band" aria-labelledby="material-care">
          <h2 id="material-care" className="band-title">
            {t('material.careInstructions')}
          </h2>
          <p className="measure">{material.care}</p>
        </section>
      )}
      <PhotoGrid images={panoramics} title={t('section.materialPanoramics')} id="material-images" />
      <ProductGrid id="material-products" title={t('material.productsInMaterial')} products={products.products} locale={locale} />
    </article>
  )
}
