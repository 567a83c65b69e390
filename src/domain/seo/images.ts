import type { Media, Page } from '@/payload-types'
import type { DocumentContent, ResolvedContent } from '../routing/resolved'
import { mediaPath } from '../mediaPath'
import { absoluteUrl } from '../urls'
import { unreachable } from '../unreachable'

/** The picture shared with a page (Open Graph, Twitter card); `url` may be site-relative. */
export interface HeadImage {
  url: string
  width: number
  height: number
  alt: string
}

type MediaField = number | Media | null | undefined

function populated(field: MediaField): Media | null {
  return typeof field === 'object' && field !== null && typeof field.url === 'string' && field.url !== '' ? field : null
}

/** An absolute URL for an uploaded file, on the public origin whatever host Payload stored. */
export function absoluteMediaUrl(origin: string, url: string): string {
  return absoluteUrl(origin, mediaPath(url))
}

/** The absolute URLs of the loaded pictures among `fields`, in order, without repeats. */
export function mediaUrls(fields: readonly MediaField[], origin: string): string[] {
  const urls = fields.map(populated).flatMap((media) => (media?.url ? [absoluteMediaUrl(origin, media.url)] : []))
  return [...new Set(urls)]
}

function toHeadImage(field: MediaField, fallbackAlt: string): HeadImage | null {
  const media = populated(field)
  if (!media?.url || !media.width || !media.height) return null
  return { url: mediaPath(media.url), width: media.width, height: media.height, alt: media.alt || fallbackAlt }
}

/** The pictures that can stand for a page, best first: the editor's share image, then the content's own. */
function candidates(content: ResolvedContent): MediaField[] {
  switch (content.kind) {
    case 'home':
    case 'page':
    case 'section':
      return content.page ? [content.page.meta?.image, ...firstHeroImage(content.page.layout)] : []
    case 'category':
      return [content.category.meta?.image, content.category.image]
    case 'materialCategory':
      return [content.category.image]
    case 'document':
      return documentCandidates(content)
    case 'downloadCategory':
    case 'storyCategory':
    case 'moodArchive':
      return []
    default:
      return unreachable(content)
  }
}

function documentCandidates(content: DocumentContent): MediaField[] {
  switch (content.collection) {
    case 'products':
      return [content.doc.meta?.image, ...content.doc.gallery]
    case 'materials':
      return [content.doc.meta?.image, content.doc.detail, content.doc.swatch]
    case 'moods':
    case 'projects':
    case 'stories':
      return [content.doc.meta?.image, content.doc.cover]
    case 'designers':
      return [content.doc.meta?.image, content.doc.portrait]
    case 'stores':
      return [content.doc.meta?.image, ...(content.doc.images ?? [])]
    default:
      return unreachable(content)
  }
}

function firstHeroImage(layout: Page['layout']): MediaField[] {
  for (const block of layout ?? []) {
    if (block.blockType === 'hero') return block.slides.map((slide) => slide.image).slice(0, 1)
  }
  return []
}

/** The share image of a page: the first loaded picture with known dimensions, or null. */
export function headImageOf(content: ResolvedContent, fallbackAlt: string): HeadImage | null {
  for (const field of candidates(content)) {
    const image = toHeadImage(field, fallbackAlt)
    if (image) return image
  }
  return null
}
