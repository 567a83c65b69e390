'use client'
import type { ReactNode } from 'react'
import { AppLink as Link } from '@/runtime/navigation/AppLink'
import { SaveButton } from '@/features/wishlist/client'

interface CardFrameProps {
  href: string
  title: string
  text?: string
  /** The wide picture box of teasers (`card__media--wide`) instead of the product card's. */
  wide?: true
  /** The picture. */
  children: ReactNode
  /** The product a product card's heart saves to the wishlist (none: no heart); a number, few bytes per card in the page data. */
  productId?: number
}

/**
 * A card's markup around its picture (product cards, teasers), made here from the address and
 * the texts: lists of cards carry a few strings per card in the page data instead of five
 * elements with their class names.
 */
export function CardFrame({ href, title, text, wide, children, productId }: CardFrameProps) {
  return (
    <article className="card">
      <Link href={href} className="card__link">
        <div className={wide ? 'card__media card__media--wide' : 'card__media'}>{children}</div>
        <h3 className="card__title">{title}</h3>
        {text && <p className="card__text">{text}</p>}
      </Link>
      {productId !== undefined && <SaveButton item={{ kind: 'product', id: String(productId), options: {} }} name={title} overlay />}
    </article>
  )
}
