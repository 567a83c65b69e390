import { describe, expect, it } from 'vitest'
import { sessionCookies } from '@/domain/http/httpsCookies'
import { sharedAuthOptions, VISITOR_SESSION_COOKIE } from './authOptions'

describe('the visitor session cookie', () => {
  it('is one the https cookie layer renames __Host- and makes Secure, and never the editor cookie', () => {
    expect(sessionCookies).toContain(VISITOR_SESSION_COOKIE)
    expect(VISITOR_SESSION_COOKIE).not.toBe('payload-token')
  })

  it('is HttpOnly and SameSite=Lax; better-auth counts nothing itself (the shared limiter does)', () => {
    expect(sharedAuthOptions.advanced.defaultCookieAttributes).toEqual({ httpOnly: true, sameSite: 'lax', path: '/' })
    expect(sharedAuthOptions.rateLimit.enabled).toBe(false)
    expect(sharedAuthOptions.emailAndPassword).toMatchObject({ requireEmailVerification: true, minPasswordLength: 12, maxPasswordLength: 128, revokeSessionsOnPasswordReset: true })
  })
})
