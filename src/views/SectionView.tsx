import type { FolderName } from '@/i18n/folders'
import type { Page } from '@/payload-types'
import type { ViewContext } from '@/components/viewContext'
import { CategoriesListing } from './listings/CategoriesListing'
import { DesignersListing } from './listings/DesignersListing'
import { DownloadsListing } from './listings/DownloadsListing'
import { MaterialsListing } from './listings/MaterialsListing'
import { MoodsListing } from './listings/MoodsListing'
import { ProductsListing } from './listings/ProductsListing'
import { ProjectsListing } from './listings/ProjectsListing'
import { StoresListing } from './listings/StoresListing'
import { StoriesListing } from './listings/StoriesListing'
import { PageIntro } from './parts/PageIntro'

function Listing({ folder, context }: { folder: FolderName; context: ViewContext }) {
  switch (folder) {
    case 'products':
      return <ProductsListing context={context} />
    case 'categories':
      return <CategoriesListing context={context} />
    case 'materials':
      return <MaterialsListing context={context} />
    case 'moods':
      return <MoodsListing context={context} archived={false} />
    case 'projects':
      return <ProjectsListing context={context} />
    case 'stories':
      return <StoriesListing context={context} category={null} />
    case 'designers':
      return <DesignersListing context={context} />
    case 'downloads':
      return <DownloadsListing context={context} categoryId={null} />
    case 'stores':
      return <StoresListing context={context} />
  }
}

/** A folder index: the landing page's blocks, then the folder's listing. */
export function SectionView({ folder, page, title, context }: { folder: FolderName; page: Page | null; title: string; context: ViewContext }) {
  return (
    <div className={`view view--section view--${folder}`}>
      <PageIntro page={page} title={title} context={context} />
      <Listing folder={folder} context={context} />
    </div>
  )
}
