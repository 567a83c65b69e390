import { compositionValuePattern } from '@/domain/mixer/composition'
import { configurationRefPattern, type BoardItem } from './board'

/** What a board can show of the catalogue and the stories, each a kind of document; the add panel searches them. */
export const pieceKinds = ['product', 'material', 'mood', 'project', 'story'] as const
export type PieceKind = (typeof pieceKinds)[number]

/** One document as a board shows it: its name, a picture and its page. */
export interface Piece {
  /** `product:12`, `material:4`, `mood:3`, `project:7`, `story:2`, `configuration:12:<address value>`, `composition:<value>`. */
  ref: string
  name: string
  /** A code, when it has one. */
  detail: string
  /** A media file's address (the image optimizer sizes it), or for a configuration or a composition its drawn picture's. */
  image: string | null
  href: string
}

const CONFIGURATION = 'configuration:'
const COMPOSITION = 'composition:'

/** The ref a board item's piece is known by, or null for swatches and notes. */
export function pieceRefOf(item: Pick<BoardItem, 'kind' | 'ref'>): string | null {
  if (item.kind === 'product' || item.kind === 'material' || item.kind === 'configuration' || item.kind === 'composition') return `${item.kind}:${item.ref}`
  if (item.kind === 'image') return item.ref
  return null
}

/** The board item's kind and ref for a piece. */
export function itemOfPiece(ref: string): Pick<BoardItem, 'kind' | 'ref'> | null {
  if (ref.startsWith(CONFIGURATION)) {
    const rest = ref.slice(CONFIGURATION.length)
    return configurationRefPattern.test(rest) ? { kind: 'configuration', ref: rest } : null
  }
  if (ref.startsWith(COMPOSITION)) {
    const value = compositionOfRef(ref)
    return value === null ? null : { kind: 'composition', ref: value }
  }
  const [kind, id] = ref.split(':')
  if (!id) return null
  if (kind === 'product' || kind === 'material') return { kind, ref: id }
  if (kind === 'mood' || kind === 'project' || kind === 'story') return { kind: 'image', ref }
  return null
}

/** A configuration piece's product id and address value, or null when the ref is not one. */
export function configurationOfRef(ref: string): { productId: number; value: string } | null {
  if (!ref.startsWith(CONFIGURATION)) return null
  const rest = ref.slice(CONFIGURATION.length)
  if (!configurationRefPattern.test(rest)) return null
  const colon = rest.indexOf(':')
  return { productId: Number(rest.slice(0, colon)), value: rest.slice(colon + 1) }
}

/** The piece ref of a product's configuration (the configurator's 'add to a moodboard', the wishlist's move). */
export const configurationPieceRef = (productId: number | string, value: string): string => `${CONFIGURATION}${String(productId)}:${value}`

/** A composition piece's value, or null when the ref is not one. */
export function compositionOfRef(ref: string): string | null {
  if (!ref.startsWith(COMPOSITION)) return null
  const value = ref.slice(COMPOSITION.length)
  return compositionValuePattern.test(value) ? value : null
}

/** The piece ref of a mixer composition (the mixer's 'add to a moodboard'). */
export const compositionPieceRef = (value: string): string => `${COMPOSITION}${value}`
