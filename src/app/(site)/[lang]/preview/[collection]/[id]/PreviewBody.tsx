import { notFound } from 'next/navigation'
import type { CollectionSlug } from 'payload'
import { payloadClient } from '@/data/payload'
import type { PreviewTarget } from '@/domain/preview/signature'
import type { User } from '@/payload-types'
import type { ViewContext } from '@/components/viewContext'
import { DesignerView } from '@/views/documents/DesignerView'
import { MaterialView } from '@/views/documents/MaterialView'
import { MoodView } from '@/views/documents/MoodView'
import { ProductView } from '@/views/documents/ProductView'
import { ProjectView } from '@/views/documents/ProjectView'
import { StoreView } from '@/views/documents/StoreView'
import { StoryView } from '@/views/documents/StoryView'
import { HomeView } from '@/views/HomeView'
import { PageView } from '@/views/PageView'
import { CategoryView } from '@/views/subfolders/CategoryView'

/** The latest version (draft or published) of a document, read as the editor. */
async function latest<C extends CollectionSlug>(collection: C, target: PreviewTarget, user: User) {
  const payload = await payloadClient()
  try {
    return await payload.findByID({ collection, id: target.id, locale: target.locale, draft: true, depth: 2, overrideAccess: false, user })
  } catch {
    notFound()
  }
}

/** The public view of the document, fed with its draft. */
export async function PreviewBody({ target, user, context }: { target: PreviewTarget; user: User; context: ViewContext }) {
  switch (target.collection) {
    case 'pages': {
      const page = await latest('pages', target, user)
      return page.slug === 'homepage' || page.slug === 'homepage-china' ? <HomeView page={page} title={page.title} context={context} /> : <PageView page={page} context={context} />
    }
    case 'products':
      return <ProductView product={await latest('products', target, user)} context={context} />
    case 'categories':
      return <CategoryView category={await latest('categories', target, user)} context={context} />
    case 'materials':
      return <MaterialView material={await latest('materials', target, user)} context={context} />
    case 'moods':
      return <MoodView mood={await latest('moods', target, user)} context={context} />
    case 'projects':
      return <ProjectView project={await latest('projects', target, user)} context={context} />
    case 'stories':
      return <StoryView story={await latest('stories', target, user)} context={context} />
    case 'designers':
      return <DesignerView designer={await latest('designers', target, user)} context={context} />
    case 'stores':
      return <StoreView store={await latest('stores', target, user)} context={context} />
  }
}
