import 'server-only'
import { populated } from '@/domain/lists'
import type { Locale } from '@/i18n/locales'
import type { Media, Project } from '@/payload-types'
import { cached } from '../cached'
import { findVisible, listingTags } from './findVisible'

export type ProjectCard = Pick<Project, 'id' | 'title' | 'slug' | 'location' | 'year'> & { cover: Media | null }

/** Projects, the most recent first. */
export const getProjects = cached('listing-projects', listingTags('projects'), async (locale: Locale): Promise<ProjectCard[]> => {
  const { docs } = await findVisible('projects', locale, {
    depth: 1,
    sort: ['-year', '-publishedAt'],
    limit: 500,
    select: { title: true, slug: true, location: true, year: true, cover: true },
  })
  return docs.map((project) => ({ id: project.id, title: project.title, slug: project.slug, location: project.location, year: project.year, cover: populated(project.cover) }))
})
