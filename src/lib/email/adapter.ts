import fs from 'node:fs/promises'
import path from 'node:path'
import nodemailer from 'nodemailer'
import type { EmailAdapter, SendEmailOptions } from 'payload'

export interface MailSettings {
  smtpUrl?: string
  outboxDir: string
  from: string
  fromName: string
  /**
   * Called after each message left (the one choke point every mail of the site passes): the
   * communication archive records it here. Its failure is logged, never the mail's.
   */
  onSent?: (mail: { to: string[]; subject: string; text: string }) => Promise<void>
}

/** The recipients' addresses of a message, whatever shape Payload's options give them in. */
export function recipientsOf(to: SendEmailOptions['to']): string[] {
  const list = Array.isArray(to) ? to : to === undefined ? [] : [to]
  return list.flatMap((entry) => (typeof entry === 'string' ? entry.split(',') : [entry.address])).map((address) => address.trim().toLowerCase()).filter((address) => address !== '')
}

export interface SentMail {
  messageId: string
  /** Where the message went: an SMTP server, or a file in the outbox. */
  deliveredTo: string
}

/**
 * Sends through SMTP when configured; otherwise writes each message as an .eml file to the
 * outbox folder and logs it, so every mail flow works and is testable on a fresh machine.
 */
export function mailAdapter(settings: MailSettings): EmailAdapter<SentMail> {
  const transport = settings.smtpUrl
    ? nodemailer.createTransport(settings.smtpUrl)
    : nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' })

  return ({ payload }) => ({
    name: settings.smtpUrl ? 'smtp' : 'outbox',
    defaultFromAddress: settings.from,
    defaultFromName: settings.fromName,
    async sendEmail(message: SendEmailOptions): Promise<SentMail> {
      const info = await transport.sendMail({
        from: { name: settings.fromName, address: settings.from },
        ...message,
      })
      if (settings.onSent) {
        const text = typeof message.text === 'string' ? message.text : ''
        await settings.onSent({ to: recipientsOf(message.to), subject: message.subject ?? '', text }).catch((error: unknown) => {
          payload.logger.warn({ msg: 'Sent mail not archived', error: error instanceof Error ? error.message : String(error) })
        })
      }
      if (settings.smtpUrl) return { messageId: info.messageId, deliveredTo: settings.smtpUrl.replace(/\/\/.*@/, '//') }
      const file = path.resolve(settings.outboxDir, `${Date.now()}-${info.messageId.replace(/[^\w.-]/g, '')}.eml`)
      await fs.mkdir(path.dirname(file), { recursive: true })
      const raw: unknown = 'message' in info ? info.message : ''
      await fs.writeFile(file, Buffer.isBuffer(raw) ? raw : String(raw))
      payload.logger.info({ msg: 'E-mail written to outbox', file, to: message.to, subject: message.subject })
      return { messageId: info.messageId, deliveredTo: file }
    },
  })
}
