import { RenderBlocks } from '@/blocks/RenderBlocks'
import { MediaImage } from '@/components/MediaImage'
import type { Page } from '@/payload-types'
import type { ViewContext } from '@/components/viewContext'
import { populated } from '@/domain/lists'
import { ViewHeader } from './ViewHeader'

/**
 * A page's title and blocks. A page that opens with a hero lets the hero carry the `h1`;
 * otherwise the title heads the page, the page image (if any) follows it as a wide banner (the
 * page's first picture, loaded first), and the blocks come after.
 */
export function PageIntro({ page, title, context }: { page: Page | null; title: string; context: ViewContext }) {
  const blocks = page?.layout ?? []
  if (blocks[0]?.blockType === 'hero') return <RenderBlocks blocks={blocks} context={context} />
  const image = populated(page?.meta?.image)
  return (
    <>
      <ViewHeader title={title} />
      {image && (
        <figure className="banner">
          <MediaImage media={image} sizes="cover" priority fill />
        </figure>
      )}
      {blocks.length > 0 && (
        <div className="view-blocks">
          <RenderBlocks blocks={blocks} context={context} />
        </div>
      )}
    </>
  )
}
