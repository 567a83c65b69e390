import crypto from 'node:crypto'
import fs from 'node:fs/promises'
import path from 'node:path'

/** A text message to one phone number (E.164). */
export interface TextMessage {
  to: string
  text: string
}

/**
 * How the site sends text messages (sign-in codes by phone, docs/decisions/012 addendum). One
 * method, so that a brand's gateway plugs in behind a small adapter; the site never knows a
 * vendor's API.
 */
export interface SmsTransport {
  readonly name: 'outbox' | 'webhook'
  send: (message: TextMessage) => Promise<void>
}

/** A gateway that did not take the message (its status), so that the caller can log it and answer as usual. */
export class SmsNotSentError extends Error {
  constructor(readonly status: number) {
    super(`The SMS gateway refused the message (HTTP ${status})`)
    this.name = 'SmsNotSentError'
  }
}

/** Without a gateway: each message is a file in the outbox folder, as mails are without SMTP (development, tests, demos). */
export function outboxSms(directory: string): SmsTransport {
  return {
    name: 'outbox',
    async send({ to, text }) {
      await fs.mkdir(directory, { recursive: true })
      const file = path.join(directory, `${Date.now()}-${crypto.randomBytes(4).toString('hex')}.sms.txt`)
      await fs.writeFile(file, `To: ${to}\n\n${text}\n`)
    },
  }
}

/** How long the site waits for the gateway before it gives up on a message. */
export const SMS_WEBHOOK_TIMEOUT_MS = 5000

/** A gateway reached over HTTP: `POST url` with `{ "to": "+39…", "text": "…" }` and an optional bearer token; any 2xx is taken. */
export function webhookSms(url: string, token: string | undefined, fetcher: typeof fetch = fetch): SmsTransport {
  return {
    name: 'webhook',
    async send(message) {
      const response = await fetcher(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...(token && { authorization: `Bearer ${token}` }) },
        body: JSON.stringify(message),
        signal: AbortSignal.timeout(SMS_WEBHOOK_TIMEOUT_MS),
      })
      await response.body?.cancel()
      if (!response.ok) throw new SmsNotSentError(response.status)
    },
  }
}
