import 'server-only'
import { MOODBOARD_TITLE_MAX_CHARS } from '@/features/moodboards'
import type { Translate } from '@/i18n/translator'
import type { MoveToBoardProps } from '../ui/MoveToBoard.client'

/** What each wishlist item's 'move to a moodboard' needs: its labels and the moodboards' title limit. */
export function moveToBoardProps(t: Translate): MoveToBoardProps {
  return {
    titleMax: MOODBOARD_TITLE_MAX_CHARS,
    labels: {
      moveToBoard: t('wishlist.moveToBoard'),
      moveToBoardNamed: t('wishlist.moveToBoardNamed', { name: '{name}' }),
      chooseBoard: t('wishlist.chooseBoard'),
      newBoard: t('wishlist.newBoard'),
      newBoardTitle: t('wishlist.newBoardTitle'),
      move: t('wishlist.move'),
      cancel: t('wishlist.cancel'),
      moveFailed: t('wishlist.moveFailed'),
      boardsLoading: t('wishlist.boardsLoading'),
    },
  }
}
