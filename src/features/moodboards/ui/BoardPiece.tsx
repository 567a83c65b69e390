import { ResponsiveImage } from '@/components/ResponsiveImage.client'
import type { Translate } from '@/i18n/translator'
import type { BoardItem } from '../logic/board'
import type { Piece } from '../logic/pieces'
import { pieceRefOf } from '../logic/pieces'

/** The name an item is announced and labelled by: its document's, a note's first words, a swatch's name or colour. */
export function itemName(t: Translate, item: BoardItem, pieces: ReadonlyMap<string, Piece>): string {
  const ref = pieceRefOf(item)
  if (ref) return pieces.get(ref)?.name ?? t('moodboard.unavailable')
  const words = item.text.trim().slice(0, 40)
  if (item.kind === 'swatch') return `${t('moodboard.kind.swatch')} ${words || item.colour}`
  return `${t('moodboard.kind.note')}${words ? `: ${words}` : ''}`
}

/** What an item shows on the canvas (the editor's and the shared page's). */
export function BoardPiece({ t, item, piece }: { t: Translate; item: BoardItem; piece: Piece | undefined }) {
  switch (item.kind) {
    case 'note':
      return <p className="board-piece board-piece--note">{item.text}</p>
    case 'swatch':
      return (
        <span className="board-piece board-piece--swatch" style={{ backgroundColor: item.colour || '#d8d2c8' }}>
          {item.text && <span className="board-piece__caption">{item.text}</span>}
        </span>
      )
    case 'product':
    case 'material':
    case 'image':
      if (!piece) return <span className="board-piece board-piece--gone">{t('moodboard.unavailable')}</span>
      return (
        <span className={`board-piece board-piece--${item.kind}`}>
          <span className="board-piece__media">{piece.image && <ResponsiveImage src={piece.image} alt="" sizes="(min-width: 900px) 320px, 40vw" fill />}</span>
          {item.kind !== 'image' && <span className="board-piece__caption">{piece.name}</span>}
        </span>
      )
    case 'configuration':
    case 'composition':
      if (!piece) return <span className="board-piece board-piece--gone">{t('moodboard.unavailable')}</span>
      return (
        <span className={`board-piece board-piece--${item.kind}`}>
          <span className="board-piece__media">
            {/* eslint-disable-next-line @next/next/no-img-element -- the configurator's or the mixer's own drawing of this piece, not a media file the optimizer sizes */}
            {piece.image && <img className="board-piece__drawing" src={piece.image} alt="" width={1200} height={630} loading="lazy" decoding="async" />}
          </span>
          <span className="board-piece__caption">{piece.name}</span>
        </span>
      )
    default:
      return unreachable(item.kind)
  }
}

function unreachable(value: never): never {
  throw new Error(`Unknown board item kind: ${String(value)}`)
}
