import { SIGN_IN_FAILURES_BEFORE_PROOF_OF_WORK } from './constants'

/**
 * Whether a sign-in must carry a proof-of-work answer: once the account's e-mail (known or not)
 * or the client's address has failed `SIGN_IN_FAILURES_BEFORE_PROOF_OF_WORK` times in the
 * shared counters' windows. The first tries of a person who mistyped cost nothing.
 */
export function signInNeedsProofOfWork(failures: { account: number; address: number }): boolean {
  return failures.account >= SIGN_IN_FAILURES_BEFORE_PROOF_OF_WORK || failures.address >= SIGN_IN_FAILURES_BEFORE_PROOF_OF_WORK
}
