import { folderUrl } from '@/domain/urls'
import { ProductBrowser } from '../catalogue/ProductBrowser'
import type { ViewContext } from '@/components/viewContext'

/** The whole catalogue with filters, sort and pages. */
export function ProductsListing({ context }: { context: ViewContext }) {
  return (
    <div className="listing">
      <ProductBrowser listUrl={folderUrl(context.locale, 'products')} categoryId={null} context={context} />
    </div>
  )
}
