import { describe, expect, it } from 'vitest'
import { guardedPathLocale, guardRedirect } from './guard'
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
})
