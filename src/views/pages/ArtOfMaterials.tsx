import { MediaImage } from '@/components/MediaImage'
import { getMaterialCategories } from '@/data/readers/materialCategories'
import { getMaterials } from '@/data/readers/materials'
import { subFolderUrl } from '@/domain/urls'
import { AppLink as Link } from '@/runtime/navigation/AppLink'
import type { ViewContext } from '@/components/viewContext'
import { populated } from '@/domain/lists'
import { MaterialSwatches } from '../parts/MaterialSwatches'

/** Swatches shown per family: a taste, the family's own page has all of them. */
const swatchesPerFamily = 6

/**
 * 'The art of materials': every material family in its order — a large picture, its story,
 * a row of swatches leading to the materials, and the way to the whole family. From the CMS,
 * in the page's language, without what is hidden there.
 */
export async function ArtOfMaterials({ context }: { context: ViewContext }) {
  const { locale, t } = context
  const categories = await getMaterialCategories(locale)
  const families = await Promise.all(categories.map(async (category) => ({ category, materials: (await getMaterials(locale, category.id)).slice(0, swatchesPerFamily) })))
  return (
    <div className="art-of-materials">
      {families
        .filter(({ materials }) => materials.length > 0)
        .map(({ category, materials }, index) => {
          const image = populated(category.image)
          const href = subFolderUrl(locale, 'materials', category.slug)
          return (
            <section key={category.id} className={index % 2 === 1 ? 'art-family art-family--mirrored' : 'art-family'} aria-labelledby={`art-family-${category.id}`}>
              {image && (
                <figure className="art-family__image">
                  <MediaImage media={image} sizes="(min-width: 1024px) 55vw, 100vw" fill />
                </figure>
              )}
              <div className="art-family__text">
                <p className="eyebrow">{category.code}</p>
                <h2 id={`art-family-${category.id}`}>{category.name}</h2>
                {category.description && <p className="art-family__story">{category.description}</p>}
                <MaterialSwatches materials={materials} locale={locale} size="small" />
                <p>
                  <Link href={href} className="button">
                    {t('art.discoverFamily', { family: category.name })}
                  </Link>
                </p>
              </div>
            </section>
          )
        })}
    </div>
  )
}
