'use client'
import { personalDownloadHref } from '@/domain/userPaths'
import { markTaken, useHistory } from './historyStore'

export interface DownloadActionLabels {
  take: string
  /** 'Download {name}', 'Sign in to download {name}': named for screen readers. */
  takeNamed: string
  signIn: string
  signInNamed: string
  /** 'Downloaded on {date}'. */
  takenOn: string
  newerVersion: string
}

export interface DownloadActionProps {
  id: number
  /** The file's public address (files open to everybody), or null. */
  publicHref: string | null
  /** The sign-in page that comes back here (files for registered visitors only). */
  signInHref: string
  /** The `Intl` tag of the page's language, for the date. */
  tag: string
  labels: DownloadActionLabels
}

/**
 * A file's action on the personal downloads page. Signed out (and in the cached HTML): the public
 * file, or the sign-in prompt for a file for registered visitors only. Signed in: the file
 * through the visitor's session (recorded), when they last took it and whether it changed since.
 */
export function DownloadAction({ id, publicHref, signInHref, tag, labels }: DownloadActionProps) {
  const history = useHistory()
  const signedIn = history.status === 'ready' && history.signedIn
  const taken = history.status === 'ready' ? history.taken.get(id) : undefined
  if (!signedIn) {
    if (publicHref) {
      return (
        <a className="ctl-button ctl-button--secondary personal-downloads__action" href={publicHref} download aria-label={labels.takeNamed}>
          {labels.take}
        </a>
      )
    }
    return (
      <a className="ctl-button ctl-button--secondary personal-downloads__action" href={signInHref} aria-label={labels.signInNamed}>
        {labels.signIn}
      </a>
    )
  }
  const date = taken ? new Intl.DateTimeFormat(tag, { dateStyle: 'long' }).format(new Date(taken.takenAt)) : null
  return (
    <div className="personal-downloads__state">
      <a className="ctl-button personal-downloads__action" href={personalDownloadHref(id)} download aria-label={labels.takeNamed} onClick={() => markTaken(id)}>
        {labels.take}
      </a>
      {date && <span className="personal-downloads__taken">{labels.takenOn.replace('{date}', date)}</span>}
      {taken?.newer && <strong className="personal-downloads__newer">{labels.newerVersion}</strong>}
    </div>
  )
}

/** The page's one notice when the history could not be loaded (the files stay reachable as for anyone). */
export function HistoryNotice({ failed }: { failed: string }) {
  const history = useHistory()
  return (
    <p className="personal-downloads__notice" role="status">
      {history.status === 'failed' ? failed : ''}
    </p>
  )
}
