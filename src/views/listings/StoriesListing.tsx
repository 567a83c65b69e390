import { AppLink as Link } from '@/runtime/navigation/AppLink'
import { getStories } from '@/data/readers/stories'
import { storyCategories } from '@/domain/storyCategories'
import { documentUrl, folderUrl, subFolderUrl } from '@/domain/urls'
import type { Story } from '@/payload-types'
import type { ViewContext } from '@/components/viewContext'
import { formatDate } from '@/domain/format'
import { PagedGrid } from '../parts/lazy.client'
import { Tile } from '@/components/Tile'

/** Stories a page shows at first and adds with each "show more". */
const storiesPerPage = 9

/** Links to every story category; the current one is marked. */
function StoryTopics({ context, current }: { context: ViewContext; current: Story['category'] | null }) {
  const { locale, t } = context
  return (
    <nav className="topics" aria-label={t('story.categories')}>
      <ul>
        <li>
          <Link href={folderUrl(locale, 'stories')} aria-current={current === null ? 'page' : undefined}>
            {t('story.allStories')}
          </Link>
        </li>
        {storyCategories.map((category) => (
          <li key={category}>
            <Link href={subFolderUrl(locale, 'stories', category)} aria-current={current === category ? 'page' : undefined}>
              {t(`storyCategory.${category}`)}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  )
}

/** Stories, newest first: all of them or one category's. */
export async function StoriesListing({ context, category }: { context: ViewContext; category: Story['category'] | null }) {
  const { locale, t, tag } = context
  const stories = await getStories(locale, category)
  return (
    <div className="listing">
      <StoryTopics context={context} current={category} />
      {stories.length === 0 ? (
        <p className="empty">{t('story.noStories')}</p>
      ) : (
        <PagedGrid className="grid grid--3" pageSize={storiesPerPage} moreLabel={t('common.showMore')} statusLabels={Object.fromEntries(stories.map((_, index) => [index + 1, t('editorial.paging.status', { shown: index + 1, total: stories.length })]))}>
          {stories.map((story) => (
            <Tile
              key={story.id}
              href={documentUrl(locale, 'stories', story.slug)}
              title={story.title}
              image={story.cover}
              eyebrow={`${t(`storyCategory.${story.category}`)} · ${formatDate(story.publishedAt, tag)}`}
              text={story.excerpt}
              level={2}
            />
          ))}
        </PagedGrid>
      )}
    </div>
  )
}
