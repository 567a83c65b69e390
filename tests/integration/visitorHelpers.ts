import fs from 'node:fs'
import path from 'node:path'
import * as OTPAuth from 'otpauth'

/** The cookies a response sets that still hold a value, as a browser would send them back. */
export const cookieOf = (response: Response) =>
  response.headers
    .getSetCookie()
    .map((line) => line.split(';')[0] ?? '')
    .filter((pair) => !pair.endsWith('='))
    .join('; ')

/** The path (and query) of the last verification link mailed to `email`, from the file outbox under `mediaDir`. */
export function verificationLink(mediaDir: string, email: string): string {
  const outbox = path.join(mediaDir, 'outbox')
  const mails = fs.existsSync(outbox) ? fs.readdirSync(outbox).sort().map((file) => fs.readFileSync(path.join(outbox, file), 'utf8').replace(/=\r?\n/g, '').replace(/=3D/g, '=')) : []
  const found = /https?:\/\/[^\s]+\/api\/user\/auth\/verify-email\?[^\s]+/.exec(mails.filter((mail) => mail.includes(`To: ${email}`)).at(-1) ?? '')?.[0] ?? ''
  return new URL(found).pathname + new URL(found).search
}

/** The authenticator app: the code of the current 30-second step, or of the next one (both accepted). */
export const appCode = (secret: string, step: 0 | 1 = 0) =>
  new OTPAuth.TOTP({ secret: OTPAuth.Secret.fromBase32(secret.replace(/\s+/g, '')), digits: 6, period: 30, algorithm: 'SHA1' }).generate({ timestamp: Date.now() + step * 30_000 })
