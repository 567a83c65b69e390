import { AppLink as Link } from '@/features/navigation/AppLink'
import { getMaterialCategories, getMaterials } from '@/data/listings'
import { getMaterialIndex } from '@/data/catalogue/materialIndex'
import { countMaterialFacets, isMaterialStateEmpty, materialFacets, materialMatches, materialStateQuery, readMaterialState, type MaterialFacet } from '@/domain/catalogue/materialFilters'
import { folderUrl, subFolderUrl } from '@/domain/urls'
import { FilterForm } from '../catalogue/FilterForm.client'
import { MaterialFilterFields } from '../catalogue/MaterialFilterFields'
import '../catalogue/catalogue.css'
import type { ViewContext } from '../context'
import { groupInOrder } from '../lists'
import { MaterialSwatches } from '../parts/MaterialSwatches'

/** Every material as a swatch, family by family, with filters (colour, property, durability, type, use) as a GET form. */
export async function MaterialsListing({ context }: { context: ViewContext }) {
  const { locale, t } = context
  const [families, materials, index] = await Promise.all([getMaterialCategories(locale), getMaterials(locale, null), getMaterialIndex(locale)])
  const allowed = Object.fromEntries(materialFacets.map((facet) => [facet, new Set(index.options[facet])])) as Record<MaterialFacet, Set<string>>
  const state = readMaterialState(context.listQuery ?? {}, allowed)
  const counts = countMaterialFacets(index.items, state, index.options)
  const shown = new Set(index.items.filter((item) => materialMatches(item, state)).map((item) => item.id))
  const visible = materials.filter((material) => shown.has(material.id))
  const listUrl = folderUrl(locale, 'materials')
  const byId = new Map(families.map((family) => [family.id, family]))
  const groups = groupInOrder(visible, (material) => material.categoryId, families.map((family) => family.id))
  return (
    <div className="listing">
      <div className="catalogue">
        <FilterForm key={materialStateQuery(state)} action={listUrl} label={t('filter.title')}>
          <details className="facets__panel" open={!isMaterialStateEmpty(state)}>
            <summary className="facets__toggle">{t('filter.title')}</summary>
            <div className="facets__body">
              <h2 className="facets__title">{t('filter.title')}</h2>
              <MaterialFilterFields counts={counts} t={t} />
              <button type="submit" className="button facets__apply">
                {t('filter.apply')}
              </button>
            </div>
          </details>
        </FilterForm>
        <div className="catalogue__results">
          <p className="listing__count" role="status">
            {t('material.count', { count: visible.length })}
          </p>
          {!isMaterialStateEmpty(state) && (
            <p className="active-filters">
              <Link href={listUrl} className="active-filters__clear">
                {t('filter.clear')}
              </Link>
            </p>
          )}
          {visible.length === 0 && (
            <div className="empty catalogue__empty">
              <p>{t('material.noMaterials')}</p>
              <Link href={listUrl} className="button">
                {t('filter.clear')}
              </Link>
            </div>
          )}
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
      </div>
    </div>
  )
}
