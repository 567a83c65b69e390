'use client'
import { useState, type SubmitEvent } from 'react'
import type { Locale } from '@/i18n/locales'
import { localeTags } from '@/i18n/locales'
import type { Translate } from '@/i18n/translator'
import type { BoardSummary } from '../logic/board'
import { MOODBOARD_TITLE_MAX_CHARS } from '../logic/limits'
import type { BoardsBackend } from './boardsBackend'

interface Props {
  locale: Locale
  t: Translate
  backend: BoardsBackend
  boards: BoardSummary[]
  setBoards: (boards: BoardSummary[]) => void
  boardHref: (id: string) => string
}

/** The visitor's boards: create, open, rename, duplicate, delete with undo. */
export function BoardList({ locale, t, backend, boards, setBoards, boardHref }: Props) {
  const [title, setTitle] = useState('')
  const [createProblem, setCreateProblem] = useState('')
  const [notice, setNotice] = useState('')
  const [undo, setUndo] = useState<BoardSummary | null>(null)
  const [renaming, setRenaming] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  const date = new Intl.DateTimeFormat(localeTags[locale], {
    dateStyle: 'medium',
  })

  const refresh = async () => {
    const listed = await backend.list()
    if (listed.ok) setBoards(listed.value)
  }
  const run = async (work: () => Promise<{ ok: true } | { ok: false; message: string }>) => {
    setBusy(true)
    setNotice('')
    const outcome = await work()
    if (!outcome.ok) setNotice(outcome.message)
    await refresh()
    setBusy(false)
    return outcome.ok
  }

  const create = async (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault()
    setBusy(true)
    const created = await backend.create(title.trim() || t('moodboard.untitled'))
    setBusy(false)
    if (!created.ok) {
      setCreateProblem(created.message)
      return
    }
    window.location.assign(boardHref(created.value.id))
  }

  return (
    <div className="moodboards">
      <form className="moodboards__create" onSubmit={(event) => void create(event)} noValidate>
        <div className="ctl-field">
          <label className="ctl-label" htmlFor="moodboard-new-title">
            {t('moodboard.name')}
          </label>
          <input
            id="moodboard-new-title"
            className="ctl-input"
            value={title}
            maxLength={MOODBOARD_TITLE_MAX_CHARS}
            placeholder={t('moodboard.untitled')}
            aria-invalid={createProblem ? true : undefined}
            aria-describedby={createProblem ? 'moodboard-new-problem' : undefined}
            onChange={(event) => {
              setTitle(event.target.value)
              setCreateProblem('')
            }}
          />
          {createProblem && (
            <p id="moodboard-new-problem" className="ctl-error">
              {createProblem}
            </p>
          )}
        </div>
        <button type="submit" className="ctl-button ctl-button--primary" disabled={busy}>
          {t('moodboard.new')}
        </button>
      </form>

      <div className="moodboards__status" role="status">
        {notice && <p className="moodboards__problem">{notice}</p>}
        {undo && (
          <p className="moodboards__undo">
            {t('moodboard.deleted', { name: undo.title })}{' '}
            <button
              type="button"
              className="ctl-button ctl-button--quiet"
              onClick={() => {
                const board = undo
                setUndo(null)
                void run(() => backend.restore(board.id))
              }}
            >
              {t('moodboard.undo')}
            </button>
          </p>
        )}
      </div>

      {boards.length === 0 ? (
        <p className="moodboards__empty">{t('moodboard.empty')}</p>
      ) : (
        <ul className="moodboards__list">
          {boards.map((board) => (
            <li key={board.id} className="moodboard-card">
              {renaming === board.id ? (
                <RenameForm
                  t={t}
                  board={board}
                  onDone={async (newTitle) => {
                    if (newTitle !== null) {
                      const renamed = await backend.rename(board.id, newTitle)
                      if (!renamed.ok) return renamed.message
                      await refresh()
                    }
                    setRenaming(null)
                    return null
                  }}
                />
              ) : (
                <h2 className="moodboard-card__title">
                  <a href={boardHref(board.id)}>{board.title}</a>
                </h2>
              )}
              <p className="moodboard-card__facts">
                <span>{t('moodboard.itemsCount', { count: board.itemCount })}</span>
                <span>
                  {t('moodboard.updatedOn', {
                    date: date.format(new Date(board.updatedAt)),
                  })}
                </span>
                {board.shared && <span className="moodboard-card__shared">{t('moodboard.sharedBadge')}</span>}
              </p>
              <div className="moodboard-card__actions">
                <button type="button" className="ctl-button ctl-button--quiet" aria-label={t('moodboard.renameNamed', { name: board.title })} onClick={() => setRenaming(board.id)}>
                  {t('moodboard.rename')}
                </button>
                <button
                  type="button"
                  className="ctl-button ctl-button--quiet"
                  disabled={busy}
                  aria-label={t('moodboard.duplicateNamed', {
                    name: board.title,
                  })}
                  onClick={() => void run(() => backend.duplicate(board.id))}
                >
                  {t('moodboard.duplicate')}
                </button>
                <button
                  type="button"
                  className="ctl-button ctl-button--quiet"
                  disabled={busy}
                  aria-label={t('moodboard.deleteNamed', { name: board.title })}
                  onClick={() => {
                    void run(() => backend.remove(board.id)).then((removed) => removed && setUndo(board))
                  }}
                >
                  {t('moodboard.delete')}
                </button>
              </div>
            </li>
          ))}
        </ul>
      )}
    </div>
  )
}

/** Renames in place; keeps what was typed when the name is refused. `onDone(null)` cancels; a returned text is the refusal. */
function RenameForm({ t, board, onDone }: { t: Translate; board: BoardSummary; onDone: (title: string | null) => Promise<string | null> }) {
  const [value, setValue] = useState(board.title)
  const [problem, setProblem] = useState('')
  const id = `moodboard-rename-${board.id}`
  return (
    <form
      className="moodboard-card__rename"
      noValidate
      onSubmit={(event) => {
        event.preventDefault()
        void onDone(value).then((refused) => refused && setProblem(refused))
      }}
    >
      <label className="ctl-label" htmlFor={id}>
        {t('moodboard.name')}
      </label>
      <input
        id={id}
        className="ctl-input"
        value={value}
        maxLength={MOODBOARD_TITLE_MAX_CHARS}
        autoFocus
        aria-invalid={problem ? true : undefined}
        aria-describedby={problem ? `${id}-problem` : undefined}
        onChange={(event) => setValue(event.target.value)}
      />
      {problem && (
        <p id={`${id}-problem`} className="ctl-error">
          {problem}
        </p>
      )}
      <div className="moodboard-card__actions">
        <button type="submit" className="ctl-button ctl-button--secondary">
          {t('moodboard.save')}
        </button>
        <button type="button" className="ctl-button ctl-button--quiet" onClick={() => void onDone(null)}>
          {t('moodboard.cancel')}
        </button>
      </div>
    </form>
  )
}
