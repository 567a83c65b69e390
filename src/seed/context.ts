import type { Payload } from 'payload'

/**
 * The context of every write the seed makes: no cache expiry (nothing is served yet), the trade
 * change log and other editor-facing hooks stand aside (`seeding`), and no old-slug redirects.
 * The seed writes each document in Italian and then in the other languages; without
 * `skipSlugRedirect` each language's first slug counted as a rename of the Italian fallback and
 * left 931 redirects no visitor ever needed, read in full on every write after them.
 */
export const seedWriteContext = { disableRevalidate: true, seeding: true, skipSlugRedirect: true }

/** Ids of what the seed created or found, by the seed's own keys. */
export interface SeedIds {
  categories: Map<string, number>
  families: Map<string, number>
  designers: Map<string, number>
  materialCategories: Map<string, number>
  materials: Map<string, number>
  products: Map<string, number>
  downloadCategories: Map<string, number>
  downloads: Map<string, number>
  moods: Map<string, number>
  projects: Map<string, number>
  stories: Map<string, number>
  stores: Map<string, number>
  pages: Map<string, number>
  forms: Map<string, number>
}

export interface SeedContext {
  payload: Payload
  /** 1 draws full-size demo images; tests use a small fraction to run fast. */
  imageScale: number
  ids: SeedIds
  created: Record<string, number>
}

export function newSeedContext(payload: Payload, imageScale: number): SeedContext {
  const map = () => new Map<string, number>()
  return {
    payload,
    imageScale,
    created: {},
    ids: {
      categories: map(), families: map(), designers: map(), materialCategories: map(), materials: map(),
      products: map(), downloadCategories: map(), downloads: map(), moods: map(), projects: map(),
      stories: map(), stores: map(), pages: map(), forms: map(),
    },
  }
}

/** Looks a key up in a map the seed filled earlier; a missing key is a bug in the demo data. */
export function idOf(map: Map<string, number>, key: string, what: string): number {
  const id = map.get(key)
  if (id === undefined) throw new Error(`Seed data refers to unknown ${what} "${key}"`)
  return id
}
