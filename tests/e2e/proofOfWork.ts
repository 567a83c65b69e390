import type { APIRequestContext } from '@playwright/test'
import { solveChallenge, type Challenge } from 'altcha-lib'
import { deriveKey } from 'altcha-lib/algorithms/sha'
import { encodeProofOfWork, proofOfWorkHeader } from '../../src/domain/proofOfWork'

/**
 * The header of a post the account screens' script would send (docs/decisions/029): a challenge
 * asked of the server under test (from the same address as the post) and solved with altcha-lib,
 * for suites that register or ask for a mail through the API rather than the form.
 */
export async function proofOfWorkHeaders(request: APIRequestContext, headers: Record<string, string> = {}): Promise<Record<string, string>> {
  const response = await request.get('/api/challenge?lang=en', { headers })
  if (!response.ok()) throw new Error(`GET /api/challenge answered ${response.status()}`)
  const challenge = (await response.json()) as Challenge
  const solution = await solveChallenge({ challenge, deriveKey })
  if (!solution) throw new Error('the proof-of-work challenge was not solved')
  return { [proofOfWorkHeader]: encodeProofOfWork({ challenge, solution }) }
}
