import { inBounds, type Bounds } from './nearest'

/**
 * The stores the locator's list shows: every matching store, unless the visitor switched on
 * 'only stores shown on the map' — then those inside the map's view, plus the chosen store
 * wherever it is. Never on its own: a list that shrank silently while the map moved hid stores
 * (14 of 30 on a phone) and moved everything below it.
 */
export function storesInView<T extends { id: number; latitude: number; longitude: number }>(
  stores: readonly T[],
  view: { bounds: Bounds | null; onlyInView: boolean; selectedId: number | null },
): readonly T[] {
  const { bounds, onlyInView, selectedId } = view
  if (!bounds || !onlyInView) return stores
  return stores.filter((store) => store.id === selectedId || inBounds(store, bounds))
}
