import { inBounds, type Bounds } from './nearest'

/**
 * The stores the locator's list shows: all of them until the visitor moves the map (or asks it
 * to go somewhere), then those inside the map's view, plus the chosen store wherever it is.
 * The map's first report of its view is not a reason to change the list: a list that shrank on
 * its own while the page loads would move everything below it (a layout shift) for no request.
 */
export function storesInView<T extends { id: number; latitude: number; longitude: number }>(
  stores: readonly T[],
  view: { bounds: Bounds | null; movedByVisitor: boolean; selectedId: number | null },
): readonly T[] {
  const { bounds, movedByVisitor, selectedId } = view
  if (!bounds || !movedByVisitor) return stores
  return stores.filter((store) => store.id === selectedId || inBounds(store, bounds))
}
