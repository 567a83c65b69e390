'use client'
import { useCallback, useRef } from 'react'
import type { Locale } from '@/i18n/locales'
import { proofOfWorkHeader, useProofOfWork } from '@/runtime/proofOfWork/useProofOfWork'
import { postJson, type AccountAnswer } from './postJson'

const noPreparation = () => undefined

/**
 * The account screens' posts with the proof-of-work answer the server asks for
 * (docs/decisions/029, the forms' own hook): `always` (registration, passwordless start,
 * recovery) — every post carries one, searched for from the first focus in the form; `whenAsked`
 * (sign-in) — none until the server says the next try needs one (after a few failures). A post
 * refused for a missing, stale or used answer is solved and sent again once, the same fields:
 * the visitor sees the form's 'sending' state a moment longer, and loses nothing typed.
 */
export function useProvenPost(locale: Locale, when: 'always' | 'whenAsked'): { post: (url: string, body: unknown) => Promise<AccountAnswer>; prepare: () => void } {
  const { take, prepare } = useProofOfWork(locale)
  const asked = useRef(when === 'always')
  const post = useCallback(
    async (url: string, body: unknown) => {
      const send = async (answer: string | null) => postJson(url, body, answer ? { [proofOfWorkHeader]: answer } : {})
      let answer = await send(asked.current ? await take() : null)
      if (answer.error === 'proof_of_work') {
        asked.current = true
        answer = await send(await take())
      }
      if (answer.proofOfWork) asked.current = true
      // Each answer is spent by its post: the next one is searched for while the visitor corrects.
      if (answer.status !== 200 && asked.current) prepare()
      return answer
    },
    [take, prepare],
  )
  return { post, prepare: when === 'always' ? prepare : noPreparation }
}
