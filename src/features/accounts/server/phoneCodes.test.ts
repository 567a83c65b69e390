import crypto from 'node:crypto'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { checkPhoneCode, issuePhoneCode, phoneCodeIdentifier, type VerificationStore } from './phoneCodes'

/** better-auth's verification table reduced to what the codes use: one row per identifier, taken whole by `consume`. */
function memoryStore() {
  const rows = new Map<string, { value: string; expiresAt: Date }>()
  const store: VerificationStore = {
    createVerificationValue: async ({ identifier, value, expiresAt }) => rows.set(identifier, { value, expiresAt }),
    consumeVerificationValue: async (identifier) => {
      const row = rows.get(identifier) ?? null
      rows.delete(identifier)
      return row
    },
    deleteVerificationByIdentifier: async (identifier) => {
      rows.delete(identifier)
    },
  }
  return { store, stored: (phoneNumber: string) => rows.get(phoneCodeIdentifier(phoneNumber))?.value ?? '' }
}

const secret = 'a server secret of at least thirty-two characters'
const number = '+393471234567'
const otherThan = (code: string) => (code === '000000' ? '111111' : '000000')

afterEach(() => {
  vi.useRealTimers()
})

describe('codes by text message', () => {
  it('are stored keyed with the server secret: neither the plain SHA-256 of the code nor a guess without the secret matches', async () => {
    const { store, stored } = memoryStore()
    const code = await issuePhoneCode(store, number, secret)
    expect(code).toMatch(/^\d{6}$/)
    const [hash = '', tries] = stored(number).split(':')
    expect(tries).toBe('0')
    expect(hash).toMatch(/^[0-9a-f]{64}$/)
    // What a stolen table would be tried against: the million plain hashes of six digits.
    expect(hash).not.toBe(crypto.createHash('sha256').update(code).digest('hex'))
    expect(hash).not.toBe(crypto.createHmac('sha256', 'another secret of at least thirty-two chars').update(`phone-sign-in-code:${code}`).digest('hex'))
    // Another server (another secret) cannot check it; the right one can, once.
    expect(await checkPhoneCode(store, number, code, 'another secret of at least thirty-two chars')).toBe(false)
    expect(await checkPhoneCode(store, number, code, secret)).toBe(true)
    expect(await checkPhoneCode(store, number, code, secret)).toBe(false)
  })

  it('a code older than 10 minutes is refused, the right one included; within them it signs in', async () => {
    vi.useFakeTimers({ toFake: ['Date'] })
    vi.setSystemTime(new Date('2026-11-28T10:00:00Z'))
    const { store } = memoryStore()
    const code = await issuePhoneCode(store, number, secret)
    vi.setSystemTime(new Date('2026-11-28T10:10:01Z'))
    expect(await checkPhoneCode(store, number, code, secret)).toBe(false)

    vi.setSystemTime(new Date('2026-11-28T11:00:00Z'))
    const fresh = await issuePhoneCode(store, number, secret)
    vi.setSystemTime(new Date('2026-11-28T11:09:59Z'))
    expect(await checkPhoneCode(store, number, fresh, secret)).toBe(true)
  })

  it('the fifth wrong code voids it: the right code after it is refused; four wrong ones do not', async () => {
    const { store } = memoryStore()
    const code = await issuePhoneCode(store, number, secret)
    for (let attempt = 0; attempt < 4; attempt++) expect(await checkPhoneCode(store, number, otherThan(code), secret)).toBe(false)
    expect(await checkPhoneCode(store, number, code, secret)).toBe(true)

    const next = await issuePhoneCode(store, number, secret)
    for (let attempt = 0; attempt < 5; attempt++) expect(await checkPhoneCode(store, number, otherThan(next), secret)).toBe(false)
    expect(await checkPhoneCode(store, number, next, secret)).toBe(false)
  })
})
