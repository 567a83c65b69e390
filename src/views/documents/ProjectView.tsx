import { MediaImage } from '@/components/MediaImage'
import { folderUrl } from '@/domain/urls'
import type { Project } from '@/payload-types'
import type { ViewContext } from '@/components/viewContext'
import { populated, visibleDocs } from '@/domain/lists'
import { ProductGrid } from '../parts/ProductGrid'
import { ViewHeader } from '../parts/ViewHeader'
import { SaveButton } from '@/features/wishlist/client'

/** A project: where, when and with whom, its cover, the steps in order and the products used. */
export function ProjectView({ project, context }: { project: Project; context: ViewContext }) {
  const { locale, t, hidden } = context
  const facts = [
    { label: t('project.location'), value: project.location },
    { label: t('project.year'), value: project.year ? String(project.year) : null },
    { label: t('project.architect'), value: project.architect },
  ].filter((fact) => fact.value)
  const steps = project.steps ?? []
  return (
    <article className="view view--editorial">
      <ViewHeader title={project.title} eyebrow={t('section.projects')} eyebrowHref={folderUrl(locale, 'projects')} lead={project.intro} centered>
        {facts.length > 0 && (
          <dl className="facts-inline">
            {facts.map((fact) => (
              <div key={fact.label}>
                <dt>{fact.label}</dt>
                <dd>{fact.value}</dd>
              </div>
            ))}
          </dl>
        )}
        <SaveButton item={{ kind: 'project', id: String(project.id), options: {} }} name={project.title} className="document-save" />
      </ViewHeader>
      <figure className="cover">
        <MediaImage media={populated(project.cover)} sizes="cover" priority fill />
      </figure>
      {steps.length > 0 && (
        <section className="view-band" aria-labelledby="project-steps">
          <h2 id="project-steps" className="band-title">
            {t('section.projectSteps')}
          </h2>
          <ol className="steps">
            {steps.map((step, index) => {
              const image = populated(step.image)
              return (
                <li key={step.id ?? index} className={image ? 'step' : 'step step--text'}>
                  {image && (
                    <figure className="step__image">
                      <MediaImage media={image} sizes="half" fill />
                    </figure>
                  )}
                  <div className="step__text">
                    <p className="eyebrow">{t('project.step', { number: index + 1 })}</p>
                    <h3 className="step__title">{step.title}</h3>
                    {step.text && <p>{step.text}</p>}
                  </div>
                </li>
              )
            })}
          </ol>
        </section>
      )}
      <ProductGrid id="project-products" title={t('project.productsUsed')} products={visibleDocs(project.products, 'products', hidden)} locale={locale} />
    </article>
  )
}
