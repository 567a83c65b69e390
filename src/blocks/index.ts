import { CallToActionBlock } from './CallToAction/config'
import { CategoryGridBlock } from './CategoryGrid/config'
import { DownloadsListBlock } from './DownloadsList/config'
import { FormBlock } from './Form/config'
import { GalleryBlock } from './Gallery/config'
import { HeroBlock } from './Hero/config'
import { ImageBlock } from './ImageBlock/config'
import { MaterialsGridBlock } from './MaterialsGrid/config'
import { NewsletterBlock } from './Newsletter/config'
import { ProductCarouselBlock } from './ProductCarousel/config'
import { QuoteBlock } from './Quote/config'
import { RichTextBlock } from './RichTextBlock/config'
import { StoreTeaserBlock } from './StoreTeaser/config'
import { TeasersBlock } from './Teasers/config'
import { TwoColumnBlock } from './TwoColumn/config'
import { VideoBlock } from './Video/config'
import { WhatsNewBlock } from './WhatsNew/config'

/** Every page-builder block, in the order editors see them. */
export const pageBlocks = [
  HeroBlock,
  RichTextBlock,
  TwoColumnBlock,
  ImageBlock,
  GalleryBlock,
  VideoBlock,
  QuoteBlock,
  ProductCarouselBlock,
  CategoryGridBlock,
  MaterialsGridBlock,
  TeasersBlock,
  WhatsNewBlock,
  StoreTeaserBlock,
  DownloadsListBlock,
  NewsletterBlock,
  FormBlock,
  CallToActionBlock,
]
