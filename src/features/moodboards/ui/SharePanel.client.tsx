'use client'
import { useState } from 'react'
import type { Translate } from '@/i18n/translator'
import type { BoardsBackend } from './boardsBackend'

/**
 * Private by default; 'share' turns on the read-only public page, 'stop sharing' turns it off
 * (then 404). Beside it, the board as a PDF (`pdfHref`: the owner's own export).
 */
export function SharePanel({ t, backend, boardId, initiallyShared, shareHref, pdfHref }: { t: Translate; backend: BoardsBackend; boardId: string; initiallyShared: boolean; shareHref: string; pdfHref: string }) {
  const [shared, setShared] = useState(initiallyShared)
  const [problem, setProblem] = useState('')
  const [busy, setBusy] = useState(false)
  const link = typeof window === 'undefined' ? shareHref : new URL(shareHref, window.location.origin).href
  return (
    <section className="board-share" aria-label={t('moodboard.shareOn')}>
      <p className="board-share__state">{shared ? t('moodboard.sharedNotice') : t('moodboard.private')}</p>
      <button
        type="button"
        className="ctl-button ctl-button--secondary"
        disabled={busy}
        onClick={() => {
          setBusy(true)
          void backend.share(boardId, !shared).then((changed) => {
            setBusy(false)
            if (changed.ok) setShared(changed.value)
            setProblem(changed.ok ? '' : changed.message)
          })
        }}
      >
        {shared ? t('moodboard.shareOff') : t('moodboard.shareOn')}
      </button>
      {shared && (
        <div className="ctl-field board-share__link">
          <label className="ctl-label" htmlFor="board-share-link">
            {t('moodboard.shareLink')}
          </label>
          <input id="board-share-link" className="ctl-input" readOnly value={link} onFocus={(event) => event.target.select()} />
        </div>
      )}
      {problem && <p className="ctl-error">{problem}</p>}
      <a className="ctl-button ctl-button--secondary board-share__pdf" href={pdfHref} download>
        {t('moodboard.pdf.download')}
      </a>
    </section>
  )
}
