import { AppLink as Link } from '@/features/navigation/AppLink'
import { getDownloads } from '@/data/listings'
import { subFolderUrl } from '@/domain/urls'
import type { ViewContext } from '../context'
import { groupInOrder } from '../lists'
import { DownloadList } from '../parts/DownloadList'

/** Downloads grouped by category (or one category's), each with a direct link to the file. */
export async function DownloadsListing({ context, categoryId }: { context: ViewContext; categoryId: number | null }) {
  const { locale, t } = context
  const { categories, downloads } = await getDownloads(locale, categoryId)
  if (downloads.length === 0) return <p className="empty">{t('download.noDownloads')}</p>
  if (categoryId !== null) {
    return (
      <div className="listing">
        <DownloadList downloads={downloads} context={context} />
      </div>
    )
  }
  const byId = new Map(categories.map((category) => [category.id, category]))
  const groups = groupInOrder(downloads, (download) => download.categoryId, categories.map((category) => category.id))
  return (
    <div className="listing">
      {groups.map(({ key, items }) => {
        const category = byId.get(key)
        if (!category) return null
        return (
          <section key={key} className="listing__group" aria-labelledby={`downloads-${key}`}>
            <h2 id={`downloads-${key}`} className="band-title">
              <Link href={subFolderUrl(locale, 'downloads', category.slug)}>{category.name}</Link>
            </h2>
            <DownloadList downloads={items} context={context} />
          </section>
        )
      })}
    </div>
  )
}
