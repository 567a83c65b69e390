import { folderUrl } from '@/domain/urls'
import type { ViewContext } from '@/components/viewContext'
import { MoodsListing } from '../listings/MoodsListing'
import { ViewHeader } from '../parts/ViewHeader'

/** Moods that are no longer current. */
export function MoodArchiveView({ title, context }: { title: string; context: ViewContext }) {
  const { locale, t } = context
  return (
    <div className="view view--moods">
      <ViewHeader title={title} eyebrow={t('section.moods')} eyebrowHref={folderUrl(locale, 'moods')} />
      <MoodsListing context={context} archived />
    </div>
  )
}
