import { batches, isWishlistItem, itemKey, newItems, toggled, WISHLIST_MAX_ITEMS, type WishlistItem } from '../logic/items'

/*
 * The browser's one copy of the visitor's wishlist, shared by every heart and the header's count:
 * asked for once per page load (`GET /api/user/wishlist`), never per card. Signed out, the items
 * live in localStorage; at the first page load after signing in or registering they are merged
 * into the account and the local copy is cleared (what did not fit stays local: nothing lost).
 */

/** Why a change did not happen, for the control that asked: a catalogue key and its values, or the server's message. */
export type WishlistNotice = { key: string; max?: number } | { text: string }

export interface WishlistState {
  loaded: boolean
  signedIn: boolean
  items: readonly WishlistItem[]
  keys: ReadonlySet<string>
  /** The last refusal and the item it concerns (shown beside that item's control). */
  notice: { itemKey: string; notice: WishlistNotice } | null
}

const STORAGE_KEY = 'vesta.wishlist'
const initial: WishlistState = { loaded: false, signedIn: false, items: [], keys: new Set(), notice: null }
let state = initial
let loading: Promise<void> | null = null
const listeners = new Set<() => void>()

function set(next: Partial<WishlistState>) {
  const items = next.items ?? state.items
  state = { ...state, ...next, items, keys: next.items ? new Set(items.map(itemKey)) : state.keys }
  for (const listener of listeners) listener()
}

function readLocal(): WishlistItem[] {
  try {
    const parsed: unknown = JSON.parse(window.localStorage.getItem(STORAGE_KEY) ?? '[]')
    return Array.isArray(parsed) ? parsed.filter(isWishlistItem) : []
  } catch {
    return []
  }
}

function writeLocal(items: readonly WishlistItem[]) {
  try {
    if (items.length === 0) window.localStorage.removeItem(STORAGE_KEY)
    else window.localStorage.setItem(STORAGE_KEY, JSON.stringify(items))
  } catch {
    // Private mode or a full storage: the page's copy still works until the next load.
  }
}

const lang = () => document.documentElement.lang || 'it'
const json = { Accept: 'application/json', 'Content-Type': 'application/json' }

async function listed(): Promise<{ signedIn: boolean; items: WishlistItem[] }> {
  const response = await fetch(`/api/user/wishlist?lang=${lang()}`, { credentials: 'same-origin', cache: 'no-store', headers: { Accept: 'application/json' } })
  if (!response.ok) throw new Error(`wishlist ${String(response.status)}`)
  const answer = (await response.json()) as { signedIn?: boolean; items?: unknown[] }
  return { signedIn: answer.signedIn === true, items: (answer.items ?? []).filter(isWishlistItem) }
}

const post = (action: 'add' | 'remove' | 'merge', body: unknown) =>
  fetch(`/api/user/wishlist/${action}?lang=${lang()}`, { method: 'POST', credentials: 'same-origin', headers: json, body: JSON.stringify(body) })

/** Signed in with items still in the browser: into the account, oldest first, in batches; what was refused stays local. */
async function mergeLocal(account: readonly WishlistItem[], local: readonly WishlistItem[]): Promise<WishlistItem[]> {
  const keptLocally: WishlistItem[] = []
  for (const batch of batches(newItems(account, [...local].reverse()))) {
    try {
      const response = await post('merge', { items: batch })
      if (!response.ok) keptLocally.push(...batch)
      else keptLocally.push(...(((await response.json()) as { refused?: unknown[] }).refused ?? []).filter(isWishlistItem))
    } catch {
      keptLocally.push(...batch)
    }
  }
  return keptLocally.reverse()
}

async function load() {
  try {
    const answer = await listed()
    // Read after the answer: a heart pressed while it was on its way is in the browser's copy.
    const local = readLocal()
    if (!answer.signedIn || local.length === 0) {
      set({ loaded: true, signedIn: answer.signedIn, items: answer.signedIn ? answer.items : local })
      return
    }
    const keptLocally = await mergeLocal(answer.items, local)
    writeLocal(keptLocally)
    const merged = await listed()
    set({ loaded: true, signedIn: true, items: merged.items, notice: keptLocally.length > 0 ? { itemKey: '', notice: { key: 'wishlist.keptInBrowser' } } : null })
  } catch {
    // Offline or the server away: the hearts show the browser's copy.
    set({ loaded: true, signedIn: false, items: readLocal() })
  }
}

export function subscribe(listener: () => void): () => void {
  listeners.add(listener)
  void ready()
  return () => listeners.delete(listener)
}

/** Settles once the page's list is known, the browser's items merged into the account first when signed in. */
export function ready(): Promise<void> {
  loading ??= load()
  return loading
}
export const snapshot = (): WishlistState => state
export const serverSnapshot = (): WishlistState => initial

/** Saves or removes `item`: at once on the page, then on the server (signed in) or in the browser; undone if refused. */
export async function setSaved(item: WishlistItem, save: boolean): Promise<void> {
  const before = state.items
  const key = itemKey(item)
  if (save && !state.keys.has(key) && before.length >= WISHLIST_MAX_ITEMS) {
    set({ notice: { itemKey: key, notice: { key: 'wishlist.full', max: WISHLIST_MAX_ITEMS } } })
    return
  }
  set({ items: toggled(before, item, save), notice: null })
  if (!state.signedIn) {
    writeLocal(state.items)
    return
  }
  try {
    const response = await post(save ? 'add' : 'remove', item)
    if (response.ok) return
    const message = ((await response.json()) as { message?: string }).message
    set({ items: toggled(state.items, item, !save), notice: { itemKey: key, notice: message ? { text: message } : { key: 'wishlist.saveFailed' } } })
  } catch {
    set({ items: toggled(state.items, item, !save), notice: { itemKey: key, notice: { key: 'wishlist.saveFailed' } } })
  }
}

/** The server took `item` off the list itself (moved to a moodboard): the page's copy follows, with no request. */
export function forget(item: WishlistItem): void {
  set({ items: toggled(state.items, item, false), notice: null })
}
