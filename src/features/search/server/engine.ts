import type { Payload } from 'payload'
import { SearchIndex } from '../logic/searchIndex'
import { synonymMap, type SynonymMap } from '../logic/synonyms'
import { searchTypes, type SearchType } from '../logic/types'
import type { Locale } from '@/i18n/locales'
import { loadDocuments, publishedStamps } from './loadDocuments'
import { changeStamp, hiddenKeys, synonymEntries, type ChangeStamp } from './stamps'

/** How often a process asks the database whether anything changed (at most). */
export const freshnessMs = 1000

interface LocaleIndex {
  index: SearchIndex
  /** Per type: id → updatedAt of what the index holds. */
  held: Map<SearchType, Map<number, string>>
  /** The stamp the index was last brought up to. */
  stamp: ChangeStamp | null
  synonyms: SynonymMap
}

interface EngineState {
  locales: Map<Locale, LocaleIndex>
  stamp: ChangeStamp | null
  checkedAt: number
  checking: Promise<ChangeStamp> | null
  syncing: Map<Locale, Promise<LocaleIndex>>
  hidden: Map<Locale, Set<string>>
  hiddenStamp: string | null
  /** Published ids per type at a stamp, shared by the languages. */
  published: Map<string, Promise<Map<number, string>>>
}

/**
 * Each process keeps one index per language as a cache of the database, which stays the
 * source of truth: before answering, it compares a change stamp (at most once a second)
 * and applies only what changed. Several instances sharing a database each do the same.
 */
const state: EngineState = ((globalThis as { __searchEngine?: EngineState }).__searchEngine ??= {
  locales: new Map(),
  stamp: null,
  checkedAt: 0,
  checking: null,
  syncing: new Map(),
  hidden: new Map(),
  hiddenStamp: null,
  published: new Map(),
})

async function currentStamp(payload: Payload, now: number): Promise<ChangeStamp> {
  if (state.stamp && now - state.checkedAt < freshnessMs) return state.stamp
  state.checking ??= changeStamp(payload).finally(() => {
    state.checking = null
  })
  const stamp = await state.checking
  state.stamp = stamp
  state.checkedAt = now
  if (stamp.settings !== state.hiddenStamp) {
    state.hidden = await hiddenKeys(payload)
    state.hiddenStamp = stamp.settings
  }
  return stamp
}

function publishedAt(payload: Payload, type: SearchType, stamp: ChangeStamp): Promise<Map<number, string>> {
  const key = `${type}|${stamp[type]}`
  let found = state.published.get(key)
  if (!found) {
    for (const old of state.published.keys()) if (old.startsWith(`${type}|`)) state.published.delete(old)
    found = publishedStamps(payload, type)
    state.published.set(key, found)
  }
  return found
}

async function syncType(payload: Payload, locale: Locale, entry: LocaleIndex, type: SearchType, stamp: ChangeStamp): Promise<void> {
  const now = await publishedAt(payload, type, stamp)
  const held = entry.held.get(type) ?? new Map<number, string>()
  for (const id of held.keys()) {
    if (now.has(id)) continue
    entry.index.remove({ type, id })
    held.delete(id)
  }
  const changed = [...now].filter(([id, updatedAt]) => held.get(id) !== updatedAt).map(([id]) => id)
  for (const doc of await loadDocuments(payload, type, locale, changed)) {
    entry.index.upsert(doc)
    held.set(doc.id, now.get(doc.id) ?? '')
  }
  entry.held.set(type, held)
}

async function sync(payload: Payload, locale: Locale, stamp: ChangeStamp): Promise<LocaleIndex> {
  const entry = state.locales.get(locale) ?? { index: new SearchIndex(locale), held: new Map(), stamp: null, synonyms: new Map() }
  const previous = entry.stamp
  if (!previous || previous.synonyms !== stamp.synonyms) entry.synonyms = synonymMap(locale, await synonymEntries(payload, locale))
  for (const type of searchTypes) {
    if (previous && previous[type] === stamp[type]) continue
    await syncType(payload, locale, entry, type, stamp)
  }
  entry.index.prepare()
  entry.stamp = stamp
  state.locales.set(locale, entry)
  return entry
}

export interface EngineView {
  index: SearchIndex
  synonyms: SynonymMap
  hidden: ReadonlySet<string>
}

/** The index of a language, brought up to date with the database first (incrementally). */
export async function searchEngine(payload: Payload, locale: Locale, now = Date.now()): Promise<EngineView> {
  const stamp = await currentStamp(payload, now)
  let entry = state.locales.get(locale)
  if (!entry || entry.stamp !== stamp) {
    let pending = state.syncing.get(locale)
    if (!pending) {
      pending = sync(payload, locale, stamp).finally(() => state.syncing.delete(locale))
      state.syncing.set(locale, pending)
    }
    entry = await pending
  }
  return { index: entry.index, synonyms: entry.synonyms, hidden: state.hidden.get(locale) ?? new Set() }
}

/** Forgets every index (tests and benchmarks measure a cold build). */
export function resetSearchEngine(): void {
  state.locales.clear()
  state.stamp = null
  state.checkedAt = 0
  state.published.clear()
  state.hiddenStamp = null
}
