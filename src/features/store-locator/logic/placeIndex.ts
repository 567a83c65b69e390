import { foldName } from './foldName'

export interface Place {
  /** Stable id: `city:<geonameid>` or `store:<id>`. */
  id: string
  kind: 'city' | 'store'
  /** The name to show. */
  label: string
  /** A second line: a store's street and city. */
  detail?: string
  /** Country code (ISO 3166-1 alpha-2). */
  country: string
  latitude: number
  longitude: number
  /** Ranks equal matches: bigger first (population for cities; stores come first). */
  weight: number
}

export interface PlaceIndex {
  places: readonly Place[]
  /** Folded names (every name and every word start of it), sorted, each with the place it names. */
  keys: readonly string[]
  owners: Uint32Array
}

/** Every key under which a name is found: the whole folded name and each later word of it ("new york" → "york"). */
function keysOf(name: string): string[] {
  const folded = foldName(name)
  if (folded === '') return []
  const words = folded.split(' ')
  return words.map((_, index) => words.slice(index).join(' '))
}

/** Builds a sorted prefix index over places and all of their names (native, English, alternate). */
export function buildPlaceIndex(entries: readonly { place: Place; names: readonly string[] }[]): PlaceIndex {
  const pairs: [string, number][] = []
  entries.forEach(({ names }, owner) => {
    const seen = new Set<string>()
    for (const name of names) {
      for (const key of keysOf(name)) {
        if (seen.has(key)) continue
        seen.add(key)
        pairs.push([key, owner])
      }
    }
  })
  pairs.sort((a, b) => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0))
  return { places: entries.map((entry) => entry.place), keys: pairs.map((pair) => pair[0]), owners: Uint32Array.from(pairs, (pair) => pair[1]) }
}

function lowerBound(keys: readonly string[], value: string): number {
  let low = 0
  let high = keys.length
  while (low < high) {
    const middle = (low + high) >>> 1
    if ((keys[middle] ?? '') < value) low = middle + 1
    else high = middle
  }
  return low
}

/** A city named exactly as typed comes first, then a store named so; while typing, stores before cities; then population. */
const rank = (exact: boolean, place: Place) => (exact ? (place.kind === 'city' ? 4e12 : 3e12) : place.kind === 'store' ? 1e12 : 0) + place.weight

/** One Chinese or Japanese character names a place ("京"); other scripts need two letters before we suggest. */
const minQueryLength = (folded: string) => (/[\u3040-\u30ff\u3400-\u9fff]/.test(folded) ? 1 : 2)

/** Longest accepted query: beyond it nothing real matches and work would only grow. */
export const maxQueryLength = 80

/**
 * Places whose name (or a word of it) starts with the query, accent- and case-insensitive.
 * Ranked by `rank`. Empty or nonsense input gives an empty list.
 */
export function searchPlaces(index: PlaceIndex, query: string, limit = 8): Place[] {
  const folded = foldName(query.slice(0, maxQueryLength))
  if (folded.length < minQueryLength(folded) || limit <= 0) return []
  const best = new Map<number, number>()
  for (let at = lowerBound(index.keys, folded); at < index.keys.length; at += 1) {
    const key = index.keys[at] ?? ''
    if (!key.startsWith(folded)) break
    const owner = index.owners[at] ?? 0
    const place = index.places[owner]
    if (!place) continue
    const score = rank(key === folded, place)
    if ((best.get(owner) ?? -1) < score) best.set(owner, score)
  }
  return [...best.entries()]
    .sort((a, b) => b[1] - a[1])
    .slice(0, limit)
    .flatMap(([owner]) => index.places[owner] ?? [])
}
