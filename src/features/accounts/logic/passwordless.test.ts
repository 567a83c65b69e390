import { describe, expect, it } from 'vitest'
import { MAGIC_LINK_TOKEN_PATTERN, magicLinkSignInSchema, magicLinkUrl } from './passwordless'

describe('the sign-in link', () => {
  it('opens the login screen in the language asked, next in the query, the token in the fragment', () => {
    expect(magicLinkUrl('https://shop.example', 'ru', 'abcDEF', '/ru/products/?a=1&b=2')).toBe('https://shop.example/ru/user/login?next=%2Fru%2Fproducts%2F%3Fa%3D1%26b%3D2#link=abcDEF')
    expect(magicLinkUrl('https://shop.example', 'en', 'abc', null)).toBe('https://shop.example/en/user/login#link=abc')
  })

  it('takes better-auth tokens only (32 letters and digits)', () => {
    expect(MAGIC_LINK_TOKEN_PATTERN.test('aB3'.repeat(10) + 'xy')).toBe(true)
    expect(MAGIC_LINK_TOKEN_PATTERN.test('a'.repeat(31))).toBe(false)
    expect(MAGIC_LINK_TOKEN_PATTERN.test(`${'a'.repeat(31)}%`)).toBe(false)
  })

  it('asks for the token with a message key', () => {
    const parsed = magicLinkSignInSchema.safeParse({ token: '  ' })
    expect(parsed.success).toBe(false)
    expect(parsed.error?.issues[0]?.message).toBe('form.fieldRequired')
  })
})
