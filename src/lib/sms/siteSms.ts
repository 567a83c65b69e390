import 'server-only'
import path from 'node:path'
import { env } from '@/env'
import { outboxSms, webhookSms, type SmsTransport } from './transport'

/** The site's text-message transport from the environment (SMS_TRANSPORT); null when sign-in by phone is off. */
export function siteSms(): SmsTransport | null {
  const { SMS_TRANSPORT, SMS_WEBHOOK_URL, SMS_WEBHOOK_TOKEN, MAIL_OUTBOX_DIR } = env()
  if (SMS_TRANSPORT === 'off') return null
  if (SMS_TRANSPORT === 'webhook' && SMS_WEBHOOK_URL) return webhookSms(SMS_WEBHOOK_URL, SMS_WEBHOOK_TOKEN)
  return outboxSms(path.resolve(MAIL_OUTBOX_DIR))
}

/** Whether the login screen offers a code by text message (the same for every visitor: it may be in cached HTML). */
export function phoneSignInOffered(): boolean {
  return env().SMS_TRANSPORT !== 'off'
}
