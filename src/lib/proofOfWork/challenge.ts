/**
 * The server's side of the proof-of-work challenge (docs/decisions/029-proof-of-work.md), on
 * `altcha-lib` (v2, deterministic mode): a challenge is signed with a secret derived from
 * PAYLOAD_SECRET and carries its key's signature, so checking an answer costs one HMAC and one
 * hash, whatever the counter. An answer is accepted once: its signature is marked used in the
 * shared counter store (every app instance sees the mark) for as long as it could be answered.
 */
import { createHmac, randomInt } from 'node:crypto'
import { createChallenge, verifySolution, type Challenge, type Solution } from 'altcha-lib'
import { deriveKey } from 'altcha-lib/algorithms/sha'
import { z } from 'zod'
import { decodeProofOfWork, proofOfWork, type ProofOfWorkVerdict } from '@/domain/proofOfWork'
import { env } from '@/env'
import type { RateLimiter } from '@/lib/rateLimit/rateLimiter'

/** Two secrets, each under a label of its own: the challenge's signature and its key's. */
function secrets() {
  const base = env().PAYLOAD_SECRET
  const derive = (label: string) => createHmac('sha256', base).update(label).digest('hex')
  return { hmacSignatureSecret: derive('proof-of-work-challenge'), hmacKeySignatureSecret: derive('proof-of-work-key') }
}

/** A new challenge for a browser to solve, valid for `proofOfWork.lifetimeSeconds`. */
export function issueChallenge(now = Date.now()): Promise<Challenge> {
  return createChallenge({
    algorithm: proofOfWork.algorithm,
    cost: proofOfWork.cost,
    counter: randomInt(proofOfWork.counterMin, proofOfWork.counterMax + 1),
    deriveKey,
    expiresAt: Math.floor(now / 1000) + proofOfWork.lifetimeSeconds,
    ...secrets(),
  })
}

const hex = z.string().regex(/^[0-9a-f]+$/i).max(256)
/** The shape altcha-lib reads; anything else is refused before it is handed over. */
const answerShape = z.object({
  challenge: z.object({
    // Kept whole (loose): the signature covers every parameter the library set.
    parameters: z.looseObject({
      algorithm: z.string().max(32),
      nonce: hex,
      salt: hex,
      cost: z.number().int().positive(),
      keyLength: z.number().int().positive().max(64),
      keyPrefix: hex,
      keySignature: hex.optional(),
      expiresAt: z.number().optional(),
      data: z.record(z.string(), z.union([z.string(), z.number(), z.boolean(), z.null()])).optional(),
    }),
    signature: hex,
  }),
  solution: z.object({ counter: z.number().int().nonnegative(), derivedKey: hex, time: z.number().optional() }),
})

/**
 * Checks a posted answer: absent or unreadable → 'missing' / 'invalid'; past its time →
 * 'expired'; already used by any instance → 'reused'; else 'ok' (and now used). Only a challenge
 * this server signed, with the algorithm and cost it sets, counts.
 */
export async function checkProofOfWork(posted: unknown, limiter: Pick<RateLimiter, 'consume'>, now = Date.now()): Promise<ProofOfWorkVerdict> {
  if (posted === undefined || posted === null || posted === '') return 'missing'
  const decoded = answerShape.safeParse(decodeProofOfWork(posted))
  if (!decoded.success) return 'invalid'
  const { challenge, solution } = decoded.data
  const { parameters } = challenge
  if (parameters.algorithm !== proofOfWork.algorithm || parameters.cost !== proofOfWork.cost) return 'invalid'
  if (parameters.expiresAt === undefined) return 'invalid'
  if (parameters.expiresAt * 1000 < now) return 'expired'
  const result = await verifySolution({ challenge: challenge satisfies Challenge, solution: solution satisfies Solution, deriveKey, ...secrets() })
  if (result.expired) return 'expired'
  if (!result.verified) return 'invalid'
  const mark = await limiter.consume('proofOfWorkAnswer', `proof-of-work:${challenge.signature}`)
  return mark.allowed ? 'ok' : 'reused'
}
