import { MediaImage } from '@/components/MediaImage'
import { AppLink as Link } from '@/runtime/navigation/AppLink'
import { folderUrl } from '@/domain/urls'
import type { StoreTeaserBlock as StoreTeaserData } from '@/payload-types'
import type { ViewContext } from '@/components/viewContext'

/** An invitation to a showroom with a way to the store locator. */
export function StoreTeaserBlock({ block, context }: { block: StoreTeaserData; context: ViewContext }) {
  return (
    <section className="cta section block-store-teaser">
      <div className="cta__media">
        <MediaImage media={block.image} sizes="(min-width: 1024px) 50vw, 100vw" fill />
      </div>
      <div className="cta__text">
        <h2>{block.title}</h2>
        {block.text && <p>{block.text}</p>}
        <Link href={folderUrl(context.locale, 'stores')} className="button">
          {context.t('home.visitShowroom')}
        </Link>
      </div>
    </section>
  )
}
