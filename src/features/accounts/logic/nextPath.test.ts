import { describe, expect, it } from 'vitest'
import { loginPathFor, safeNextPath } from './nextPath'

describe('safeNextPath', () => {
  it('keeps a path of this site with its query and hash', () => {
    expect(safeNextPath('/en/user/profile', 'en')).toBe('/en/user/profile')
    expect(safeNextPath('/en/products/sofa?v=2#top', 'en')).toBe('/en/products/sofa?v=2#top')
  })

  it.each(['https://evil.example/', '//evil.example/x', '/\\evil.example', 'javascript:alert(1)', '', 'en/user/profile', '/\tevil', '/en/user/login?next=/x'])(
    'sends %j to the profile instead',
    (next) => {
      expect(safeNextPath(next, 'ru')).toBe('/ru/user/profile')
    },
  )

  it('anything that is not a string is the profile', () => {
    expect(safeNextPath(undefined, 'zh')).toBe('/zh/user/profile')
    expect(safeNextPath(['/en/'], 'zh')).toBe('/zh/user/profile')
  })

  it('the guard sends the visitor to sign-in with the way back encoded', () => {
    expect(loginPathFor('en', '/en/user/profile?tab=1')).toBe('/en/user/login?next=%2Fen%2Fuser%2Fprofile%3Ftab%3D1')
  })
})
