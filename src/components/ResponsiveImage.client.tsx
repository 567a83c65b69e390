'use client'
import { preload } from 'react-dom'
import { artViewports, optimizedUrl, SHORT_QUALITY, sizesText, srcset, srcsetWidths } from '@/domain/images/responsive'

/** A phone's own crop of the picture, chosen by the browser below a width (art direction). */
export interface ArtDirection {
  media: string
  src: string
}

/**
 * Every prop but the address, the text and `sizes` is optional and left out when it has its
 * default: each one is sent in the page data for every picture (an `undefined` as "$undefined").
 */
export interface ResponsiveImageProps {
  src: string
  alt: string
  /** The layout's width hint, or the name of a shared one (`layoutSizes`); the srcset lists the optimizer widths it can use (`srcsetWidths`). */
  sizes: string
  /** Default: the site's quality (the short address's). */
  quality?: number
  /** Above the fold: preloaded, fetched at high priority, never lazy. */
  priority?: boolean
  className?: string
  /** Cover the parent box (which sets the aspect ratio); else intrinsic `width`/`height`. */
  fill?: boolean
  width?: number
  height?: number
  /** The calm colour shown while the picture loads. */
  colour?: string
  art?: ArtDirection
}

/**
 * The `<img>` next/image would write, from compact props: the page data carries the address,
 * `sizes` and a colour, and the srcset exists only in the HTML (next/image also sent a blur
 * image and every configured width for each picture). Lazy unless `priority`.
 */
export function ResponsiveImage({ src, alt, sizes: sizesOrLayout, quality = SHORT_QUALITY, priority = false, className, fill = false, width, height, colour, art }: ResponsiveImageProps) {
  const sizes = sizesText(sizesOrLayout)
  // With art direction each picture lists only the widths of the screens it shows on.
  const widths = srcsetWidths(sizes, undefined, art ? artViewports(art.media, true) : {})
  const widest = widths.at(-1) ?? 0
  const srcSet = srcset(src, widths, quality)
  const artWidths = art ? srcsetWidths(sizes, undefined, artViewports(art.media)) : []
  const artSrcSet = art ? srcset(art.src, artWidths, quality) : undefined
  if (priority) {
    // With art direction each screen preloads only the crop it shows.
    const notArt = art ? `not all and ${art.media}` : undefined
    preload(optimizedUrl(src, widest, quality), { as: 'image', imageSrcSet: srcSet, imageSizes: sizes, fetchPriority: 'high', media: notArt })
    if (art && artSrcSet) preload(optimizedUrl(art.src, artWidths.at(-1) ?? widest, quality), { as: 'image', imageSrcSet: artSrcSet, imageSizes: sizes, fetchPriority: 'high', media: art.media })
  }
  const classes = [fill ? 'media-fill' : 'media-intrinsic', className].filter(Boolean).join(' ')
  const image = (
    // eslint-disable-next-line @next/next/no-img-element -- this component is the project's replacement for next/image: it writes the same optimizer srcset itself
    <img
      alt={alt}
      src={optimizedUrl(src, widest, quality)}
      srcSet={srcSet}
      sizes={sizes}
      width={fill ? undefined : width}
      height={fill ? undefined : height}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : undefined}
      decoding="async"
      className={classes}
      style={colour ? { backgroundColor: colour } : undefined}
    />
  )
  if (!art || !artSrcSet) return image
  return (
    <picture className={fill ? 'media-fill' : undefined}>
      <source media={art.media} srcSet={artSrcSet} sizes={sizes} />
      {image}
    </picture>
  )
}
