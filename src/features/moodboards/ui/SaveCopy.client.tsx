'use client'
import { useEffect, useState } from 'react'
import { guardRedirect } from '@/features/accounts/client'
import type { Locale } from '@/i18n/locales'
import type { MoodboardMessages } from './labels'
import { useTranslate } from './useTranslate'

type State = { kind: 'loading' } | { kind: 'anonymous' } | { kind: 'ready' } | { kind: 'copied'; href: string } | { kind: 'refused'; message: string }

/** 'Save a copy' on a shared board: for a signed-in visitor a private copy among their boards; for anyone else, sign in first. */
export function SaveCopy({ locale, boardId, messages }: { locale: Locale; boardId: string; messages: MoodboardMessages }) {
  const t = useTranslate(locale, messages)
  const [state, setState] = useState<State>({ kind: 'loading' })
  useEffect(() => {
    fetch(`/api/user/moodboards?lang=${locale}`, {
      credentials: 'same-origin',
      cache: 'no-store',
    })
      .then(async (response) => ((await response.json()) as { signedIn?: boolean }).signedIn === true)
      .then((signedIn) => setState(signedIn ? { kind: 'ready' } : { kind: 'anonymous' }))
      .catch(() => setState({ kind: 'anonymous' }))
  }, [locale])
  if (state.kind === 'loading') return <p className="board-copy" />
  if (state.kind === 'anonymous') {
    return (
      <p className="board-copy">
        <a className="ctl-button ctl-button--secondary" href={guardRedirect(locale, window.location.pathname, window.location.search)}>
          {t('moodboard.signInToCopy')}
        </a>
      </p>
    )
  }
  return (
    <div className="board-copy" role="status">
      {state.kind === 'copied' ? (
        <p>
          {t('moodboard.copySaved')} <a href={state.href}>{t('moodboard.openCopy')}</a>
        </p>
      ) : (
        <button type="button" className="ctl-button ctl-button--secondary" onClick={() => void copy()}>
          {t('moodboard.saveCopy')}
        </button>
      )}
      {state.kind === 'refused' && <p className="ctl-error">{state.message}</p>}
    </div>
  )
  async function copy() {
    const response = await fetch(`/api/user/moodboards/${boardId}/copy?lang=${locale}`, {
      method: 'POST',
      credentials: 'same-origin',
      headers: { 'Content-Type': 'application/json' },
      body: '{}',
    }).catch(() => null)
    const body = ((await response?.json().catch(() => ({}))) ?? {}) as {
      board?: { id: string }
      message?: string
    }
    if (response?.status === 201 && body.board)
      setState({
        kind: 'copied',
        href: `/${locale}/user/moodboards?board=${body.board.id}`,
      })
    else
      setState({
        kind: 'refused',
        message: body.message ?? t('moodboard.actionFailed'),
      })
  }
}
