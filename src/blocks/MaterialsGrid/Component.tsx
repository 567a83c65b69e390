import { subFolderUrl } from '@/domain/urls'
import type { MaterialsGridBlock as MaterialsGridData } from '@/payload-types'
import type { ViewContext } from '@/components/viewContext'
import { populated, visibleDocs } from '@/domain/lists'
import { Tile } from '@/components/Tile'

/** Chosen material families as square tiles. */
export function MaterialsGridBlock({ block, context }: { block: MaterialsGridData; context: ViewContext }) {
  const families = visibleDocs(block.families, 'material-categories', context.hidden)
  if (families.length === 0) return null
  return (
    <section className="section">
      <h2 className="section__title">{block.title ?? context.t('section.artOfMaterials')}</h2>
      <div className="grid grid--families">
        {families.map((family) => (
          <Tile key={family.id} href={subFolderUrl(context.locale, 'materials', family.slug)} title={family.name} image={populated(family.image)} shape="square" sizes="(min-width: 1024px) 20vw, 50vw" />
        ))}
      </div>
    </section>
  )
}
