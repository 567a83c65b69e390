/**
 * A solved proof-of-work answer for a post (docs/decisions/029), as a browser makes one: a
 * challenge from the server's own issuer, its counter searched from 0 as altcha-lib's solver
 * does (the same key derivation: one SHA-256 of salt, nonce and the counter as a big-endian
 * 32-bit integer), in one synchronous loop rather than one awaited hash per try, so that suites
 * posting many answers stay quick. The server checks every answer with altcha-lib itself.
 */
import { createHash } from 'node:crypto'
import type { Challenge } from 'altcha-lib'
import { encodeProofOfWork, proofOfWork, proofOfWorkHeader } from '@/domain/proofOfWork'
import { issueChallenge } from '@/lib/proofOfWork/challenge'

/** The counter whose key starts with the challenge's prefix, and that key (SHA-256, cost 1, as the issuer sets). */
function search(challenge: Challenge): { counter: number; derivedKey: string } {
  const { algorithm, cost, nonce, salt, keyPrefix, keyLength } = challenge.parameters
  if (algorithm !== proofOfWork.algorithm || cost !== 1) throw new Error(`unexpected challenge: ${algorithm}, cost ${cost}`)
  const nonceBytes = Buffer.from(nonce, 'hex')
  const saltBytes = Buffer.from(salt, 'hex')
  const password = Buffer.alloc(nonceBytes.length + 4)
  nonceBytes.copy(password)
  const prefix = keyPrefix.toLowerCase()
  for (let counter = 0; counter <= proofOfWork.counterMax; counter++) {
    password.writeUInt32BE(counter, nonceBytes.length)
    const key = createHash('sha256').update(saltBytes).update(password).digest().subarray(0, keyLength).toString('hex')
    if (key.startsWith(prefix)) return { counter, derivedKey: key }
  }
  throw new Error('the proof-of-work challenge was not solved')
}

/** The encoded answer to a fresh challenge (issued `issuedAt`, now by default). */
export async function solvedAnswer(issuedAt = Date.now()): Promise<string> {
  const challenge = await issueChallenge(issuedAt)
  return encodeProofOfWork({ challenge, solution: search(challenge) })
}

/** The header a post carries its answer in. */
export async function proofOfWorkHeaders(): Promise<Record<string, string>> {
  return { [proofOfWorkHeader]: await solvedAnswer() }
}

/** The same request with a freshly solved answer in its header, as the account screens' script sends it. */
export async function withAnswer(request: Request): Promise<Request> {
  const headers = new Headers(request.headers)
  headers.set(proofOfWorkHeader, await solvedAnswer())
  return new Request(request, { headers })
}

/** A route handler whose every request carries a freshly solved answer (a browser's posts). */
export const proven =
  <Args extends unknown[]>(handler: (request: Request, ...args: Args) => Promise<Response>) =>
  async (request: Request, ...args: Args): Promise<Response> =>
    handler(await withAnswer(request), ...args)
