'use client'
import { useState } from 'react'
import { Button } from '@/components/controls/Button'
import type { Locale } from '@/i18n/locales'
import type { Device } from '../../logic/device'
import type { AccountLabels } from '../labels'
import { postJson } from '../postJson'
import { useSignedInJson } from '../useSignedInJson'
import { Section } from './Section'

interface SessionRow {
  id: string
  current: boolean
  device: Device | null
  createdAt: string
}

const isSessionRow = (value: unknown): value is SessionRow => typeof value === 'object' && value !== null && 'id' in value && 'current' in value && 'createdAt' in value
function readSessions(body: unknown): SessionRow[] | null {
  if (typeof body !== 'object' || body === null || !('sessions' in body) || !Array.isArray(body.sessions)) return null
  return body.sessions.filter(isSessionRow)
}

/** The active sessions (device and since when), this device first; 'sign out everywhere else'. */
export function SessionsSection({ locale, labels, round }: { locale: Locale; labels: AccountLabels; round: number }) {
  const { state, reload } = useSignedInJson(`/api/user/sessions?lang=${locale}&round=${round}`, locale, readSessions)
  const [notice, setNotice] = useState('')
  const [sending, setSending] = useState(false)
  const date = new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeStyle: 'short' })
  const device = (row: SessionRow) => (row.device ? labels.deviceOn.replace('{browser}', row.device.browser).replace('{system}', row.device.system) : labels.unknownDevice)

  const signOutOthers = async () => {
    setSending(true)
    const answer = await postJson(`/api/user/sessions/revoke-others?lang=${locale}`, {})
    setSending(false)
    setNotice(answer.message ?? labels.genericError)
    reload()
  }

  return (
    <Section id="sessions" title={labels.sessionsTitle} intro={labels.sessionsIntro}>
      {state.kind === 'loading' ? <p role="status">{labels.loading}</p> : null}
      {state.kind === 'failed' ? <p role="alert">{labels.genericError}</p> : null}
      {state.kind === 'shown' ? (
        <ul className="account-sessions">
          {state.data.map((row) => (
            <li key={row.id} className="account-sessions__row">
              <span className="account-sessions__device">
                {device(row)}
                {row.current ? <strong className="account-sessions__current"> · {labels.thisDevice}</strong> : null}
              </span>
              <span className="account-sessions__since">{labels.signedInSince.replace('{date}', date.format(new Date(row.createdAt)))}</span>
            </li>
          ))}
        </ul>
      ) : null}
      <p className="account-form__notice account-form__notice--sent" role="status">
        {notice}
      </p>
      <Button onClick={() => void signOutOthers()} disabled={sending || (state.kind === 'shown' && state.data.length < 2)}>
        {labels.signOutOthers}
      </Button>
    </Section>
  )
}
