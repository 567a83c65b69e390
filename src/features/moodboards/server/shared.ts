import 'server-only'
import { visitorDatabase } from '@/features/accounts'
import type { Locale } from '@/i18n/locales'
import { isBoardId } from '../logic/board'
import { pieceRefOf } from '../logic/pieces'
import { piecesByRef } from './pieces'
import { getSharedBoard } from './store'

/** A shared board and the pieces it shows, in the visitor's language, or null (not shared, deleted, unknown). */
export async function readSharedBoard(id: string, locale: Locale) {
  const lower = id.toLowerCase()
  if (!isBoardId(lower)) return null
  const board = await getSharedBoard(await visitorDatabase(), lower)
  if (!board) return null
  const refs = [...new Set(board.items.map(pieceRefOf).filter((ref): ref is string => ref !== null))]
  return {
    board,
    pieces: refs.length > 0 ? await piecesByRef(refs, locale) : [],
  }
}
