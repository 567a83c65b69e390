import { folderUrl } from '@/domain/urls'
import type { Story } from '@/payload-types'
import type { ViewContext } from '@/components/viewContext'
import { StoriesListing } from '../listings/StoriesListing'
import { ViewHeader } from '../parts/ViewHeader'

/** The stories of one category, newest first. */
export function StoryCategoryView({ category, title, context }: { category: Story['category']; title: string; context: ViewContext }) {
  const { locale, t } = context
  return (
    <div className="view view--stories">
      <ViewHeader title={title} eyebrow={t('section.stories')} eyebrowHref={folderUrl(locale, 'stories')} />
      <StoriesListing context={context} category={category} />
    </div>
  )
}
