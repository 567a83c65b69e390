'use client'
import { useId, useState, type SubmitEvent } from 'react'
import { Button } from '@/components/controls/Button'
import { ChoiceOrNew, NEW_CHOICE } from '@/components/controls/ChoiceOrNew'
import { TextField } from '@/components/controls/TextField'
import { newItemSize, placed, type BoardSummary, type NewItem } from '../logic/board'
import type { Translate } from '@/i18n/translator'
import { MOODBOARD_MAX_BOARDS, MOODBOARD_MAX_ITEMS, MOODBOARD_TITLE_MAX_CHARS } from '../logic/limits'
import { itemOfPiece } from '../logic/pieces'
import { openBackend, type BackendMessages, type BoardsBackend } from './boardsBackend'

export interface AddToBoardLabels {
  addToBoard: string
  chooseBoard: string
  newBoard: string
  newBoardTitle: string
  add: string
  cancel: string
  loading: string
  failed: string
  /** 'Added to the moodboard ‘{title}’.' */
  added: string
  openBoard: string
  /** Shown to a visitor who is not signed in: the board is kept in this browser. */
  keptHere: string
  /** A new board without a name. */
  titleRequired: string
  /** The boards' own refusals (too many boards or pieces, a board gone), as the moodboards page shows them. */
  backend: BackendMessages
}

type Opened = { state: 'closed' } | { state: 'loading' } | { state: 'failed' } | { state: 'ready'; backend: BoardsBackend; boards: BoardSummary[] }
type Done = { title: string; href: string; local: boolean }

/**
 * 'Add to a moodboard' for a piece shown outside the moodboards (the configurator's configuration):
 * choose one of the visitor's boards or a new one (named `defaultTitle` unless renamed). Signed
 * in, the account's boards through their endpoints (which check the session, the owner and the
 * limits); signed out, the boards kept in this browser, as on the moodboards page. A refusal is
 * shown beside the form, which keeps the choice and the title.
 */
export function AddToBoard({ lang, pieceRef, defaultTitle, labels, className = '' }: { lang: string; pieceRef: string; defaultTitle: string; labels: AddToBoardLabels; className?: string }) {
  const id = useId()
  const [opened, setOpened] = useState<Opened>({ state: 'closed' })
  const [choice, setChoice] = useState('')
  const [title, setTitle] = useState(defaultTitle)
  const [problem, setProblem] = useState('')
  const [busy, setBusy] = useState(false)
  const [done, setDone] = useState<Done | null>(null)
  const piece = itemOfPiece(pieceRef)
  const item: NewItem | null = piece ? { ...piece, ...newItemSize[piece.kind], text: '', colour: '' } : null

  const toggle = () => {
    if (opened.state !== 'closed') {
      setOpened({ state: 'closed' })
      return
    }
    setOpened({ state: 'loading' })
    setDone(null)
    void (async () => {
      const backend = (await openBackend(lang, labels.backend))?.backend
      const listed = backend ? await backend.list() : null
      if (!backend || !listed?.ok) {
        setOpened({ state: 'failed' })
        return
      }
      setOpened({ state: 'ready', backend, boards: listed.value })
      setChoice((current) => current || (listed.value[0]?.id ?? NEW_CHOICE))
    })()
  }

  const submit = async (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (opened.state !== 'ready' || !item) return
    const { backend } = opened
    if (choice === NEW_CHOICE && title.trim() === '') {
      setProblem(labels.titleRequired)
      return
    }
    setBusy(true)
    setProblem('')
    try {
      const board = choice === NEW_CHOICE ? await backend.create(title.trim(), [placed([], item)]) : await addTo(backend, choice, item, labels.backend)
      if (!board.ok) {
        setProblem(board.message)
        return
      }
      setDone({ title: board.value.title, href: `/${lang}/user/moodboards?board=${board.value.id}`, local: !backend.signedIn })
      setOpened({ state: 'closed' })
    } catch {
      setProblem(labels.failed)
    } finally {
      setBusy(false)
    }
  }

  if (!item) return null
  return (
    <div className={`board-add ${className}`.trim()}>
      <Button variant="secondary" aria-expanded={opened.state !== 'closed'} aria-controls={`${id}-panel`} onClick={toggle}>
        {labels.addToBoard}
      </Button>
      <div id={`${id}-panel`} className="board-add__panel" hidden={opened.state === 'closed'}>
        {opened.state === 'loading' && <p role="status">{labels.loading}</p>}
        {opened.state === 'failed' && <p role="alert">{labels.failed}</p>}
        {opened.state === 'ready' && (
          <form className="board-add__form" noValidate onSubmit={(event) => void submit(event)}>
            <ChoiceOrNew id={`${id}-board`} label={labels.chooseBoard} newLabel={labels.newBoard} choices={opened.boards} value={choice} onChange={setChoice} />
            {choice === NEW_CHOICE && <TextField id={`${id}-title`} label={labels.newBoardTitle} value={title} maxLength={MOODBOARD_TITLE_MAX_CHARS} onChange={(event) => setTitle(event.target.value)} />}
            <p className="board-add__problem" role="alert">
              {problem}
            </p>
            <div className="board-add__actions">
              <Button type="submit" variant="primary" disabled={busy}>
                {labels.add}
              </Button>
              <Button variant="quiet" onClick={() => setOpened({ state: 'closed' })}>
                {labels.cancel}
              </Button>
            </div>
          </form>
        )}
      </div>
      <p className="board-add__done" role="status">
        {done && (
          <>
            {labels.added.replace('{title}', done.title)} <a href={done.href}>{labels.openBoard}</a>
            {done.local && <span className="board-add__note">{labels.keptHere}</span>}
          </>
        )}
      </p>
    </div>
  )
}

/** The labels in the visitor's language (the page hands `addToBoardLabelKeys` to its client labels); `added`: the feature's own 'added to ‘{title}’' text. */
export function addToBoardLabels(t: Translate, added: string): AddToBoardLabels {
  const failed = t('moodboard.add.failed')
  return {
    addToBoard: t('moodboard.add.button'),
    chooseBoard: t('wishlist.chooseBoard'),
    newBoard: t('wishlist.newBoard'),
    newBoardTitle: t('wishlist.newBoardTitle'),
    add: t('moodboard.add.submit'),
    cancel: t('wishlist.cancel'),
    loading: t('wishlist.boardsLoading'),
    failed,
    added,
    openBoard: t('moodboard.add.openBoard'),
    keptHere: t('moodboard.add.keptHere'),
    titleRequired: t('moodboard.titleRequired'),
    backend: {
      failed,
      missing: t('moodboard.missing'),
      full: t('moodboard.full', { max: MOODBOARD_MAX_BOARDS }),
      tooManyItems: t('moodboard.tooManyItems', { max: MOODBOARD_MAX_ITEMS }),
      copyMark: t('moodboard.copyMark'),
    },
  }
}

/** The piece placed on an existing board, in front of the rest; refused past the board's limit. */
async function addTo(backend: BoardsBackend, boardId: string, item: NewItem, messages: BackendMessages) {
  const board = await backend.get(boardId)
  if (!board.ok) return board
  if (board.value.items.length >= MOODBOARD_MAX_ITEMS) return { ok: false as const, message: messages.tooManyItems }
  const saved = await backend.save(boardId, [...board.value.items, placed(board.value.items, item)])
  return saved.ok ? { ok: true as const, value: { id: board.value.id, title: board.value.title } } : saved
}
