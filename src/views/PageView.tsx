import type { Page } from '@/payload-types'
import type { ViewContext } from '@/components/viewContext'
import { PageIntro } from './parts/PageIntro'
import { ArtOfMaterials } from './pages/ArtOfMaterials'
import { Panoramics } from './pages/Panoramics'

/** What a page's template adds after its blocks. */
function TemplateContent({ page, context }: { page: Page; context: ViewContext }) {
  switch (page.template) {
    case 'artOfMaterials':
      return <ArtOfMaterials context={context} />
    case 'productPanoramics':
      return <Panoramics kind="products" context={context} />
    case 'materialPanoramics':
      return <Panoramics kind="materials" context={context} />
    default:
      return null
  }
}

/** A content page: its title and its blocks, then what its template draws from the catalogue. */
export function PageView({ page, context }: { page: Page; context: ViewContext }) {
  return (
    <div className="view view--page">
      <PageIntro page={page} title={page.title} context={context} />
      <TemplateContent page={page} context={context} />
    </div>
  )
}
