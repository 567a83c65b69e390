import { AppLink as Link } from '@/runtime/navigation/AppLink'
import { MediaImage } from '@/components/MediaImage'
import { subFolderUrl } from '@/domain/urls'
import type { Story } from '@/payload-types'
import type { ViewContext } from '@/components/viewContext'
import { formatDate } from '@/domain/format'
import { populated, visibleDocs } from '@/domain/lists'
import { ProductGrid } from '../parts/ProductGrid'
import { RichContent } from '../parts/RichContent'

/** A story: category and date, title, cover, text and the products it features. */
export function StoryView({ story, context }: { story: Story; context: ViewContext }) {
  const { locale, t, tag, hidden } = context
  const date = formatDate(story.publishedAt, tag)
  return (
    <article className="view view--editorial">
      <header className="view-head view-head--centered">
        <p className="eyebrow">
          <Link href={subFolderUrl(locale, 'stories', story.category)}>{t(`storyCategory.${story.category}`)}</Link>
          {date && (
            <>
              {' · '}
              <time dateTime={story.publishedAt}>{t('story.publishedOn', { date })}</time>
            </>
          )}
        </p>
        <h1 className="view-head__title">{story.title}</h1>
        {story.excerpt && <p className="view-head__lead">{story.excerpt}</p>}
      </header>
      <figure className="cover">
        <MediaImage media={populated(story.cover)} sizes="cover" priority fill />
      </figure>
      <RichContent data={story.body} className="editorial-body" locale={locale} />
      <ProductGrid id="story-products" title={t('story.productsInStory')} products={visibleDocs(story.products, 'products', hidden)} locale={locale} />
    </article>
  )
}
