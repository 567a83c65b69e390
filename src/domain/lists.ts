/** Pure list helpers shared by the views. */

/** A relationship value as Payload returns it: an id when not populated (or not readable), else the document. */
type Related<T> = number | T | null | undefined

/**
 * The populated documents of a relationship that may be shown in a language: drafts and
 * unreadable documents stay ids (and are dropped), hidden ones are dropped too.
 */
export function visibleDocs<T extends { id: number }>(values: readonly Related<T>[] | null | undefined, collection: string, hidden: ReadonlySet<string>): T[] {
  const docs: T[] = []
  for (const value of values ?? []) {
    if (value && typeof value === 'object' && !hidden.has(`${collection}:${value.id}`)) docs.push(value)
  }
  return docs
}

/** The document of a single relationship, or null when it is only an id. */
export function populated<T extends object>(value: Related<T>): T | null {
  return value && typeof value === 'object' ? value : null
}

/** Items grouped by key, groups in the order their keys first appear, items in their order. */
export function groupBy<T, K>(items: readonly T[], keyOf: (item: T) => K): { key: K; items: T[] }[] {
  const groups = new Map<K, T[]>()
  for (const item of items) {
    const key = keyOf(item)
    const group = groups.get(key)
    if (group) group.push(item)
    else groups.set(key, [item])
  }
  return [...groups].map(([key, grouped]) => ({ key, items: grouped }))
}

/** Groups in the order of `keys` (e.g. categories by their editorial order); keys without items are left out. */
export function groupInOrder<T, K>(items: readonly T[], keyOf: (item: T) => K, keys: readonly K[]): { key: K; items: T[] }[] {
  const byKey = new Map(groupBy(items, keyOf).map((group) => [group.key, group.items]))
  return keys.flatMap((key) => {
    const grouped = byKey.get(key)
    return grouped ? [{ key, items: grouped }] : []
  })
}

/** At most `count` items per key, keeping the items' order. */
export function firstPerKey<T>(items: readonly T[], keyOf: (item: T) => unknown, count: number): T[] {
  const seen = new Map<unknown, number>()
  return items.filter((item) => {
    const key = keyOf(item)
    const taken = seen.get(key) ?? 0
    if (taken >= count) return false
    seen.set(key, taken + 1)
    return true
  })
}

/** The numeric ids of one collection in a hidden set of `{collection}:{id}` keys. */
export function hiddenIdsOf(hidden: ReadonlySet<string>, collection: string): number[] {
  const prefix = `${collection}:`
  const ids: number[] = []
  for (const key of hidden) {
    if (!key.startsWith(prefix)) continue
    const id = Number(key.slice(prefix.length))
    if (Number.isInteger(id)) ids.push(id)
  }
  return ids
}
