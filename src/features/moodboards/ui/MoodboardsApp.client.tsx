'use client'
import { useEffect, useMemo, useState } from 'react'
import { guardRedirect } from '@/features/accounts/client'
import type { Locale } from '@/i18n/locales'
import type { BoardSummary } from '../logic/board'
import { MOODBOARD_MAX_BOARDS, MOODBOARD_MAX_ITEMS } from '../logic/limits'
import { BoardEditor } from './BoardEditor.client'
import { BoardList } from './BoardList.client'
import { openBackend, type Board, type BoardsBackend } from './boardsBackend'
import type { MoodboardMessages } from './labels'
import { useTranslate } from './useTranslate'

type State = { kind: 'loading' } | { kind: 'failed'; message: string } | { kind: 'list'; boards: BoardSummary[] } | { kind: 'board'; board: Board }

/**
 * /{lang}/user/moodboards: open to everybody (the spec lists it without a guard). Signed in, the
 * account's boards (the browser's merged in first); signed out, boards kept in this browser with
 * an invitation to sign in. `?board=<id>` opens one in the editor.
 */
export function MoodboardsApp({ locale, messages }: { locale: Locale; messages: MoodboardMessages }) {
  const t = useTranslate(locale, messages)
  const [backend, setBackend] = useState<BoardsBackend | null>(null)
  const [state, setState] = useState<State>({ kind: 'loading' })
  const [kept, setKept] = useState(0)
  const backendMessages = useMemo(
    () => ({
      failed: t('moodboard.actionFailed'),
      missing: t('moodboard.missing'),
      full: t('moodboard.full', { max: MOODBOARD_MAX_BOARDS }),
      tooManyItems: t('moodboard.tooManyItems', { max: MOODBOARD_MAX_ITEMS }),
      copyMark: t('moodboard.copyMark'),
    }),
    [t],
  )
  useEffect(() => {
    let current = true
    const boardId = new URLSearchParams(window.location.search).get('board')
    const show = (next: State) => {
      if (current) setState(next)
    }
    void (async () => {
      const opened = await openBackend(locale, backendMessages)
      if (!opened) {
        show({ kind: 'failed', message: t('moodboard.loadFailed') })
        return
      }
      setBackend(opened.backend)
      setKept(opened.kept)
      if (boardId) {
        const board = await opened.backend.get(boardId)
        show(board.ok ? { kind: 'board', board: board.value } : { kind: 'failed', message: board.message })
        return
      }
      const listed = await opened.backend.list()
      show(listed.ok ? { kind: 'list', boards: listed.value } : { kind: 'failed', message: listed.message })
    })()
    return () => {
      current = false
    }
  }, [locale, backendMessages, t])

  const listHref = `/${locale}/user/moodboards`
  const signInHref = typeof window === 'undefined' ? `/${locale}/user/login` : guardRedirect(locale, window.location.pathname, window.location.search)
  return (
    <div className="moodboards-app" aria-busy={state.kind === 'loading'}>
      {backend && !backend.signedIn && (
        <p className="moodboards__invite">
          {t('moodboard.localNotice')}{' '}
          <a className="ctl-button ctl-button--secondary" href={signInHref}>
            {t('moodboard.signIn')}
          </a>
        </p>
      )}
      {kept > 0 && <p className="moodboards__problem">{t('moodboard.keptInBrowser')}</p>}
      {state.kind === 'loading' && <p className="moodboards__status-line">{t('moodboard.loading')}</p>}
      {state.kind === 'failed' && (
        <p className="moodboards__problem" role="alert">
          {state.message} <a href={listHref}>{t('moodboard.back')}</a>
        </p>
      )}
      {state.kind === 'list' && backend && <BoardList locale={locale} t={t} backend={backend} boards={state.boards} setBoards={(boards) => setState({ kind: 'list', boards })} boardHref={(id) => `${listHref}?board=${id}`} />}
      {state.kind === 'board' && backend && <BoardEditor lang={locale} t={t} backend={backend} board={state.board} listHref={listHref} shareHref={`/${locale}/moodboard/${state.board.id}`} />}
    </div>
  )
}
