import { AppLink as Link } from '@/runtime/navigation/AppLink'
import type { ReactNode } from 'react'
import { MediaImage } from '@/components/MediaImage'
import type { Media } from '@/payload-types'
import type { WishlistItem } from '@/features/wishlist'
import { SaveButton } from '@/features/wishlist/client'

/** A tile in a three-column grid (site.css `.grid--3`: two columns below 861 px, one below 561 px) inside the 1440 px page: `layoutSizes.third`, sent by name. */
const threeColumns = 'third'

export type TileShape = 'wide' | 'landscape' | 'portrait' | 'square'

interface Props {
  href: string
  title: string
  image: Media | null | undefined
  shape?: TileShape
  /** Heading level: cards under a section title are `h3`, directly under the page title `h2`. */
  level?: 2 | 3
  eyebrow?: ReactNode
  text?: string | null
  sizes?: string
  /** Shown large in the picture's place when there is no picture, e.g. a designer's initials. */
  placeholder?: string
  /** What the tile's heart saves to the wishlist (none: no heart). */
  save?: WishlistItem
}

/**
 * A linked card with a fixed-ratio image (no layout shift), a title and an optional line of text.
 * The link's title names what the picture shows, so the picture is decorative (`alt=""`): its own
 * alt text would be read a second time as part of the link (axe `image-redundant-alt`).
 */
export function Tile({ href, title, image, shape = 'landscape', level = 3, eyebrow, text, sizes = threeColumns, placeholder, save }: Props) {
  const Heading = level === 2 ? 'h2' : 'h3'
  return (
    <article className="card tile">
      <Link href={href} className="card__link">
        <div className={`card__media tile__media tile__media--${shape}`}>
          {image ? (
            <MediaImage media={image} sizes={sizes} alt="" fill />
          ) : (
            placeholder && (
              <span className="tile__placeholder" aria-hidden="true">
                {placeholder}
              </span>
            )
          )}
        </div>
        <Heading className="card__title">{title}</Heading>
        {eyebrow && <p className="tile__eyebrow">{eyebrow}</p>}
        {text && <p className="card__text tile__text">{text}</p>}
      </Link>
      {save && <SaveButton item={save} name={title} overlay />}
    </article>
  )
}
