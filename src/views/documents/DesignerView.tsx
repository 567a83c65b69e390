import { AppLink as Link } from '@/runtime/navigation/AppLink'
import { MediaImage } from '@/components/MediaImage'
import { getProductsByDesigner } from '@/data/readers/products'
import { folderUrl } from '@/domain/urls'
import type { Designer } from '@/payload-types'
import type { ViewContext } from '@/components/viewContext'
import { countryName } from '@/domain/format'
import { populated } from '@/domain/lists'
import { ProductGrid } from '../parts/ProductGrid'

const productLimit = 48

/** A designer: portrait, country and biography, then their pieces. */
export async function DesignerView({ designer, context }: { designer: Designer; context: ViewContext }) {
  const { locale, t, tag } = context
  const products = await getProductsByDesigner(locale, designer.id, productLimit)
  const portrait = populated(designer.portrait)
  return (
    <article className="view view--designer">
      <div className={portrait ? 'designer' : 'designer designer--text'}>
        {portrait && (
          <figure className="designer__portrait">
            <MediaImage media={portrait} sizes="(min-width: 860px) 40vw, 100vw" priority fill />
          </figure>
        )}
        <header className="designer__text">
          <p className="eyebrow">
            <Link href={folderUrl(locale, 'designers')}>{t('section.designers')}</Link>
            {designer.country && ` · ${countryName(designer.country, tag)}`}
          </p>
          <h1 className="view-head__title">{designer.name}</h1>
          {designer.bio && <p className="designer__bio">{designer.bio}</p>}
        </header>
      </div>
      <ProductGrid id="designer-products" title={t('designer.products', { name: designer.name })} products={products.products} locale={locale} />
      {products.total > products.products.length && (
        <p className="listing__more listing">
          <Link href={`${folderUrl(locale, 'products')}?designer=${encodeURIComponent(designer.slug)}`} className="button" rel="nofollow">
            {t('common.viewAll')}
          </Link>
        </p>
      )}
    </article>
  )
}
