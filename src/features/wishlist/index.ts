/**
 * The wishlist's door for server code: the vocabulary other views share. Client components:
 * `./client`. Route handlers: `./api/*`, re-exported by `src/app/api/user/wishlist`.
 */
export { WISHLIST_MAX_ITEMS, wishlistKinds, type WishlistItem, type WishlistKind, type WishlistOptions } from './logic/items'
export { storeRequestPanelProps } from './server/storeRequestPanel'
export { moveToBoardProps } from './server/moveToBoardProps'
/** The owner's saved items, for the trade area's warnings (what a professional follows: docs/decisions/040). */
export { listItems as wishlistItemsOf } from './server/store'
