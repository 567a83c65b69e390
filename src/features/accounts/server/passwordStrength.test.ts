import { createRequire } from 'node:module'
import { afterAll, describe, expect, it, vi } from 'vitest'
import { judgeEstimate, userWords } from '../logic/passwordPolicy'
import { estimatePassword, PASSWORD_ESTIMATOR_IDLE_MS, passwordEstimatorRunning, stopPasswordEstimator } from './passwordStrength'

const giulia = userWords({ name: 'Giulia', surname: 'De Rossi', email: 'giulia.derossi@studio-milano.example' })
const judge = async (password: string, words: readonly string[] = giulia) => judgeEstimate(await estimatePassword(password, words))
const dictionariesInThisProcess = () => Object.keys(createRequire(import.meta.url).cache).filter((file) => file.includes('@zxcvbn-ts'))

afterAll(() => stopPasswordEstimator())

describe('password policy (zxcvbn estimate)', () => {
  it('accepts long passphrases in any language and script, with no composition rule', async () => {
    for (const password of ['a long and quiet passphrase', 'the tide comes in slowly at dusk', 'eine lange ruhige Passphrase', 'la nebbia sale piano dal lago', 'тихий вечер у старого моря', '窗外的雨下了一整夜没有停']) {
      expect(await judge(password), password).toBeNull()
    }
  })

  it('refuses a weak password as too weak', async () => {
    expect(await judge('aaaaaaaaaaaaaa')).toBe('tooWeak')
    expect(await judge('sommerferien2020')).toBe('tooWeak')
  })

  it('refuses common passwords and the brand as too common', async () => {
    expect(await judge('password1234')).toBe('tooCommon')
    expect(await judge('qwertyuiopasdf')).toBe('tooCommon')
    expect(await judge('AtelierVesta2026')).toBe('tooCommon')
    expect(await judge('ateliervesta!')).toBe('tooCommon')
  })

  it("refuses the visitor's name, surname or address parts, even in an otherwise strong password", async () => {
    expect(await judge('giuliarossi!!77')).toBe('userInfo')
    expect(await judge('Giulia walks along the canal at night')).toBe('userInfo')
    expect(await judge('studio-milano-and-the-sea')).toBe('userInfo')
    // Someone else's name is only a word among others.
    expect(await judge('Giulia walks along the canal at night', userWords({ name: 'Marco', surname: 'Bianchi', email: 'mb@example.com' }))).toBeNull()
  })
})

describe('the password estimator', () => {
  it('keeps the dictionaries out of the process that serves pages, and stops when idle', async () => {
    await stopPasswordEstimator()
    expect(passwordEstimatorRunning()).toBe(false)
    vi.useFakeTimers()
    try {
      await expect(judge('a long and quiet passphrase')).resolves.toBeNull()
      expect(passwordEstimatorRunning()).toBe(true)
      // The word lists were loaded in the worker only.
      expect(dictionariesInThisProcess()).toEqual([])
      vi.advanceTimersByTime(PASSWORD_ESTIMATOR_IDLE_MS - 1)
      expect(passwordEstimatorRunning()).toBe(true)
      vi.advanceTimersByTime(1)
      expect(passwordEstimatorRunning()).toBe(false)
    } finally {
      vi.useRealTimers()
    }
    // Started again by the next check.
    await expect(judge('password1234')).resolves.toBe('tooCommon')
  })

  it('answers checks sent together, each with its own estimate', async () => {
    const answers = await Promise.all(['aaaaaaaaaaaaaa', 'the tide comes in slowly at dusk', 'giuliarossi!!77'].map((password) => judge(password)))
    expect(answers).toEqual(['tooWeak', null, 'userInfo'])
  })
})
