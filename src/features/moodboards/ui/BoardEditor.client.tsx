'use client'
import { useCallback, useEffect, useRef, useState } from 'react'
import type { Translate } from '@/i18n/translator'
import { broughtForward, itemsProblem, placed, resized, type BoardItem, type NewItem } from '../logic/board'
import { MOODBOARD_GRID, MOODBOARD_MAX_ITEMS, MOODBOARD_NOTE_MAX_CHARS } from '../logic/limits'
import { pieceRefOf, type Piece } from '../logic/pieces'
import { AddPanel } from './AddPanel.client'
import { BoardCanvas } from './BoardCanvas.client'
import type { Board, BoardsBackend } from './boardsBackend'
import { SharePanel } from './SharePanel.client'

/** How long the editor waits after the last change before it saves (a drag, typing a note). */
const AUTOSAVE_DELAY_MS = 700

type SaveState = 'saved' | 'saving' | 'failed'

interface Props {
  lang: string
  t: Translate
  backend: BoardsBackend
  board: Board
  listHref: string
  shareHref: string
}

/** The board editor: the add panel, the canvas and the chosen item's tools; every change saves itself. */
export function BoardEditor({ lang, t, backend, board, listHref, shareHref }: Props) {
  const [items, setItems] = useState<BoardItem[]>(board.items)
  const [pieces, setPieces] = useState<Map<string, Piece>>(new Map())
  const [selected, setSelected] = useState<number | null>(null)
  const [saveState, setSaveState] = useState<SaveState>('saved')
  const [problem, setProblem] = useState('')
  const changed = useRef(false)

  useEffect(() => {
    const refs = [...new Set(board.items.map(pieceRefOf).filter((ref): ref is string => ref !== null))]
    if (refs.length === 0) return
    fetch(`/api/moodboards/pieces?lang=${lang}&refs=${refs.join(',')}`)
      .then(async (response) => (response.ok ? ((await response.json()) as { pieces: Piece[] }).pieces : []))
      .then((found) => setPieces((current) => new Map([...current, ...found.map((piece) => [piece.ref, piece] as const)])))
      .catch(() => undefined)
  }, [board.items, lang])

  const save = useCallback(
    async (next: BoardItem[]) => {
      setSaveState('saving')
      const saved = await backend.save(board.id, next)
      setSaveState(saved.ok ? 'saved' : 'failed')
      setProblem(saved.ok ? '' : saved.message)
    },
    [backend, board.id],
  )
  useEffect(() => {
    if (!changed.current) return
    const timer = window.setTimeout(() => void save(items), AUTOSAVE_DELAY_MS)
    return () => window.clearTimeout(timer)
  }, [items, save])

  const update = (next: BoardItem[]) => {
    const refused = itemsProblem(next)
    if (refused) {
      setProblem(
        t(refused, {
          max: refused === 'moodboard.tooManyItems' ? MOODBOARD_MAX_ITEMS : MOODBOARD_NOTE_MAX_CHARS,
        }),
      )
      return
    }
    changed.current = true
    setProblem('')
    setItems(next)
  }
  const add = (item: NewItem, piece?: Piece) => {
    if (piece) setPieces((current) => new Map(current).set(piece.ref, piece))
    update([...items, placed(items, item)])
    setSelected(items.length)
  }
  const chosen = selected === null ? undefined : items[selected]
  const replace = (index: number, item: BoardItem) => update(items.map((other, position) => (position === index ? item : other)))

  const status = backend.signedIn
    ? {
        saved: t('moodboard.saved'),
        saving: t('moodboard.saving'),
        failed: t('moodboard.saveFailed'),
      }[saveState]
    : t('moodboard.savedInBrowser')
  return (
    <div className="board-editor">
      <div className="board-editor__bar">
        <a className="board-editor__back" href={listHref}>
          ← {t('moodboard.back')}
        </a>
        <h2 className="board-editor__title">{board.title}</h2>
        <p className={`board-editor__saved board-editor__saved--${saveState}`} role="status" data-state={saveState}>
          {status}
          {saveState === 'failed' && (
            <button type="button" className="ctl-button ctl-button--quiet" onClick={() => void save(items)}>
              {t('moodboard.retry')}
            </button>
          )}
        </p>
      </div>
      <p className="board-editor__problem" role="alert">
        {problem}
      </p>
      {backend.signedIn && <SharePanel t={t} backend={backend} boardId={board.id} initiallyShared={board.shared} shareHref={shareHref} pdfHref={`/api/user/moodboards/${board.id}/pdf?lang=${lang}`} />}
      <div className="board-editor__layout">
        <AddPanel lang={lang} t={t} signedIn={backend.signedIn} onAdd={add} />
        <div className="board-editor__stage">
          <p className="board-editor__help">{t('moodboard.keyboardHelp')}</p>
          {items.length === 0 && <p className="board-editor__empty">{t('moodboard.emptyBoard')}</p>}
          <BoardCanvas t={t} items={items} pieces={pieces} selected={selected} onSelect={setSelected} onChange={replace} />
          {chosen && selected !== null && (
            <div className="board-tools" role="group" aria-label={t('moodboard.kind.' + chosen.kind)}>
              <button type="button" className="ctl-button ctl-button--quiet" onClick={() => replace(selected, resized(chosen, MOODBOARD_GRID * 2, MOODBOARD_GRID * 2))}>
                {t('moodboard.larger')}
              </button>
              <button type="button" className="ctl-button ctl-button--quiet" onClick={() => replace(selected, resized(chosen, -MOODBOARD_GRID * 2, -MOODBOARD_GRID * 2))}>
                {t('moodboard.smaller')}
              </button>
              <button type="button" className="ctl-button ctl-button--quiet" onClick={() => update(broughtForward(items, selected))}>
                {t('moodboard.bringForward')}
              </button>
              <button
                type="button"
                className="ctl-button ctl-button--quiet"
                onClick={() => {
                  update(items.filter((_, position) => position !== selected))
                  setSelected(null)
                }}
              >
                {t('moodboard.removeItem')}
              </button>
              {chosen.kind === 'note' && (
                <div className="ctl-field board-tools__note">
                  <label className="ctl-label" htmlFor="board-tools-note">
                    {t('moodboard.noteText')}
                  </label>
                  <textarea id="board-tools-note" className="ctl-input" rows={3} maxLength={MOODBOARD_NOTE_MAX_CHARS} value={chosen.text} onChange={(event) => replace(selected, { ...chosen, text: event.target.value })} />
                </div>
              )}
            </div>
          )}
        </div>
      </div>
    </div>
  )
}
