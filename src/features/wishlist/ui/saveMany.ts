import { itemKey, type WishlistItem } from '../logic/items'
import { ready, setSaved, snapshot } from './wishlistStore'

/**
 * Saves several items at once through the page's one wishlist store (signed in: the account;
 * signed out: the browser), skipping those already saved. True when every item is saved.
 * For screens that save a whole selection, such as the materials mixer's composition.
 */
export async function saveItemsToWishlist(items: readonly WishlistItem[]): Promise<boolean> {
  await ready()
  for (const item of items) {
    if (!snapshot().keys.has(itemKey(item))) await setSaved(item, true)
  }
  const saved = snapshot().keys
  return items.every((item) => saved.has(itemKey(item)))
}
