'use client'

import { useRouter } from 'next/navigation'
import { useEffect, useRef, useState } from 'react'
import { postJson } from '../postJson'

export interface VisitorActionLabels {
  block: string
  unblock: string
  blockedNote: string
  delete: string
  confirmDelete: string
  confirmYes: string
  cancel: string
  failed: string
}

const row = { display: 'flex', gap: 'calc(var(--base) * 0.5)', flexWrap: 'wrap', alignItems: 'center', marginTop: 'var(--base)' } as const

/**
 * Block / unblock and delete (after a confirmation that names the visitor) on the admin's
 * visitor detail. The editors' endpoints check the session and the Origin; the page is read
 * again from the store after a change, so what it shows is what the store holds.
 */
export function VisitorActions({ id, blocked, locale, listHref, labels }: { id: string; blocked: boolean; locale: string; listHref: string; labels: VisitorActionLabels }) {
  const router = useRouter()
  const [busy, setBusy] = useState(false)
  const [confirming, setConfirming] = useState(false)
  const [error, setError] = useState<string | null>(null)
  const confirmButton = useRef<HTMLButtonElement>(null)
  const deleteButton = useRef<HTMLButtonElement>(null)
  const wasConfirming = useRef(false)

  useEffect(() => {
    if (confirming) confirmButton.current?.focus()
    else if (wasConfirming.current) deleteButton.current?.focus()
    wasConfirming.current = confirming
  }, [confirming])

  async function send(path: string, body: unknown): Promise<boolean> {
    setBusy(true)
    setError(null)
    const answer = await postJson(`/api/visitor-admin/${path}?lang=${encodeURIComponent(locale)}`, body)
    setBusy(false)
    if (answer.status === 200) return true
    setError(answer.message ?? labels.failed)
    return false
  }

  return (
    <div>
      {blocked && <p data-testid="visitor-blocked-note">{labels.blockedNote}</p>}
      <div style={row}>
        <button
          type="button"
          className={`btn btn--size-medium ${blocked ? 'btn--style-secondary' : 'btn--style-primary'}`}
          style={{ margin: 0 }}
          disabled={busy}
          onClick={() => void send('block', { id, blocked: !blocked }).then((done) => done && router.refresh())}
        >
          {blocked ? labels.unblock : labels.block}
        </button>
        {!confirming && (
          <button ref={deleteButton} type="button" className="btn btn--size-medium btn--style-secondary" style={{ margin: 0 }} disabled={busy} onClick={() => setConfirming(true)}>
            {labels.delete}
          </button>
        )}
      </div>
      {confirming && (
        <div role="group" aria-labelledby="visitor-delete-question" style={{ ...row, border: '1px solid var(--theme-error-500)', padding: 'var(--base)', borderRadius: 'var(--style-radius-m)' }}>
          <p id="visitor-delete-question" style={{ margin: 0, flexBasis: '100%' }}>
            {labels.confirmDelete}
          </p>
          <button
            ref={confirmButton}
            type="button"
            className="btn btn--size-medium btn--style-primary"
            style={{ margin: 0 }}
            disabled={busy}
            onClick={() =>
              void send('delete', { id }).then((done) => {
                if (!done) return
                router.push(listHref)
                router.refresh()
              })
            }
          >
            {labels.confirmYes}
          </button>
          <button type="button" className="btn btn--size-medium btn--style-secondary" style={{ margin: 0 }} disabled={busy} onClick={() => setConfirming(false)}>
            {labels.cancel}
          </button>
        </div>
      )}
      {error !== null && (
        <p role="alert" style={{ color: 'var(--theme-error-500)' }}>
          {error}
        </p>
      )}
    </div>
  )
}
