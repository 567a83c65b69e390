'use client'
import { preload } from 'react-dom'
import { srcset, optimizedUrl } from '@/domain/images/responsive'
import './ResponsiveImage.css'

/** A phone's own crop of the picture, chosen by the browser below a width (art direction). */
export interface ArtDirection {
  media: string
  src: string
  widths: number[]
}

export interface ResponsiveImageProps {
  src: string
  alt: string
  sizes: string
  /** Optimizer widths worth offering (`srcsetWidths`); the srcset is written here, not sent in the page data. */
  widths: number[]
  quality: number
  /** Above the fold: preloaded, fetched at high priority, never lazy. */
  priority: boolean
  className?: string
  /** Cover the parent box (which sets the aspect ratio); else intrinsic `width`/`height`. */
  fill: boolean
  width?: number
  height?: number
  /** The calm colour shown while the picture loads. */
  colour?: string | null
  art?: ArtDirection
}

/**
 * The `<img>` next/image would write, from compact props: the page data carries a list of
 * widths and a colour, and the srcset exists only in the HTML (next/image also sent a blur
 * image and every configured width for each picture). Lazy unless `priority`.
 */
export function ResponsiveImage({ src, alt, sizes, widths, quality, priority, className, fill, width, height, colour, art }: ResponsiveImageProps) {
  const srcSet = srcset(src, widths, quality)
  const artSrcSet = art ? srcset(art.src, art.widths, quality) : undefined
  if (priority) {
    // With art direction each screen preloads only the crop it shows.
    const notArt = art ? `not all and ${art.media}` : undefined
    preload(optimizedUrl(src, widths.at(-1) ?? 0, quality), { as: 'image', imageSrcSet: srcSet, imageSizes: sizes, fetchPriority: 'high', media: notArt })
    if (art && artSrcSet) preload(optimizedUrl(art.src, art.widths.at(-1) ?? 0, quality), { as: 'image', imageSrcSet: artSrcSet, imageSizes: sizes, fetchPriority: 'high', media: art.media })
  }
  const classes = [fill ? 'media-fill' : 'media-intrinsic', className].filter(Boolean).join(' ')
  const image = (
    // eslint-disable-next-line @next/next/no-img-element -- this component is the project's replacement for next/image: it writes the same optimizer srcset itself
    <img
      alt={alt}
      src={optimizedUrl(src, widths.at(-1) ?? 0, quality)}
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
