import type { Messages } from '@/i18n/bundled'

/** How much of a language's catalogue the browser holds: the page's subset, the full set on its way, or all of it. */
export type CatalogueState = 'partial' | 'loading' | 'complete'

export type LabelLookup =
  /** The key is known: format its text. */
  | { kind: 'text'; text: string }
  /** Not in the page's subset: show nothing for now and ask for the full catalogue. */
  | { kind: 'pending' }
  /** Not even in the full catalogue: show the key and report it. */
  | { kind: 'missing' }

export function lookupLabel(labels: Messages, key: string, state: CatalogueState): LabelLookup {
  const text = Object.hasOwn(labels, key) ? labels[key] : undefined
  if (text !== undefined) return { kind: 'text', text }
  return state === 'complete' ? { kind: 'missing' } : { kind: 'pending' }
}

/** The labels a client component sees: the full catalogue, with the page's own (freshest) subset on top. */
export function mergeLabels(initial: Messages, full: Messages | null): Messages {
  return full ? { ...full, ...initial } : initial
}
