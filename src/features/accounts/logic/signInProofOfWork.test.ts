import { describe, expect, it } from 'vitest'
import { SIGN_IN_FAILURES_BEFORE_PROOF_OF_WORK } from './constants'
import { signInNeedsProofOfWork } from './signInProofOfWork'

describe('signInNeedsProofOfWork', () => {
  it('asks nothing of the first three failures, then asks for an answer', () => {
    expect(SIGN_IN_FAILURES_BEFORE_PROOF_OF_WORK).toBe(3)
    expect(signInNeedsProofOfWork({ account: 0, address: 0 })).toBe(false)
    expect(signInNeedsProofOfWork({ account: 2, address: 2 })).toBe(false)
    expect(signInNeedsProofOfWork({ account: 3, address: 0 })).toBe(true)
    expect(signInNeedsProofOfWork({ account: 0, address: 3 })).toBe(true)
    expect(signInNeedsProofOfWork({ account: 10, address: 10 })).toBe(true)
  })
})
