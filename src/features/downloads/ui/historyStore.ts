import { useSyncExternalStore } from 'react'
import type { TakenState } from '../logic/history'

/*
 * The browser's one copy of the visitor's download history for the page: asked for once
 * (`GET /api/user/downloads`, never cached), read by every file's action. The page's HTML is the
 * same for everybody; this is where it becomes the visitor's.
 */

export type HistoryState = { status: 'loading' } | { status: 'failed' } | { status: 'ready'; signedIn: boolean; taken: ReadonlyMap<number, TakenState> }

const loadingState: HistoryState = { status: 'loading' }
let state: HistoryState = loadingState
let asked = false
const listeners = new Set<() => void>()

function set(next: HistoryState) {
  state = next
  for (const listener of listeners) listener()
}

const isTaken = (value: unknown): value is TakenState =>
  typeof value === 'object' && value !== null && 'id' in value && typeof value.id === 'number' && 'takenAt' in value && typeof value.takenAt === 'string' && 'newer' in value && typeof value.newer === 'boolean'

async function load() {
  try {
    const response = await fetch(`/api/user/downloads?lang=${document.documentElement.lang || 'it'}`, { credentials: 'same-origin', cache: 'no-store', headers: { Accept: 'application/json' } })
    if (!response.ok) throw new Error(`downloads ${String(response.status)}`)
    const answer = (await response.json()) as { signedIn?: unknown; taken?: unknown }
    const taken = Array.isArray(answer.taken) ? answer.taken.filter(isTaken) : []
    set({ status: 'ready', signedIn: answer.signedIn === true, taken: new Map(taken.map((entry) => [entry.id, entry])) })
  } catch {
    set({ status: 'failed' })
  }
}

function subscribe(listener: () => void) {
  listeners.add(listener)
  if (!asked) {
    asked = true
    void load()
  }
  return () => listeners.delete(listener)
}

/** The history as this page knows it ('loading' on the server and until the answer). */
export function useHistory(): HistoryState {
  return useSyncExternalStore(
    subscribe,
    () => state,
    () => loadingState,
  )
}

/** The visitor just took a file: shown at once, as the server recorded it. */
export function markTaken(id: number) {
  if (state.status !== 'ready') return
  const taken = new Map(state.taken)
  taken.set(id, { id, takenAt: new Date().toISOString(), newer: false })
  set({ ...state, taken })
}
