/**
 * The self-hosted proof-of-work challenge (ALTCHA, docs/decisions/029-proof-of-work.md) that
 * forms and the account screens ask of a browser instead of a third-party captcha: the server
 * signs a challenge, the browser searches for the counter that yields its key, the server checks
 * the answer in one step and accepts it once.
 */

export const proofOfWork = {
  /** One SHA-256 per try: Web Crypto has it in every browser, and the server checks in one step. */
  algorithm: 'SHA-256',
  cost: 1,
  /**
   * The counter the browser must reach is drawn between these two: about 0.2–0.6 s of a desktop
   * browser's time (10–15 µs a try, measured in Chromium), a second or two on a phone, spent while
   * the visitor fills the form in; a script pays it for every post.
   */
  counterMin: 20_000,
  counterMax: 40_000,
  /** How long a challenge may be answered after it was issued. */
  lifetimeSeconds: 600,
  /** The longest answer read (a challenge and its solution are about 600 characters). */
  maxAnswerLength: 4096,
} as const

/**
 * The request header that carries the answer (the challenge and its solution, base64 JSON): read
 * before the body, so a post without one costs the server nothing (no upload is streamed).
 */
export const proofOfWorkHeader = 'X-Proof-Of-Work'

/** Why an answer was refused, or 'ok'. Each refusal is shown as one message: the check failed, try again. */
export type ProofOfWorkVerdict = 'ok' | 'missing' | 'invalid' | 'expired' | 'reused'

/** The message label of a refusal: no answer at all → the page needs its script; any other → try again. */
export const proofOfWorkRefusalLabel = (verdict: Exclude<ProofOfWorkVerdict, 'ok'>) => (verdict === 'missing' ? 'proofOfWork.needsScript' : 'proofOfWork.failed')

/** The posted answer: the challenge as issued and the solution found, as base64 of their JSON. */
export function encodeProofOfWork(answer: { challenge: unknown; solution: unknown }): string {
  const json = JSON.stringify(answer)
  const bytes = new TextEncoder().encode(json)
  let binary = ''
  for (const byte of bytes) binary += String.fromCharCode(byte)
  return btoa(binary)
}

/** The answer's two parts, or null when it is absent, too long or not base64 JSON of an object with both. */
export function decodeProofOfWork(value: unknown): { challenge: unknown; solution: unknown } | null {
  if (typeof value !== 'string' || value === '' || value.length > proofOfWork.maxAnswerLength) return null
  try {
    const binary = atob(value)
    const bytes = Uint8Array.from(binary, (character) => character.charCodeAt(0))
    const parsed: unknown = JSON.parse(new TextDecoder().decode(bytes))
    if (typeof parsed !== 'object' || parsed === null || !('challenge' in parsed) || !('solution' in parsed)) return null
    return { challenge: parsed.challenge, solution: parsed.solution }
  } catch {
    return null
  }
}
