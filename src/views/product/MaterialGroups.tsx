import type { Material, MaterialCategory } from '@/payload-types'
import type { ViewContext } from '@/components/viewContext'
import { groupBy, populated } from '@/domain/lists'
import { MaterialSwatches } from '../parts/MaterialSwatches'

/** The materials a product can be made in, one band per material category, each swatch linking to its material. */
export function MaterialGroups({ materials, context }: { materials: Material[]; context: ViewContext }) {
  const { locale, t, hidden } = context
  if (materials.length === 0) return null
  const categoryOf = (material: Material): MaterialCategory | null => {
    const category = populated(material.category)
    return category && !hidden.has(`material-categories:${category.id}`) ? category : null
  }
  const groups = groupBy(materials, (material) => categoryOf(material)?.id ?? 0)
  return (
    <section className="view-band" aria-labelledby="product-materials">
      <h2 id="product-materials" className="band-title">
        {t('product.availableMaterials')}
      </h2>
      {groups.map(({ key, items }) => {
        const first = items[0]
        const category = first ? categoryOf(first) : null
        return (
          <div key={key} className="material-group">
            {category && <h3 className="material-group__title">{category.name}</h3>}
            <MaterialSwatches materials={items.map((material) => ({ ...material, swatch: populated(material.swatch) }))} locale={locale} size="small" />
          </div>
        )
      })}
    </section>
  )
}
