import { AppLink as Link } from '@/runtime/navigation/AppLink'
import { RenderBlocks } from '@/blocks/RenderBlocks'
import { ProductCard } from '@/components/ProductCard'
import { getHomeHighlights } from '@/data/readers/homeHighlights'
import { documentUrl, folderUrl, subFolderUrl } from '@/domain/urls'
import { leadingSentences } from '@/domain/text/sentences'
import type { Page } from '@/payload-types'
import type { ViewContext } from '@/components/viewContext'
import { formatDate } from '@/domain/format'
import { populated } from '@/domain/lists'
import { Tile } from '@/components/Tile'
import { ViewHeader } from './parts/ViewHeader'

/** Products shown per category on the home: with the category's own cell, one row on a desktop. */
const productsPerCategory = 3
/**
 * Categories toured on the home; the rest are one link away (the catalogue). Every category
 * with its cards made the home 60 pictures and 270 KB of HTML; the page budget is 100 KB.
 */
const categoriesOnHome = 3
const latestStories = 3
/** A category's intro on the home: whole sentences up to this length (the category page has the rest). */
const introChars = 220

/** The home document's blocks, then a light tour: categories with a few products, material families, latest stories. */
export async function HomeView({ page, title, context }: { page: Page | null; title: string; context: ViewContext }) {
  const { locale, t, tag } = context
  const highlights = await getHomeHighlights(locale, productsPerCategory, latestStories)
  const blocks = page?.layout ?? []
  return (
    <div className="view view--home">
      {blocks[0]?.blockType !== 'hero' && <ViewHeader title={title} />}
      <RenderBlocks blocks={blocks} context={context} />
      {highlights.categories.length > 0 && (
        <section className="view-band home-band" aria-labelledby="home-collection">
          <h2 id="home-collection" className="band-title">
            {t('home.exploreCollection')}
          </h2>
          {highlights.categories.slice(0, categoriesOnHome).map(({ category, products }) => (
            <div key={category.id} className="grid grid--4 home-category">
              <div className="home-category__intro">
                <h3 className="home-category__title">
                  <Link href={documentUrl(locale, 'categories', category.slug)}>{category.name}</Link>
                </h3>
                {category.intro && <p className="home-category__text">{leadingSentences(category.intro, tag, introChars)}</p>}
              </div>
              {products.map((product) => (
                <ProductCard key={product.id} product={product} locale={locale} />
              ))}
            </div>
          ))}
          {highlights.categories.length > categoriesOnHome && (
            <p className="listing__more">
              <Link href={folderUrl(locale, 'categories')} className="button">
                {t('common.viewAll')}
              </Link>
            </p>
          )}
        </section>
      )}
      {highlights.materialCategories.length > 0 && (
        <section className="view-band home-band" aria-labelledby="home-materials">
          <h2 id="home-materials" className="band-title">
            {t('section.artOfMaterials')}
          </h2>
          <div className="grid grid--families">
            {highlights.materialCategories.map((family) => (
              <Tile key={family.id} href={subFolderUrl(locale, 'materials', family.slug)} title={family.name} image={populated(family.image)} shape="square" sizes="family" />
            ))}
          </div>
        </section>
      )}
      {highlights.stories.length > 0 && (
        <section className="view-band home-band" aria-labelledby="home-stories">
          <h2 id="home-stories" className="band-title">
            {t('home.latestStories')}
          </h2>
          <div className="grid grid--3">
            {highlights.stories.map((story) => (
              <Tile
                key={story.id}
                href={documentUrl(locale, 'stories', story.slug)}
                title={story.title}
                image={story.cover}
                eyebrow={`${t(`storyCategory.${story.category}`)} · ${formatDate(story.publishedAt, tag)}`}
                text={story.excerpt}
              />
            ))}
          </div>
          <p className="listing__more">
            <Link href={folderUrl(locale, 'stories')} className="button">
              {t('story.allStories')}
            </Link>
          </p>
        </section>
      )}
    </div>
  )
}
