import 'server-only'
import { populated } from '@/domain/lists'
import type { Locale } from '@/i18n/locales'
import type { Media, Story } from '@/payload-types'
import { cached } from '../cached'
import { findVisible, listingTags } from './findVisible'

export type StoryCard = Pick<Story, 'id' | 'title' | 'slug' | 'excerpt' | 'category' | 'publishedAt'> & { cover: Media | null }

/** Stories, newest first; all of them or one category's. */
export const getStories = cached('listing-stories', listingTags('stories'), async (locale: Locale, category: Story['category'] | null): Promise<StoryCard[]> => {
  const { docs } = await findVisible('stories', locale, {
    where: category ? { category: { equals: category } } : undefined,
    depth: 1,
    sort: '-publishedAt',
    limit: 500,
    select: { title: true, slug: true, excerpt: true, cover: true, category: true, publishedAt: true },
  })
  return docs.map((story) => ({
    id: story.id,
    title: story.title,
    slug: story.slug,
    excerpt: story.excerpt,
    category: story.category,
    publishedAt: story.publishedAt,
    cover: populated(story.cover),
  }))
})
