import type { AddressInfo } from 'node:net'
import { SMTPServer } from 'smtp-server'

/** A mail as the SMTP server received it, quoted-printable soft breaks and `=3D` undone. */
export interface CaughtMail {
  to: string[]
  raw: string
}

/**
 * A real SMTP server on loopback for a test file: `start` points SMTP_URL at it (before the app
 * boots), `mailsTo` lists what an address received, `stop` closes it.
 */
export function mailCatcher() {
  const received: CaughtMail[] = []
  const smtp = new SMTPServer({
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = []
      stream.on('data', (chunk: Buffer) => chunks.push(chunk))
      stream.on('end', () => {
        received.push({ to: session.envelope.rcptTo.map((rcpt) => rcpt.address), raw: Buffer.concat(chunks).toString('utf8').replace(/=\r?\n/g, '').replace(/=3D/g, '=') })
        callback()
      })
    },
  })
  return {
    async start(): Promise<void> {
      await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve))
      process.env.SMTP_URL = `smtp://127.0.0.1:${(smtp.server.address() as AddressInfo).port}`
    },
    async stop(): Promise<void> {
      delete process.env.SMTP_URL
      await new Promise<void>((resolve) => smtp.close(() => resolve()))
    },
    mailsTo: (email: string): string[] => received.filter((mail) => mail.to.includes(email)).map((mail) => mail.raw),
  }
}
