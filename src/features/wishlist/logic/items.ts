import { configurationValuePattern } from '@/domain/configurator/address'
/** Most items one visitor keeps (issue 19); the next add is refused with a clear message. */
export const WISHLIST_MAX_ITEMS = 500
/** Most items one merge request carries: the client sends a longer local list in batches (the body cap is 16 kB). */
export const WISHLIST_MERGE_BATCH = 100

/** What can be saved, in the order the wishlist page groups them. */
export const wishlistKinds = ['product', 'material', 'mood', 'project'] as const
export type WishlistKind = (typeof wishlistKinds)[number]

/** A configuration's address value as the wishlist keeps it: codes and the codec's separators only. */
export const configValuePattern = configurationValuePattern

/** A product's choice when it was saved: its version and material, when the visitor picked them. */
export interface WishlistOptions {
  version?: string
  material?: string
  /** A sofa configurator's configuration, as its address value (`src/domain/configurator/address.ts`). */
  config?: string
}

/** One saved thing, as the client and the endpoints exchange it. */
export interface WishlistItem {
  kind: WishlistKind
  id: string
  options: WishlistOptions
}

/**
 * The options as one canonical string, the last part of the unique (owner, kind, id, options)
 * key: the same choice always gives the same text, whatever order its fields came in.
 */
export function optionsKey(options: WishlistOptions): string {
  const parts: string[] = []
  if (options.version) parts.push(`version=${options.version}`)
  if (options.material) parts.push(`material=${options.material}`)
  if (options.config) parts.push(`config=${options.config}`)
  return parts.join('&')
}

/** The options back from their key (unknown parts are dropped). */
export function optionsFromKey(key: string): WishlistOptions {
  const options: WishlistOptions = {}
  for (const part of key.split('&')) {
    const [name, value] = part.split('=')
    if (!value) continue
    if (name === 'version') options.version = value
    if (name === 'material') options.material = value
    if (name === 'config' && configValuePattern.test(value)) options.config = value
  }
  return options
}

/** The one text that tells two items apart: kind, id and options. */
export const itemKey = (item: WishlistItem): string => `${item.kind}:${item.id}:${optionsKey(item.options)}`

/** Whether two items are the same saved thing. */
export const sameItem = (a: WishlistItem, b: WishlistItem): boolean => itemKey(a) === itemKey(b)

/**
 * The items of `incoming` not already in `current`, each once, in their order: what a merge
 * adds. Nothing of `current` is dropped, nothing is doubled.
 */
export function newItems(current: readonly WishlistItem[], incoming: readonly WishlistItem[]): WishlistItem[] {
  const seen = new Set(current.map(itemKey))
  const fresh: WishlistItem[] = []
  for (const item of incoming) {
    const key = itemKey(item)
    if (seen.has(key)) continue
    seen.add(key)
    fresh.push(item)
  }
  return fresh
}

/**
 * What a merge keeps within the limit: of the new items, as many as there is room for (the
 * first ones), and the rest refused — the caller keeps those where they were (nothing lost).
 */
export function fitWithinLimit(currentCount: number, fresh: readonly WishlistItem[], limit = WISHLIST_MAX_ITEMS) {
  const room = Math.max(0, limit - currentCount)
  return { accepted: fresh.slice(0, room), refused: fresh.slice(room) }
}

/** Batches of at most `size` items, for merges longer than one request carries. */
export function batches<T>(items: readonly T[], size = WISHLIST_MERGE_BATCH): T[][] {
  const out: T[][] = []
  for (let start = 0; start < items.length; start += size) out.push(items.slice(start, start + size))
  return out
}

const plainId = /^[A-Za-z0-9_-]{1,64}$/
const isPlainId = (value: unknown): value is string => typeof value === 'string' && plainId.test(value)

/** Whether a value read back from the browser's storage is a well-formed item (storage is the visitor's to edit). */
export function isWishlistItem(value: unknown): value is WishlistItem {
  if (typeof value !== 'object' || value === null) return false
  const { kind, id, options } = value as Record<string, unknown>
  if (!wishlistKinds.some((known) => known === kind) || !isPlainId(id)) return false
  if (typeof options !== 'object' || options === null) return false
  const { version, material, config, ...rest } = options as Record<string, unknown>
  return (
    Object.keys(rest).length === 0 &&
    (version === undefined || isPlainId(version)) &&
    (material === undefined || isPlainId(material)) &&
    (config === undefined || (typeof config === 'string' && configValuePattern.test(config)))
  )
}

/** The list with `item` saved (first, newest) or removed. */
export function toggled(items: readonly WishlistItem[], item: WishlistItem, save: boolean): WishlistItem[] {
  const rest = items.filter((other) => !sameItem(other, item))
  return save ? [item, ...rest] : rest
}
