'use client'
import { AppLink as Link } from '@/runtime/navigation/AppLink'
import { useEffect } from 'react'
import { reloadAfterChunkError, reportNavigationError } from '@/runtime/navigation/navigationState'
import { errorDetails } from '@/domain/labels/errorDisplay'
import { homeUrl } from '@/domain/urls'
import { useLabels, useT } from '../LabelsProvider'

export interface ServerErrorViewProps {
  error: unknown
  /** Next's `retry`: fetches and renders the failed segment again. */
  retry: () => void
  /** The status the server answered: 503 while the database is unavailable. */
  status?: 500 | 503
}

/**
 * Spec §8: "An error has occurred:" and the message, with a way to try again and a way home.
 * A server error's message is hidden in production (Next sends a generic one): the visitor
 * reads the translated explanation and the reference that matches the server's log line.
 */
export function ServerErrorView({ error, retry, status = 500 }: ServerErrorViewProps) {
  const t = useT()
  const { locale } = useLabels()
  const { message, digest } = errorDetails(error, process.env.NODE_ENV === 'production')

  useEffect(() => {
    // A chunk that failed to load during a navigation reloads the target path (10 s guard).
    if (reloadAfterChunkError(error)) return
    reportNavigationError()
    console.error('[500]', error)
  }, [error])

  return (
    <section className="error-view" aria-labelledby="error-title">
      <title>{t('site.titleTemplate', { title: t('error.serverErrorTitle') })}</title>
      <p className="error-view__eyebrow">{t('error.statusCode', { status: String(status) })}</p>
      <h1 id="error-title" className="error-view__title">
        {t('error.occurred')}
      </h1>
      <p className="error-view__text">{message ?? t('error.serverErrorMessage')}</p>
      {digest && <p className="error-view__hint">{t('error.reference', { digest })}</p>}
      <div className="error-view__actions">
        <button type="button" className="error-view__action" onClick={retry}>
          {t('error.tryAgain')}
        </button>
        <Link href={homeUrl(locale)} className="error-view__action">
          {t('error.backToHome')}
        </Link>
      </div>
    </section>
  )
}
