import { AppLink as Link } from '@/features/navigation/AppLink'
import { getMaterialCategories, getMaterials } from '@/data/listings'
import { subFolderUrl } from '@/domain/urls'
import type { ViewContext } from '../context'
import { groupInOrder } from '../lists'
import { MaterialSwatches } from '../parts/MaterialSwatches'

/** Every material as a swatch, family by family. */
export async function MaterialsListing({ context }: { context: ViewContext }) {
  const { locale, t } = context
  const [families, materials] = await Promise.all([getMaterialCategories(locale), getMaterials(locale, null)])
  if (materials.length === 0) return <p className="empty">{t('material.noMaterials')}</p>
  const byId = new Map(families.map((family) => [family.id, family]))
  const groups = groupInOrder(materials, (material) => material.categoryId, families.map((family) => family.id))
  return (
    <div className="listing">
      <p className="listing__count">{t('material.count', { count: materials.length })}</p>
      {groups.map(({ key, items }) => {
        const family = byId.get(key)
        if (!family) return null
        return (
          <section key={key} className="listing__group" aria-labelledby={`family-${key}`}>
            <h2 id={`family-${key}`} className="band-title">
              <Link href={subFolderUrl(locale, 'materials', family.slug)}>{family.name}</Link>
            </h2>
            {family.description && <p className="band-lead">{family.description}</p>}
            <MaterialSwatches materials={items} locale={locale} />
          </section>
        )
      })}
    </div>
  )
}
