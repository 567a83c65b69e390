import { createHash } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import type * as StateModule from '@/features/accounts/server/oidc/state'
import { bootPayload, type Booted } from './boot'

vi.mock('server-only', () => ({}))

let booted: Booted
const kind = process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'SQLite'
let oidc: typeof StateModule

beforeAll(async () => {
  booted = await bootPayload()
  oidc = await import('@/features/accounts/server/oidc/state')
})
afterAll(async () => {
  const { closeVisitorAuth } = await import('@/features/accounts/server/auth')
  await closeVisitorAuth()
  await booted.close()
})

describe(`single sign-on: state, nonce and PKCE verifier kept on the server (${kind})`, () => {
  it('gives the pending sign-in once, with an S256 challenge of its verifier; a replayed state finds nothing', async () => {
    const started = await oidc.rememberSignIn('/en/user/edit-profile', 'en')
    expect(started.state).toMatch(/^[A-Za-z0-9]{32}$/)
    expect(started.nonce).toMatch(/^[A-Za-z0-9]{32}$/)
    const pending = await oidc.takeSignIn(started.state)
    expect(pending).toMatchObject({ nonce: started.nonce, next: '/en/user/edit-profile', locale: 'en' })
    expect(createHash('sha256').update(pending?.codeVerifier ?? '').digest('base64url')).toBe(started.codeChallenge)
    // Only the browser that started (its binding cookie) may finish; the row keeps the binding's hash, not the binding.
    if (!pending) throw new Error('no pending sign-in')
    expect(pending.bindingHash).not.toContain(started.binding)
    expect(oidc.sameBrowser(pending, started.binding)).toBe(true)
    expect(oidc.sameBrowser(pending, `${started.binding}x`)).toBe(false)
    expect(oidc.sameBrowser(pending, null)).toBe(false)
    expect(oidc.sameBrowser(pending, '')).toBe(false)
    expect(await oidc.takeSignIn(started.state)).toBeNull()
  })

  it('finds nothing for a missing or altered state', async () => {
    const started = await oidc.rememberSignIn('', 'de')
    expect(await oidc.takeSignIn(undefined)).toBeNull()
    expect(await oidc.takeSignIn('')).toBeNull()
    const altered = `${started.state.slice(0, -1)}${started.state.endsWith('a') ? 'b' : 'a'}`
    expect(await oidc.takeSignIn(altered)).toBeNull()
    expect(await oidc.takeSignIn(`${started.state}'--`)).toBeNull()
    // The right one still works: the altered tries did not consume it.
    expect(await oidc.takeSignIn(started.state)).toMatchObject({ locale: 'de' })
  })

  it('keeps a state 30 minutes, not longer', async () => {
    const young = await oidc.rememberSignIn('', 'it')
    const old = await oidc.rememberSignIn('', 'it')
    vi.useFakeTimers({ now: Date.now() + 29 * 60 * 1000, toFake: ['Date'] })
    try {
      expect(await oidc.takeSignIn(young.state)).not.toBeNull()
    } finally {
      vi.useRealTimers()
    }
    vi.useFakeTimers({ now: Date.now() + 30 * 60 * 1000 + 1000, toFake: ['Date'] })
    try {
      expect(await oidc.takeSignIn(old.state)).toBeNull()
    } finally {
      vi.useRealTimers()
    }
  })
})
