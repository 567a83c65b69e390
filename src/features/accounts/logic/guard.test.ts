import { describe, expect, it } from 'vitest'
import { guardDestination, guardedPathLocale, guardRedirect, guardVerdict } from './guard'
import { safeNextPath } from './nextPath'

describe('the sign-in guard', () => {
  it('knows the guarded pages of every language', () => {
    expect(guardedPathLocale('/en/user/profile')).toBe('en')
    expect(guardedPathLocale('/ru/user/edit-profile')).toBe('ru')
    expect(guardedPathLocale('/de/user/wishlist/')).toBe('de')
    expect(guardedPathLocale('/zh/user/download-wishlist')).toBe('zh')
    expect(guardedPathLocale('/en/user/login')).toBeNull()
    expect(guardedPathLocale('/en/user/profile/extra')).toBeNull()
    expect(guardedPathLocale('/xx/user/profile')).toBeNull()
  })

  it('sends to sign-in with the page to come back to, which sign-in accepts as its next', () => {
    const redirect = guardRedirect('it', '/en/user/edit-profile', '?tab=sessions')
    expect(redirect).toBe('/en/user/login?next=%2Fen%2Fuser%2Fedit-profile%3Ftab%3Dsessions')
    const next = new URL(redirect, 'http://site.invalid').searchParams.get('next')
    expect(safeNextPath(next, 'en')).toBe('/en/user/edit-profile?tab=sessions')
  })

  it('reads a 401 as sign in first, a 403 mfa_setup_required as set MFA up first, anything else as an answer', () => {
    expect(guardVerdict(401, 'unauthenticated')).toBe('signIn')
    expect(guardVerdict(403, 'mfa_setup_required')).toBe('mfaSetUp')
    expect(guardVerdict(403, 'not_approved')).toBe('read')
    expect(guardVerdict(200, undefined)).toBe('read')
  })

  it('sends a visitor held at the forced MFA set-up to edit-profile in the page’s language, and keeps them there', () => {
    expect(guardDestination('mfaSetUp', 'it', '/de/user/wishlist')).toBe('/de/user/edit-profile?mfa=required')
    expect(guardDestination('mfaSetUp', 'it', '/zh/user/download-wishlist', '?paper=a4')).toBe('/zh/user/edit-profile?mfa=required')
    expect(guardDestination('mfaSetUp', 'fr', '/fr/user/moodboards')).toBe('/fr/user/edit-profile?mfa=required')
    // On the set-up page itself nothing moves: it shows the set-up (never a loop, never a blank page).
    expect(guardDestination('mfaSetUp', 'it', '/en/user/edit-profile', '?mfa=required')).toBeNull()
    expect(guardDestination('signIn', 'it', '/en/user/profile')).toBe('/en/user/login?next=%2Fen%2Fuser%2Fprofile')
    expect(guardDestination('read', 'it', '/en/user/profile')).toBeNull()
  })
})
