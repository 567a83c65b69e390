import { describe, expect, it } from 'vitest'
import { arrivalNotice } from './arrival'

const noticeOf = (location: string) => arrivalNotice(new URL(location, 'http://site.invalid').searchParams)

describe('the login screen on arrival', () => {
  it("says the address is confirmed after the verification link, and that the link is no longer valid when better-auth appended an error", () => {
    expect(noticeOf('/en/user/login?verified=1')).toBe('verified')
    // better-auth keeps the callback's own query and appends its error code to it.
    expect(noticeOf('/en/user/login?verified=1&error=TOKEN_EXPIRED')).toBe('verifyFailed')
    expect(noticeOf('/en/user/login?verified=1&error=INVALID_TOKEN')).toBe('verifyFailed')
  })

  it('tells a reset or a deletion, and nothing on a plain arrival', () => {
    expect(noticeOf('/de/user/login?reset=1')).toBe('passwordReset')
    expect(noticeOf('/de/user/login?deleted=1')).toBe('accountDeleted')
    expect(noticeOf('/de/user/login?next=%2Fde%2Fuser%2Fprofile')).toBeNull()
    expect(noticeOf('/de/user/login?verified=0')).toBeNull()
  })
})
