export type NewKind = 'product' | 'material' | 'story'

export interface NewItem<T> {
  kind: NewKind
  /** ISO date: a product's or material's creation, a story's publication. */
  date: string
  item: T
}

/**
 * What's new: the newest few of each kind, then all of them together newest first (so one
 * busy kind cannot push the others out). Ties keep products, then materials, then stories.
 */
export function newestTogether<T>(lists: readonly NewItem<T>[][], perKind: number): NewItem<T>[] {
  const order: NewKind[] = ['product', 'material', 'story']
  const picked = lists.flatMap((list) => [...list].sort((a, b) => b.date.localeCompare(a.date)).slice(0, perKind))
  return picked.sort((a, b) => b.date.localeCompare(a.date) || order.indexOf(a.kind) - order.indexOf(b.kind))
}
