import { getMaterials } from '@/data/readers/materials'
import { folderUrl } from '@/domain/urls'
import type { MaterialCategory } from '@/payload-types'
import type { ViewContext } from '@/components/viewContext'
import { MaterialSwatches } from '../parts/MaterialSwatches'
import { ViewHeader } from '../parts/ViewHeader'

/** A material family: its description and its materials as swatches. */
export async function MaterialCategoryView({ category, context }: { category: MaterialCategory; context: ViewContext }) {
  const { locale, t } = context
  const materials = await getMaterials(locale, category.id)
  return (
    <div className="view view--material-category">
      <ViewHeader title={category.name} eyebrow={t('section.materials')} eyebrowHref={folderUrl(locale, 'materials')} lead={category.description} />
      {materials.length === 0 ? (
        <p className="empty">{t('material.noMaterials')}</p>
      ) : (
        <section className="view-band" aria-labelledby="family-materials">
          <h2 id="family-materials" className="band-title">
            {t('material.count', { count: materials.length })}
          </h2>
          <MaterialSwatches materials={materials} locale={locale} saveable />
        </section>
      )}
    </div>
  )
}
