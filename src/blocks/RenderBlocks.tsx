import type { Page } from '@/payload-types'
import type { ViewContext } from '@/components/viewContext'
import { CallToActionBlock } from './CallToAction/Component'
import { CategoryGridBlock } from './CategoryGrid/Component'
import { DownloadsListBlock } from './DownloadsList/Component'
import { FormBlock } from './Form/Component'
import { GalleryBlock } from './Gallery/Component'
import { HeroBlock } from './Hero/Component'
import { ImageBlock } from './ImageBlock/Component'
import { MaterialsGridBlock } from './MaterialsGrid/Component'
import { NewsletterBlock } from './Newsletter/Component'
import { ProductCarouselBlock } from './ProductCarousel/Component'
import { QuoteBlock } from './Quote/Component'
import { RichTextBlock } from './RichTextBlock/Component'
import { StoreTeaserBlock } from './StoreTeaser/Component'
import { TeasersBlock } from './Teasers/Component'
import { TwoColumnBlock } from './TwoColumn/Component'
import { VideoBlock } from './Video/Component'
import { WhatsNewBlock } from './WhatsNew/Component'

type Block = NonNullable<Page['layout']>[number]

/** A block type without a component must not break the page (spec: log, neutral fallback). */
function Fallback({ blockType }: { blockType: string }) {
  console.error(`[blocks] no component for block type "${blockType}"`)
  return <div className="block-fallback" data-block-type={blockType} />
}

function renderBlock(block: Block, context: ViewContext, first: boolean) {
  const { locale } = context
  switch (block.blockType) {
    case 'hero':
      return <HeroBlock block={block} context={context} priority={first} />
    case 'richText':
      return <RichTextBlock block={block} locale={locale} />
    case 'twoColumn':
      return <TwoColumnBlock block={block} context={context} />
    case 'image':
      return <ImageBlock block={block} />
    case 'gallery':
      return <GalleryBlock block={block} context={context} />
    case 'video':
      return <VideoBlock block={block} />
    case 'quote':
      return <QuoteBlock block={block} />
    case 'productCarousel':
      return <ProductCarouselBlock block={block} locale={locale} />
    case 'categoryGrid':
      return <CategoryGridBlock block={block} context={context} />
    case 'materialsGrid':
      return <MaterialsGridBlock block={block} context={context} />
    case 'teasers':
      return <TeasersBlock block={block} locale={locale} />
    case 'whatsNew':
      return <WhatsNewBlock block={block} context={context} />
    case 'storeTeaser':
      return <StoreTeaserBlock block={block} context={context} />
    case 'downloadsList':
      return <DownloadsListBlock block={block} context={context} />
    case 'newsletter':
      return <NewsletterBlock block={block} context={context} />
    case 'form':
      return <FormBlock block={block} context={context} />
    case 'callToAction':
      return <CallToActionBlock block={block} locale={locale} />
    default: {
      // Stored data may name a type this build does not know (removed block, newer schema).
      const unknown: { blockType?: unknown } = block
      return <Fallback blockType={String(unknown.blockType)} />
    }
  }
}

/** The key of a block: Payload gives every block a stable id; without one, its type and place. */
function blockKey(block: Block, position: number): string {
  return block.id ?? `${block.blockType}@${position}`
}

/** Renders a page's blocks in order, keyed by their stable ids. */
export function RenderBlocks({ blocks, context }: { blocks: Page['layout']; context: ViewContext }) {
  return (
    <>
      {(blocks ?? []).map((block, position) => (
        <div key={blockKey(block, position)} className="block" data-block={block.blockType}>
          {renderBlock(block, context, position === 0)}
        </div>
      ))}
    </>
  )
}
