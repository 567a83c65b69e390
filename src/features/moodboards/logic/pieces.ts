import type { BoardItem } from './board'

/** What a board can show of the catalogue and the stories, each a kind of document. */
export const pieceKinds = ['product', 'material', 'mood', 'project', 'story'] as const
export type PieceKind = (typeof pieceKinds)[number]

/** One document as a board shows it: its name, a picture and its page. */
export interface Piece {
  /** `product:12`, `material:4`, `mood:3`, `project:7`, `story:2`. */
  ref: string
  name: string
  /** A code, when it has one. */
  detail: string
  image: string | null
  href: string
}

/** The ref a board item's piece is known by, or null for swatches and notes. */
export function pieceRefOf(item: Pick<BoardItem, 'kind' | 'ref'>): string | null {
  if (item.kind === 'product' || item.kind === 'material') return `${item.kind}:${item.ref}`
  if (item.kind === 'image') return item.ref
  return null
}

/** The board item's kind and ref for a piece. */
export function itemOfPiece(ref: string): Pick<BoardItem, 'kind' | 'ref'> | null {
  const [kind, id] = ref.split(':')
  if (!id) return null
  if (kind === 'product' || kind === 'material') return { kind, ref: id }
  if (kind === 'mood' || kind === 'project' || kind === 'story') return { kind: 'image', ref }
  return null
}
