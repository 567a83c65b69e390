import { describe, expect, it } from 'vitest'
import { canUnlink, methodsOf, providerLinkSchema } from './signInMethods'

describe('an account’s sign-in methods', () => {
  it('reads a password and the provider links from the account rows', () => {
    expect(methodsOf(['credential'])).toEqual({ password: true, links: 0 })
    expect(methodsOf(['credential', 'oidc:abc'])).toEqual({ password: true, links: 1 })
    expect(methodsOf(['oidc:abc'])).toEqual({ password: false, links: 1 })
    expect(methodsOf(['google', 'oidc:abc', 'oidc:def'])).toEqual({ password: false, links: 2 })
  })

  it('never lets the last way in go', () => {
    expect(canUnlink({ password: true, links: 1 })).toBe(true)
    expect(canUnlink({ password: false, links: 1 })).toBe(false)
    expect(canUnlink({ password: false, links: 2 })).toBe(true)
    expect(canUnlink({ password: true, links: 0 })).toBe(false)
  })

  it('asks the current password to link', () => {
    expect(providerLinkSchema.safeParse({ password: 'a long and quiet passphrase' }).success).toBe(true)
    expect(providerLinkSchema.safeParse({ password: '' }).success).toBe(false)
    expect(providerLinkSchema.safeParse({}).success).toBe(false)
  })
})
