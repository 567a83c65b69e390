import type { ReactNode } from 'react'
import { getHiddenSet } from '@/data/hidden'
import { getMessages } from '@/data/messages'
import type { Resolved } from '@/domain/routing/resolved'
import { unreachable } from '@/domain/unreachable'
import { localeTags } from '@/i18n/locales'
import { makeTranslator } from '@/i18n/translator'
import type { ViewContext } from '@/components/viewContext'
import { defaultMarket } from '@/domain/catalogue/markets'
import type { Market } from '@/domain/catalogue/types'
import { DesignerView } from './documents/DesignerView'
import { MaterialView } from './documents/MaterialView'
import { MoodView } from './documents/MoodView'
import { ProductView } from './documents/ProductView'
import { ProjectView } from './documents/ProjectView'
import { StoreView } from './documents/StoreView'
import { StoryView } from './documents/StoryView'
import { HomeView } from './HomeView'
import { PageView } from './PageView'
import { Breadcrumbs } from './parts/Breadcrumbs'
import { SectionView } from './SectionView'
import { CategoryView } from './subfolders/CategoryView'
import { DownloadCategoryView } from './subfolders/DownloadCategoryView'
import { MaterialCategoryView } from './subfolders/MaterialCategoryView'
import { MoodArchiveView } from './subfolders/MoodArchiveView'
import { StoryCategoryView } from './subfolders/StoryCategoryView'
import type { QueryValues } from '@/domain/catalogue/queryString'

function Body({ resolved, context }: { resolved: Resolved; context: ViewContext }): ReactNode {
  const { content, title } = resolved
  switch (content.kind) {
    case 'home':
      return <HomeView page={content.page} title={title} context={context} />
    case 'page':
      return <PageView page={content.page} context={context} />
    case 'section':
      return <SectionView folder={content.folder} page={content.page} title={content.page?.title ?? title} context={context} />
    case 'category':
      return <CategoryView category={content.category} context={context} />
    case 'materialCategory':
      return <MaterialCategoryView category={content.category} context={context} />
    case 'downloadCategory':
      return <DownloadCategoryView category={content.category} context={context} />
    case 'storyCategory':
      return <StoryCategoryView category={content.category} title={title} context={context} />
    case 'moodArchive':
      return <MoodArchiveView title={title} context={context} />
    case 'document':
      switch (content.collection) {
        case 'products':
          return <ProductView product={content.doc} context={context} />
        case 'materials':
          return <MaterialView material={content.doc} context={context} />
        case 'moods':
          return <MoodView mood={content.doc} context={context} />
        case 'projects':
          return <ProjectView project={content.doc} context={context} />
        case 'stories':
          return <StoryView story={content.doc} context={context} />
        case 'designers':
          return <DesignerView designer={content.doc} context={context} />
        case 'stores':
          return <StoreView store={content.doc} context={context} />
        default:
          return unreachable(content)
      }
    default:
      return unreachable(content)
  }
}

/** The body of every page the catch-all route shows: breadcrumbs (except on the home), then the view for its kind. */
export async function ContentView({ resolved, query, market }: { resolved: Resolved; query?: QueryValues; market?: Market }): Promise<ReactNode> {
  const { locale } = resolved
  const [messages, hidden] = await Promise.all([getMessages(locale), getHiddenSet(locale)])
  const context: ViewContext = { locale, tag: localeTags[locale], t: makeTranslator(locale, messages), hidden, market: market ?? defaultMarket(locale), listQuery: query }
  return (
    <>
      {resolved.content.kind !== 'home' && <Breadcrumbs crumbs={resolved.breadcrumbs} t={context.t} />}
      <Body resolved={resolved} context={context} />
    </>
  )
}
