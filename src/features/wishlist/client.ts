/**
 * The wishlist's client components for pages, cards and the header. Small, and sharing one
 * store (ui/wishlistStore.ts): the header's link is on every page, so the hearts cost little more.
 */
export { ProductSave, type ProductSaveProps } from './ui/ProductSave.client'
export { SaveButton } from './ui/SaveButton.client'
export { WishlistLink } from './ui/WishlistLink.client'
export { PrintView, WishlistView } from './ui/lazy.client'
export type { WishlistViewLabels } from './ui/WishlistView.client'
export type { PrintViewLabels } from './ui/PrintView.client'
export { saveItemsToWishlist } from './ui/saveMany'
