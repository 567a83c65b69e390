/**
 * A solved proof-of-work answer for a post (docs/decisions/029), as a browser makes one: a
 * challenge from the server's own issuer, its counter searched with altcha-lib's solver (Node's
 * hash here, Web Crypto in the browser).
 */
import { solveChallenge } from 'altcha-lib'
import { deriveKey } from 'altcha-lib/algorithms/sha'
import { encodeProofOfWork, proofOfWorkHeader } from '@/domain/proofOfWork'
import { issueChallenge } from '@/lib/proofOfWork/challenge'

/** The encoded answer to a fresh challenge (issued `issuedAt`, now by default). */
export async function solvedAnswer(issuedAt = Date.now()): Promise<string> {
  const challenge = await issueChallenge(issuedAt)
  const solution = await solveChallenge({ challenge, deriveKey })
  if (!solution) throw new Error('the proof-of-work challenge was not solved')
  return encodeProofOfWork({ challenge, solution })
}

/** The header a post carries its answer in. */
export async function proofOfWorkHeaders(): Promise<Record<string, string>> {
  return { [proofOfWorkHeader]: await solvedAnswer() }
}
