import { folderUrl } from '@/domain/urls'
import type { DownloadCategory } from '@/payload-types'
import type { ViewContext } from '@/components/viewContext'
import { DownloadsListing } from '../listings/DownloadsListing'
import { ViewHeader } from '../parts/ViewHeader'

/** One category's downloads. */
export function DownloadCategoryView({ category, context }: { category: DownloadCategory; context: ViewContext }) {
  const { locale, t } = context
  return (
    <div className="view view--downloads">
      <ViewHeader title={category.name} eyebrow={t('section.downloads')} eyebrowHref={folderUrl(locale, 'downloads')} />
      <DownloadsListing context={context} categoryId={category.id} />
    </div>
  )
}
