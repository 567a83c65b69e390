import { Pager } from '@/components/controls'
import { AppLink as Link } from '@/runtime/navigation/AppLink'
import { getMaterialCards } from '@/data/readers/materials'
import { getMaterialCategories } from '@/data/readers/materialCategories'
import { getMaterialIndex } from '@/data/catalogue/materialIndex'
import { pageOf } from '@/domain/catalogue/listing'
import { countMaterialFacets, isMaterialStateEmpty, materialFacets, materialMatches, materialPageQuery, materialPageSize, materialStateQuery, orderMaterials, readMaterialPage, readMaterialState, type MaterialFacet } from '@/domain/catalogue/materialFilters'
import { folderUrl, mixerUrl, subFolderUrl } from '@/domain/urls'
import { FilterDrawer } from '../catalogue/FilterDrawer.client'
import { FilterForm } from '../catalogue/FilterForm.client'
import { MaterialFilterFields } from '../catalogue/MaterialFilterFields'
import type { ViewContext } from '@/components/viewContext'
import { groupInOrder } from '@/domain/lists'
import { MaterialSwatches } from '../parts/MaterialSwatches'

/**
 * Every material as a swatch, family by family, with filters (colour, property, durability,
 * type, use) as a GET form, in pages of `materialPageSize` with real links: the filters and
 * counts run over the whole index, only the page's swatches are read.
 */
export async function MaterialsListing({ context }: { context: ViewContext }) {
  const { locale, t } = context
  const [families, index] = await Promise.all([getMaterialCategories(locale), getMaterialIndex(locale)])
  const allowed = Object.fromEntries(materialFacets.map((facet) => [facet, new Set(index.options[facet])])) as Record<MaterialFacet, Set<string>>
  const query = context.listQuery ?? {}
  const state = readMaterialState(query, allowed)
  // Materials of a family hidden in this language are not listed, nor counted.
  const listed = new Set(families.map((family) => family.id))
  const items = index.items.filter((item) => listed.has(item.categoryId))
  const counts = countMaterialFacets(items, state, index.options)
  const matching = orderMaterials(
    items.filter((item) => materialMatches(item, state)),
    families.map((family) => family.id),
  )
  const paging = pageOf(matching.length, readMaterialPage(query), materialPageSize)
  const visible = await getMaterialCards(locale, matching.slice(paging.offset, paging.offset + materialPageSize).map((item) => item.id))
  const listUrl = folderUrl(locale, 'materials')
  const byId = new Map(families.map((family) => [family.id, family]))
  const groups = groupInOrder(visible, (material) => material.categoryId, families.map((family) => family.id))
  return (
    <div className="listing">
      <div className="catalogue">
        <FilterForm key={materialStateQuery(state)} action={listUrl} label={t('filter.title')}>
          <FilterDrawer summary={t('filter.title')} title={t('filter.title')} close={t('filter.close')} showResults={t('filter.showResults', { count: matching.length })} apply={t('filter.apply')}>
            <MaterialFilterFields counts={counts} t={t} />
          </FilterDrawer>
        </FilterForm>
        <div className="catalogue__results">
          <p className="listing__mixer">
            <Link href={mixerUrl(locale)} className="listing__mixer-link">
              {t('mixer.openMixer')}
            </Link>
          </p>
          <p className="listing__count" role="status">
            {t('material.count', { count: matching.length })}
          </p>
          {!isMaterialStateEmpty(state) && (
            <p className="active-filters">
              <Link href={listUrl} className="active-filters__clear">
                {t('filter.clear')}
              </Link>
            </p>
          )}
          {matching.length === 0 && (
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
                <MaterialSwatches materials={items} locale={locale} saveable />
              </section>
            )
          })}
          <Pager paging={paging} href={(page) => `${listUrl}${materialPageQuery(state, page)}`} t={t} />
        </div>
      </div>
    </div>
  )
}
