import { getDownloads } from '@/data/readers/downloads'
import type { DownloadsListBlock as DownloadsListData } from '@/payload-types'
import type { ViewContext } from '@/components/viewContext'
import { DownloadList } from '@/components/downloads/DownloadList'

/** The newest files of the chosen download categories, each a direct download. */
export async function DownloadsListBlock({ block, context }: { block: DownloadsListData; context: ViewContext }) {
  const wanted = new Set(block.categories.map((category) => (typeof category === 'object' ? category.id : category)))
  const { downloads } = await getDownloads(context.locale, null)
  const chosen = downloads.filter((download) => wanted.has(download.categoryId)).slice(0, block.limit)
  if (chosen.length === 0) return null
  return (
    <section className="section">
      <h2 className="section__title">{block.title ?? context.t('section.downloads')}</h2>
      <DownloadList downloads={chosen} context={context} />
    </section>
  )
}
