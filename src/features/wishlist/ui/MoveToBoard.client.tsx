'use client'
import { useId, useState, type SubmitEvent } from 'react'
import { Button } from '@/components/controls/Button'
import { ChoiceOrNew, NEW_CHOICE } from '@/components/controls/ChoiceOrNew'
import { TextField } from '@/components/controls/TextField'
import type { WishlistItem } from '../logic/items'

export interface MoveToBoardLabels {
  moveToBoard: string
  /** 'Move {name} to a moodboard' */
  moveToBoardNamed: string
  chooseBoard: string
  newBoard: string
  newBoardTitle: string
  move: string
  cancel: string
  moveFailed: string
  boardsLoading: string
}

type Board = { id: string; title: string }
type Boards = { state: 'loading' } | { state: 'ready'; boards: Board[] } | { state: 'failed' }

/** The visitor's boards, asked for once per page when the first 'move' opens. */
let boardsRequest: Promise<Board[]> | null = null
function visitorBoards(lang: string): Promise<Board[]> {
  boardsRequest ??= fetch(`/api/user/moodboards?lang=${lang}`, { credentials: 'same-origin', cache: 'no-store', headers: { Accept: 'application/json' } })
    .then(async (response) => {
      if (!response.ok) throw new Error(`moodboards ${String(response.status)}`)
      const body = (await response.json()) as { boards?: Board[] }
      return (body.boards ?? []).map(({ id, title }) => ({ id, title }))
    })
    .catch((error: unknown) => {
      boardsRequest = null
      throw error
    })
  return boardsRequest
}

/**
 * 'Move to a moodboard' for one wishlist item: choose one of the visitor's boards or a new one
 * (named after the item unless renamed); the item goes onto the board and off the wishlist. A
 * refusal (the moodboards' limits) is shown beside the form, which keeps the choice.
 */
export interface MoveToBoardProps {
  labels: MoveToBoardLabels
  /** The longest board title (the moodboards' own limit). */
  titleMax: number
}

export function MoveToBoard({ lang, item, name, labels, titleMax, onMoved }: MoveToBoardProps & { lang: string; item: WishlistItem; name: string; onMoved: (board: Board) => void }) {
  const id = useId()
  const [open, setOpen] = useState(false)
  const [boards, setBoards] = useState<Boards>({ state: 'loading' })
  const [choice, setChoice] = useState('')
  const [title, setTitle] = useState(name)
  const [problem, setProblem] = useState<{ text: string; field: 'board' | 'title' | null } | null>(null)
  const [busy, setBusy] = useState(false)

  const toggle = () => {
    const opening = !open
    setOpen(opening)
    if (!opening || boards.state === 'ready') return
    visitorBoards(lang).then(
      (list) => {
        setBoards({ state: 'ready', boards: list })
        setChoice((current) => current || (list[0]?.id ?? NEW_CHOICE))
      },
      () => setBoards({ state: 'failed' }),
    )
  }

  const submit = async (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault()
    setBusy(true)
    setProblem(null)
    try {
      const target = choice === NEW_CHOICE ? { title } : { board: choice }
      const response = await fetch(`/api/user/wishlist/move-to-board?lang=${lang}`, {
        method: 'POST',
        credentials: 'same-origin',
        headers: { Accept: 'application/json', 'Content-Type': 'application/json' },
        body: JSON.stringify({ ...item, ...target }),
      })
      const body = (await response.json().catch(() => ({}))) as { board?: Board; message?: string; fields?: Record<string, string> }
      if (response.ok && body.board) {
        // A new board is among the visitor's boards for the next move.
        boardsRequest = null
        onMoved(body.board)
        return
      }
      const fieldMessage = body.fields?.title ?? body.fields?.board
      setProblem({ text: fieldMessage ?? body.message ?? labels.moveFailed, field: body.fields?.title ? 'title' : null })
    } catch {
      setProblem({ text: labels.moveFailed, field: null })
    } finally {
      setBusy(false)
    }
  }

  return (
    <div className="wishlist-move">
      <Button variant="quiet" aria-expanded={open} aria-controls={`${id}-move`} aria-label={labels.moveToBoardNamed.replace('{name}', name)} onClick={toggle}>
        {labels.moveToBoard}
      </Button>
      <div id={`${id}-move`} className="wishlist-move__panel" hidden={!open}>
        {boards.state === 'loading' && <p role="status">{labels.boardsLoading}</p>}
        {boards.state === 'failed' && <p role="alert">{labels.moveFailed}</p>}
        {boards.state === 'ready' && (
          <form className="wishlist-move__form" noValidate onSubmit={(event) => void submit(event)}>
            <ChoiceOrNew id={`${id}-board`} label={labels.chooseBoard} newLabel={labels.newBoard} choices={boards.boards} value={choice} onChange={setChoice} />
            {choice === NEW_CHOICE && (
              <TextField id={`${id}-title`} label={labels.newBoardTitle} value={title} maxLength={titleMax} onChange={(event) => setTitle(event.target.value)} error={problem?.field === 'title' ? problem.text : undefined} />
            )}
            <p className="wishlist-move__problem" role="alert">
              {problem && problem.field === null ? problem.text : ''}
            </p>
            <div className="wishlist-move__actions">
              <Button type="submit" variant="primary" disabled={busy}>
                {labels.move}
              </Button>
              <Button variant="quiet" onClick={() => setOpen(false)}>
                {labels.cancel}
              </Button>
            </div>
          </form>
        )}
      </div>
    </div>
  )
}
