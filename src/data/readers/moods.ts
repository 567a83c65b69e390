import 'server-only'
import { populated } from '@/domain/lists'
import type { Locale } from '@/i18n/locales'
import type { Media, Mood } from '@/payload-types'
import { cached } from '../cached'
import { findVisible, listingTags } from './findVisible'

export type MoodCard = Pick<Mood, 'id' | 'title' | 'slug' | 'intro'> & { cover: Media | null }

/** Current moods, or the archived ones, newest first. */
export const getMoods = cached('listing-moods', listingTags('moods'), async (locale: Locale, archived: boolean): Promise<MoodCard[]> => {
  const { docs } = await findVisible('moods', locale, {
    where: archived ? { archived: { equals: true } } : { archived: { not_equals: true } },
    depth: 1,
    sort: '-publishedAt',
    limit: 500,
    select: { title: true, slug: true, intro: true, cover: true },
  })
  return docs.map((mood) => ({ id: mood.id, title: mood.title, slug: mood.slug, intro: mood.intro, cover: populated(mood.cover) }))
})
