'use client'
import { useCallback, useEffect, useRef } from 'react'
import { solveChallenge, type Challenge } from 'altcha-lib'
import { deriveKey } from 'altcha-lib/algorithms/web/sha'
import { encodeProofOfWork } from '@/domain/proofOfWork'

export { proofOfWorkHeader } from '@/domain/proofOfWork'

/** Gives up a search that takes longer than this (a very slow device): the post goes without and is refused with a message. */
const solveTimeoutMs = 60_000

async function solve(locale: string, controller: AbortController): Promise<string | null> {
  const response = await fetch(`/api/challenge?lang=${locale}`, { cache: 'no-store', signal: controller.signal })
  if (!response.ok) return null
  const challenge = (await response.json()) as Challenge
  const solution = await solveChallenge({ challenge, deriveKey, controller, timeout: solveTimeoutMs })
  return solution ? encodeProofOfWork({ challenge, solution }) : null
}

/**
 * The browser's side of the proof-of-work challenge: `prepare()` (on the first focus in a form)
 * asks for a challenge and searches its counter in the background — one Web Crypto hash per try,
 * each awaited, so the page stays responsive; `take()` waits for the answer and hands it over
 * once (a post spends it); the next `prepare()` starts a new one. Null when none could be had
 * (offline, over the budget): the server then refuses the post with a message.
 */
export function useProofOfWork(locale: string): { prepare: () => void; take: () => Promise<string | null> } {
  const pending = useRef<{ answer: Promise<string | null>; controller: AbortController } | null>(null)
  useEffect(() => () => pending.current?.controller.abort(), [])
  const prepare = useCallback(() => {
    if (pending.current) return
    const controller = new AbortController()
    pending.current = { controller, answer: solve(locale, controller).catch(() => null) }
  }, [locale])
  const take = useCallback(async () => {
    prepare()
    const current = pending.current
    pending.current = null
    return current ? current.answer : null
  }, [prepare])
  return { prepare, take }
}
