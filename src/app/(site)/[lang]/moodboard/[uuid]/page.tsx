import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { getMessages } from '@/data/messages'
import { getSiteChrome } from '@/data/site'
import { BoardPiece, MOODBOARD_CANVAS, paintingOrder, pickMoodboardMessages, pieceRefOf, readSharedBoard } from '@/features/moodboards'
import { SaveCopy } from '@/features/moodboards/client'
import { isLocale } from '@/i18n/locales'
import { makeTranslator } from '@/i18n/translator'
import '../../../features.css'

type Props = { params: Promise<{ lang: string; uuid: string }> }

/**
 * Read per request, never cached anywhere: the board holds its owner's first name and may stop
 * being shared at any moment (then 404 at once). A dynamic page answers `private, no-store`.
 */
export const dynamic = 'force-dynamic'

async function load(params: Props['params']) {
  const { lang, uuid } = await params
  if (!isLocale(lang)) notFound()
  const [shared, { settings }, messages] = await Promise.all([readSharedBoard(uuid, lang), getSiteChrome(lang), getMessages(lang)])
  if (!shared) notFound()
  return {
    lang,
    shared,
    siteName: settings.siteName,
    messages,
    t: makeTranslator(lang, messages),
  }
}

/** Never indexed: a private board someone chose to show by link. */
export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { shared, siteName } = await load(params)
  return {
    title: { absolute: `${shared.board.title} | ${siteName}` },
    robots: { index: false, follow: false },
  }
}

/** /{lang}/moodboard/{uuid}: a shared board, read-only; 'save a copy' for a signed-in visitor. */
export default async function SharedMoodboardPage({ params }: Props) {
  const { lang, shared, messages, t } = await load(params)
  const { board, pieces } = shared
  const byRef = new Map(pieces.map((piece) => [piece.ref, piece]))
  const { width, height } = MOODBOARD_CANVAS
  return (
    <section className="section moodboards-section">
      <p className="board-shared__by">{t('moodboard.sharedBy', { name: board.ownerFirstName })}</p>
      <h1>{board.title}</h1>
      <div className="board-shared__actions">
        <SaveCopy locale={lang} boardId={board.id} messages={pickMoodboardMessages(messages)} />
        <a className="ctl-button ctl-button--secondary board-shared__pdf" href={`/api/moodboards/${board.id}/pdf?lang=${lang}`} download>
          {t('moodboard.pdf.download')}
        </a>
      </div>
      {board.items.length === 0 && <p className="board-editor__empty">{t('moodboard.emptyBoard')}</p>}
      <div className="board-canvas board-canvas--read-only" role="region" aria-label={t('moodboard.canvasLabel')}>
        {paintingOrder(board.items).map((item, index) => (
          <div
            key={index}
            className={`board-item board-item--${item.kind}`}
            style={{
              left: `${(item.x / width) * 100}%`,
              top: `${(item.y / height) * 100}%`,
              width: `${(item.w / width) * 100}%`,
              height: `${(item.h / height) * 100}%`,
            }}
          >
            <BoardPiece t={t} item={item} piece={byRef.get(pieceRefOf(item) ?? '')} />
          </div>
        ))}
      </div>
    </section>
  )
}
