import { PhotoGrid } from '@/components/PhotoGrid'
import { visibleDocs } from '@/domain/lists'
import type { ViewContext } from '@/components/viewContext'
import type { GalleryBlock as GalleryData } from '@/payload-types'

/** A grid of pictures under a title (the gallery heading when the editor gave none). */
export function GalleryBlock({ block, context }: { block: GalleryData; context: ViewContext }) {
  const images = visibleDocs(block.images, 'media', context.hidden)
  return (
    <div className="section block-gallery">
      <PhotoGrid images={images} title={block.title ?? context.t('product.gallery')} id={`gallery-${block.id ?? 'block'}`} />
    </div>
  )
}
