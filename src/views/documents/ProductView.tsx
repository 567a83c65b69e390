import { AppLink as Link } from '@/runtime/navigation/AppLink'
import { Fragment } from 'react'
import { getProductEnquiryPath, getSiteChrome } from '@/data/site'
import { getRestrictedDownloads } from '@/data/readers/downloads'
import { buttonClass } from '@/components/controls/Button'
import { MediaImage } from '@/components/MediaImage'
import { configuratorUrl, documentUrl } from '@/domain/urls'
import type { Product } from '@/payload-types'
import type { ViewContext } from '@/components/viewContext'
import { MaterialGroups } from '../product/MaterialGroups'
import { ZoomableImages } from '../product/ZoomableImages'
import { VersionPicker } from '../product/VersionPicker.client'
import { versionChoices } from '../product/versionChoices'
import { splitAround } from '@/domain/format'
import { populated, visibleDocs } from '@/domain/lists'
import { DownloadList, type DownloadRow } from '@/components/downloads/DownloadList'
import { ProductGrid } from '../parts/ProductGrid'
import { RichContent } from '../parts/RichContent'
import { DesignerNotes } from './DesignerNotes'
import { VersionsTable } from './VersionsTable'
import { MarketSelector } from '../catalogue/MarketSelector'
import { RecordTradeView } from '@/features/trade/client'

const usageFlags = ['newArrival', 'indoor', 'openAir', 'outdoor'] as const

/** A product: gallery, name and story, versions with dimensions, materials, designers, downloads, related pieces. */
export async function ProductView({ product, context }: { product: Product; context: ViewContext }) {
  const { locale, t, hidden, market } = context
  // Downloads for registered visitors only come back as bare ids (the collection's read access):
  // they are listed all the same, in the editor's order, with a sign-in prompt instead of the file.
  const unpopulated = (product.downloads ?? []).filter((value): value is number => typeof value === 'number' && !hidden.has(`downloads:${String(value)}`))
  const [{ settings }, enquiryPath, restrictedDownloads] = await Promise.all([getSiteChrome(locale), getProductEnquiryPath(locale), getRestrictedDownloads(locale, unpopulated)])
  const family = populated(product.family)
  const panoramics = visibleDocs(product.panoramics, 'media', hidden)
  const category = populated(product.category)
  const gallery = visibleDocs(product.gallery, 'media', hidden)
  const designers = visibleDocs(product.designers, 'designers', hidden)
  const materials = visibleDocs(product.materials, 'materials', hidden)
  const related = visibleDocs(product.related, 'products', hidden)
  const restrictedById = new Map(restrictedDownloads.map((download) => [download.id, download]))
  const downloads = (product.downloads ?? []).flatMap((value): DownloadRow[] => {
    if (typeof value !== 'number') return visibleDocs([value], 'downloads', hidden)
    const restricted = restrictedById.get(value)
    return restricted ? [restricted] : []
  })
  const usage = usageFlags.filter((flag) => product.usage?.[flag])
  const marker = '\u0000'
  const [byBefore, byAfter] = splitAround(t('catalogue.byDesigner', { designer: marker }), marker)
  return (
    <article className="view view--product">
      <RecordTradeView productId={product.id} />
      <div className="product">
        <ZoomableImages images={gallery} name={product.name} context={context} />
        <div className="product__summary">
          {category && (
            <p className="eyebrow">
              <Link href={documentUrl(locale, 'categories', category.slug)}>{category.name}</Link>
              {family && (
                <>
                  {' · '}
                  <Link href={`${documentUrl(locale, 'categories', category.slug)}?family=${encodeURIComponent(family.slug)}`} rel="nofollow">
                    {family.name}
                  </Link>
                </>
              )}
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
          <VersionPicker
            versions={versionChoices(product.versions ?? [], context, market, Boolean(settings.hidePrices))}
            labels={{
              select: t('product.selectVersion'),
              dimensions: t('product.dimensions'),
              seatHeight: t('product.seatHeight'),
              price: t('product.suggestedRetailPrice'),
              packages: t('product.shippingPackages'),
              weight: t('product.weight'),
              volume: t('product.volume'),
              code: t('product.code'),
            }}
            save={{
              productId: String(product.id),
              name: product.name,
              materials: materials.map((material) => ({ id: String(material.id), name: material.name })),
              labels: { material: t('wishlist.material'), materialAny: t('wishlist.materialAny') },
            }}
          />
          {product.configurator?.configurable && (
            <p className="product__configure">
              <Link href={configuratorUrl(locale, product.slug)} className={buttonClass('primary')} aria-label={t('configurator.openNamed', { name: product.name })}>
                {t('configurator.open')}
              </Link>
            </p>
          )}
          {!settings.hidePrices && <MarketSelector market={market} back={documentUrl(locale, 'products', product.slug)} id="product-market" context={context} />}
          {enquiryPath && (
            <p className="product__enquiry">
              <Link href={`${enquiryPath}?product=${encodeURIComponent(product.code)}`} className={buttonClass('secondary')} rel="nofollow">
                {t('product.askAbout')}
              </Link>
            </p>
          )}
          <RichContent data={product.description} className="product__description" locale={locale} />
        </div>
      </div>
      <VersionsTable versions={product.versions ?? []} context={context} />
      <MaterialGroups materials={materials} context={context} />
      {product.technicalData && product.technicalData.root.children.length > 0 && (
        <section className="view-band" aria-labelledby="product-technical">
          <h2 id="product-technical" className="band-title">
            {t('product.technicalData')}
          </h2>
          <RichContent data={product.technicalData} className="measure" locale={locale} />
        </section>
      )}
      {panoramics.length > 0 && (
        <section className="view-band" aria-labelledby="product-ambience">
          <h2 id="product-ambience" className="band-title">
            {t('catalogue.ambience')}
          </h2>
          <div className="panoramics">
            {panoramics.map((image) => (
              <figure key={image.id} className="panoramics__item">
                <MediaImage media={image} sizes="100vw" fill />
              </figure>
            ))}
          </div>
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
