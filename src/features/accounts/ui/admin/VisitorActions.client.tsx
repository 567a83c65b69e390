'use client'

import { useRouter } from 'next/navigation'
import { useEffect, useId, useRef, useState } from 'react'
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
  reason: string
  reasonHint: string
  /** The longest reason the server takes (logic/visitorDirectory.ts). */
  reasonMaxLength: number
}

const row = { display: 'flex', gap: 'calc(var(--base) * 0.5)', flexWrap: 'wrap', alignItems: 'center', marginTop: 'var(--base)' } as const

/**
 * Block / unblock and delete (after a confirmation that names the visitor) on the admin's
 * visitor detail, each with the reason the editor types (required: the audit trail keeps it with
 * the editor and the time). The editors' endpoints check the session, the Origin and the reason;
 * the page is read again from the store after a change, so what it shows is what the store holds.
 */
export function VisitorActions({ id, blocked, locale, listHref, labels }: { id: string; blocked: boolean; locale: string; listHref: string; labels: VisitorActionLabels }) {
  const router = useRouter()
  const [busy, setBusy] = useState(false)
  const [confirming, setConfirming] = useState(false)
  const [error, setError] = useState<string | null>(null)
  const [reason, setReason] = useState('')
  const [reasonError, setReasonError] = useState<string | null>(null)
  const reasonField = useRef<HTMLTextAreaElement>(null)
  const reasonId = useId()
  const confirmButton = useRef<HTMLButtonElement>(null)
  const deleteButton = useRef<HTMLButtonElement>(null)
  const wasConfirming = useRef(false)

  useEffect(() => {
    if (confirming) confirmButton.current?.focus()
    else if (wasConfirming.current) deleteButton.current?.focus()
    wasConfirming.current = confirming
  }, [confirming])

  async function send(path: string, body: Record<string, unknown>): Promise<boolean> {
    setBusy(true)
    setError(null)
    setReasonError(null)
    const answer = await postJson(`/api/visitor-admin/${path}?lang=${encodeURIComponent(locale)}`, { ...body, reason })
    setBusy(false)
    if (answer.status === 200) {
      setReason('')
      return true
    }
    const refusedReason = answer.fields?.reason
    if (refusedReason !== undefined) {
      setReasonError(refusedReason)
      setConfirming(false)
      reasonField.current?.focus()
    } else setError(answer.message ?? labels.failed)
    return false
  }

  return (
    <div>
      {blocked && <p data-testid="visitor-blocked-note">{labels.blockedNote}</p>}
      <div style={{ display: 'flex', flexDirection: 'column', gap: 'calc(var(--base) * 0.25)', marginTop: 'var(--base)', maxWidth: '40rem' }}>
        <label htmlFor={reasonId}>{labels.reason}</label>
        <textarea
          ref={reasonField}
          id={reasonId}
          name="reason"
          rows={2}
          required
          maxLength={labels.reasonMaxLength}
          value={reason}
          onChange={(event) => setReason(event.target.value)}
          aria-describedby={`${reasonId}-hint${reasonError !== null ? ` ${reasonId}-error` : ''}`}
          aria-invalid={reasonError !== null}
          style={{ padding: 'calc(var(--base) * 0.4)', font: 'inherit' }}
        />
        <span id={`${reasonId}-hint`} style={{ color: 'var(--theme-elevation-600)' }}>
          {labels.reasonHint}
        </span>
        {reasonError !== null && (
          <span id={`${reasonId}-error`} role="alert" style={{ color: 'var(--theme-error-500)' }}>
            {reasonError}
          </span>
        )}
      </div>
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
