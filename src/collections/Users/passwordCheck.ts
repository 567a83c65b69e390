import crypto from 'node:crypto'
import { promisify } from 'node:util'

const pbkdf2 = promisify(crypto.pbkdf2)

/**
 * Payload 3.90's password hashes: `pbkdf2-sha256-v1:<hex>` (600,000 iterations, 32 bytes)
 * and the older bare hex (25,000 iterations, 512 bytes). Mirrored here because Payload
 * does not export its check; the integration test proves both agree.
 */
const CURRENT_PREFIX = 'pbkdf2-sha256-v1:'
export const PASSWORD_HASH_ITERATIONS = 600_000
const PASSWORD_HASH_BYTES = 32
const LEGACY_ITERATIONS = 25_000
const LEGACY_BYTES = 512

/** A salt for checks that must only cost what a real one costs. */
const DUMMY_SALT = crypto.randomBytes(32).toString('hex')

export interface StoredPassword {
  hash?: string | null
  salt?: string | null
}

/** Whether `password` is the one stored, with Payload's parameters for that hash. */
export async function passwordMatches(password: string, stored: StoredPassword): Promise<boolean> {
  const { hash, salt } = stored
  if (typeof hash !== 'string' || typeof salt !== 'string') return false
  const current = hash.startsWith(CURRENT_PREFIX)
  const expected = Buffer.from(current ? hash.slice(CURRENT_PREFIX.length) : hash, 'hex')
  const actual = await pbkdf2(password, salt, current ? PASSWORD_HASH_ITERATIONS : LEGACY_ITERATIONS, current ? PASSWORD_HASH_BYTES : LEGACY_BYTES, 'sha256')
  return actual.length === expected.length && crypto.timingSafeEqual(actual, expected)
}

/** Does the work of a real check and throws it away: an unknown or locked account answers as slowly as a wrong password. */
export async function spendPasswordCheckTime(password: string): Promise<void> {
  await pbkdf2(password, DUMMY_SALT, PASSWORD_HASH_ITERATIONS, PASSWORD_HASH_BYTES, 'sha256')
}
