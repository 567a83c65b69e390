import { describe, expect, it } from 'vitest'
import { decodeProofOfWork, encodeProofOfWork, proofOfWork } from './proofOfWork'

describe('proof-of-work answer', () => {
  it('travels as base64 JSON and comes back whole, also with non-Latin text', () => {
    const answer = { challenge: { parameters: { salt: 'abc', data: { note: 'Привет 你好' } }, signature: 'f00' }, solution: { counter: 12345, derivedKey: 'ab' } }
    expect(decodeProofOfWork(encodeProofOfWork(answer))).toEqual(answer)
  })

  it('is refused when absent, not a string, not base64 JSON, without both parts, or too long', () => {
    expect(decodeProofOfWork(undefined)).toBeNull()
    expect(decodeProofOfWork('')).toBeNull()
    expect(decodeProofOfWork(42)).toBeNull()
    expect(decodeProofOfWork('%%%not base64%%%')).toBeNull()
    expect(decodeProofOfWork(btoa('not json'))).toBeNull()
    expect(decodeProofOfWork(btoa(JSON.stringify({ challenge: {} })))).toBeNull()
    expect(decodeProofOfWork(btoa(JSON.stringify([1, 2])))).toBeNull()
    expect(decodeProofOfWork('A'.repeat(proofOfWork.maxAnswerLength + 4))).toBeNull()
  })

  it('asks a counter within its range', () => {
    expect(proofOfWork.counterMin).toBeGreaterThan(0)
    expect(proofOfWork.counterMax).toBeGreaterThan(proofOfWork.counterMin)
  })
})
