import { MediaImage } from '@/components/MediaImage'
import { RichText } from '@/components/richtext/RichText'
import type { TwoColumnBlock as TwoColumnData } from '@/payload-types'
import type { ViewContext } from '@/components/viewContext'

/** Text beside a picture; on a phone the picture comes first. */
export function TwoColumnBlock({ block, context }: { block: TwoColumnData; context: ViewContext }) {
  return (
    <section className={`section block-two-column block-two-column--image-${block.imageSide}`}>
      <div className="block-two-column__media">
        <MediaImage media={block.image} sizes="half" fill />
      </div>
      <RichText data={block.text} locale={context.locale} className="block-two-column__text" />
    </section>
  )
}
