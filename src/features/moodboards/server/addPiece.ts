import 'server-only'
import type { AccountsDatabase } from '@/features/accounts'
import { newItemSize, placed } from '../logic/board'
import { itemOfPiece } from '../logic/pieces'
import { addItem, createBoard, getBoard } from './store'

/** Where a piece goes: one of the owner's boards, or a new board with this title. */
export type PieceTarget = { board: string } | { title: string }

export type AddPieceOutcome = { ok: true; board: { id: string; title: string } } | { ok: false; problem: 'missing' | 'boardsFull' | 'itemsFull' | 'notAPiece' }

/**
 * Puts a catalogue piece (`product:12`, `material:4`, `mood:3`, `project:7`) on the owner's board
 * or on a new one, within the moodboards' limits (decision 028): for other slices (the wishlist's
 * 'move to a moodboard').
 */
export async function addPieceToBoard(database: AccountsDatabase, userId: string, target: PieceTarget, pieceRef: string): Promise<AddPieceOutcome> {
  const piece = itemOfPiece(pieceRef)
  if (!piece) return { ok: false, problem: 'notAPiece' }
  const item = { ...piece, ...newItemSize[piece.kind], text: '', colour: '' }
  if ('title' in target) {
    const board = await createBoard(database, userId, target.title, [placed([], item)])
    return board ? { ok: true, board: { id: board.id, title: board.title } } : { ok: false, problem: 'boardsFull' }
  }
  const board = await getBoard(database, userId, target.board)
  if (!board) return { ok: false, problem: 'missing' }
  const added = await addItem(database, userId, board.id, item)
  if (added === 'missing') return { ok: false, problem: 'missing' }
  if (added === 'full') return { ok: false, problem: 'itemsFull' }
  return { ok: true, board: { id: board.id, title: board.title } }
}
