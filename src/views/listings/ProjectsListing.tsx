import { getProjects } from '@/data/readers/projects'
import { documentUrl } from '@/domain/urls'
import type { ViewContext } from '@/components/viewContext'
import { Tile } from '@/components/Tile'

/** Projects, the most recent first, with place and year. */
export async function ProjectsListing({ context }: { context: ViewContext }) {
  const { locale, t } = context
  const projects = await getProjects(locale)
  if (projects.length === 0) return <p className="empty">{t('project.noProjects')}</p>
  return (
    <div className="listing">
      <div className="grid grid--2">
        {projects.map((project) => (
          <Tile
            key={project.id}
            href={documentUrl(locale, 'projects', project.slug)}
            title={project.title}
            image={project.cover}
            eyebrow={[project.location, project.year].filter(Boolean).join(' · ') || undefined}
            shape="wide"
            level={2}
            sizes="half"
            save={{ kind: 'project', id: String(project.id), options: {} }}
          />
        ))}
      </div>
    </div>
  )
}
