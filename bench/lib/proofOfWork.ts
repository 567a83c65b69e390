import { solveChallenge, type Challenge } from 'altcha-lib'
import { deriveKey } from 'altcha-lib/algorithms/sha'
import { encodeProofOfWork } from '../../src/domain/proofOfWork'

export { proofOfWorkHeader } from '../../src/domain/proofOfWork'

/**
 * A proof-of-work answer for one form post (docs/decisions/029): the server's challenge, solved
 * here as the visitor's browser would, encoded for the `proofOfWorkHeader` header.
 */
export async function solvedAnswer(origin: string, address: string): Promise<string> {
  const response = await fetch(`${origin}/api/challenge?lang=en`, { headers: { 'x-forwarded-for': address } })
  if (!response.ok) throw new Error(`GET /api/challenge answered ${response.status}`)
  const challenge = (await response.json()) as Challenge
  const solution = await solveChallenge({ challenge, deriveKey })
  if (!solution) throw new Error('a challenge was not solved')
  return encodeProofOfWork({ challenge, solution })
}
