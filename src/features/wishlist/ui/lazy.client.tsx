'use client'
import dynamic from 'next/dynamic'

/*
 * The wishlist page's view in a chunk of its own: the slice's client door is imported by the
 * header on every page (for the count), and a plain import would put the page's code into the
 * scripts of every page (decision 018). Through `next/dynamic` it loads only on its page.
 */
export const WishlistView = dynamic(() => import('./WishlistView.client').then((module) => module.WishlistView))

/** The printable wishlist (and its QR encoder) in a chunk of its own, for the same reason. */
export const PrintView = dynamic(() => import('./PrintView.client').then((module) => module.PrintView))
