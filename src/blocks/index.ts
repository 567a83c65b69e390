import { CallToActionBlock } from './CallToAction/config'
import { HeroBlock } from './Hero/config'
import { ProductCarouselBlock } from './ProductCarousel/config'
import { RichTextBlock } from './RichTextBlock/config'
import { TeasersBlock } from './Teasers/config'

/** Every page-builder block, in the order editors see them. */
export const pageBlocks = [HeroBlock, RichTextBlock, ProductCarouselBlock, TeasersBlock, CallToActionBlock]
