import fs from 'node:fs/promises'
import path from 'node:path'
import nodemailer from 'nodemailer'
import type { EmailAdapter, SendEmailOptions } from 'payload'

export interface MailSettings {
  smtpUrl?: string
  outboxDir: string
  from: string
  fromName: string
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
