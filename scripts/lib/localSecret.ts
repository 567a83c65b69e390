import crypto from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'

/**
 * `npm start` must work with no .env, yet production refuses the development secret: the
 * first start makes a random secret and keeps it beside the database (data/, git-ignored).
 */
export function ensureLocalSecret(dataDir = 'data'): void {
  if (process.env.PAYLOAD_SECRET) return
  const file = path.resolve(dataDir, '.payload-secret')
  if (!fs.existsSync(file)) {
    fs.mkdirSync(path.dirname(file), { recursive: true })
    fs.writeFileSync(file, crypto.randomBytes(32).toString('hex'), { mode: 0o600 })
  }
  process.env.PAYLOAD_SECRET = fs.readFileSync(file, 'utf8').trim()
}
