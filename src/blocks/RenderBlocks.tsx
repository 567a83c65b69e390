import type { Page } from '@/payload-types'
import type { Locale } from '@/i18n/locales'
import { CallToActionBlock } from './CallToAction/Component'
import { HeroBlock } from './Hero/Component'
import { ProductCarouselBlock } from './ProductCarousel/Component'
import { RichTextBlock } from './RichTextBlock/Component'
import { TeasersBlock } from './Teasers/Component'

type Block = NonNullable<Page['layout']>[number]

function renderBlock(block: Block, locale: Locale, first: boolean) {
  switch (block.blockType) {
    case 'hero':
      return <HeroBlock block={block} locale={locale} priority={first} />
    case 'richText':
      return <RichTextBlock block={block} locale={locale} />
    case 'productCarousel':
      return <ProductCarouselBlock block={block} locale={locale} />
    case 'teasers':
      return <TeasersBlock block={block} locale={locale} />
    case 'callToAction':
      return <CallToActionBlock block={block} locale={locale} />
    default: {
      // A block type without a component must not break the page (spec: log, neutral fallback).
      const unknown: { blockType?: unknown } = block
      console.error(`[blocks] no component for block type "${String(unknown.blockType)}"`)
      return <div className="block-fallback" data-block-type={String(unknown.blockType)} />
    }
  }
}

/** Renders a page's blocks in order, keyed by their stable ids. */
export function RenderBlocks({ blocks, locale }: { blocks: Page['layout']; locale: Locale }) {
  return (
    <>
      {(blocks ?? []).map((block, index) => (
        <div key={block.id ?? `${block.blockType}-${index}`}>{renderBlock(block, locale, index === 0)}</div>
      ))}
    </>
  )
}
