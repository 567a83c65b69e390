import { documentUrl } from '@/domain/urls'
import type { CategoryGridBlock as CategoryGridData } from '@/payload-types'
import type { ViewContext } from '@/components/viewContext'
import { populated, visibleDocs } from '@/domain/lists'
import { Tile } from '@/components/Tile'

/** Chosen product categories as picture tiles. */
export function CategoryGridBlock({ block, context }: { block: CategoryGridData; context: ViewContext }) {
  const categories = visibleDocs(block.categories, 'categories', context.hidden)
  if (categories.length === 0) return null
  return (
    <section className="section">
      {block.title && <h2 className="section__title">{block.title}</h2>}
      <div className="grid grid--3">
        {categories.map((category) => (
          <Tile key={category.id} href={documentUrl(context.locale, 'categories', category.slug)} title={category.name} image={populated(category.image)} text={category.intro} />
        ))}
      </div>
    </section>
  )
}
