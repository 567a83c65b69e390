import { describe, expect, it } from 'vitest'
import { isNewsletterOutcome, isToken, newToken, subscribeStep, validateSubscription } from './subscription'

describe('validateSubscription', () => {
  it('accepts an address with consent, trimmed and lower-cased; the first name is optional', () => {
    expect(validateSubscription({ email: '  Giulia.Rossi@Example.IT ', consent: true })).toEqual({ ok: true, value: { email: 'giulia.rossi@example.it', firstName: '' } })
    expect(validateSubscription({ email: 'a@b.co', firstName: ' Anna ', consent: 'on' })).toEqual({ ok: true, value: { email: 'a@b.co', firstName: 'Anna' } })
  })

  it('names each bad field with its message key', () => {
    expect(validateSubscription({ consent: true })).toEqual({ ok: false, errors: { email: 'form.fieldRequired' } })
    expect(validateSubscription({ email: 'not-an-address', consent: true })).toEqual({ ok: false, errors: { email: 'form.invalidEmail' } })
    expect(validateSubscription({ email: `${'a'.repeat(250)}@b.co`, consent: true })).toEqual({ ok: false, errors: { email: 'form.invalidEmail' } })
    expect(validateSubscription({ email: 'a@b.co', firstName: 'x'.repeat(81), consent: true })).toEqual({ ok: false, errors: { firstName: 'form.tooLong' } })
    expect(validateSubscription({ email: 'a@b.co' })).toEqual({ ok: false, errors: { consent: 'newsletter.consentRequired' } })
    expect(validateSubscription({ email: 'a@b.co', consent: 'yes please' })).toEqual({ ok: false, errors: { consent: 'newsletter.consentRequired' } })
  })

  it('never throws on junk', () => {
    for (const body of [null, undefined, 42, 'text', [], { email: { $ne: '' }, consent: true }]) expect(validateSubscription(body).ok).toBe(false)
  })
})

describe('subscribeStep', () => {
  it('creates, confirms again or does nothing, by the current status', () => {
    expect(subscribeStep(null)).toBe('create')
    expect(subscribeStep('pending')).toBe('confirmAgain')
    expect(subscribeStep('unsubscribed')).toBe('confirmAgain')
    expect(subscribeStep('confirmed')).toBe('nothing')
  })
})

describe('tokens', () => {
  it('are 32 URL-safe characters, different each time, and recognised', () => {
    const tokens = new Set(Array.from({ length: 50 }, newToken))
    expect(tokens.size).toBe(50)
    for (const token of tokens) expect(isToken(token)).toBe(true)
    expect(isToken('short')).toBe(false)
    expect(isToken("x' OR 1=1 --xxxxxxxxxxxxxxxxxxxxx")).toBe(false)
    expect(isToken(undefined)).toBe(false)
  })

  it('outcomes are a closed list', () => {
    expect(isNewsletterOutcome('confirmed')).toBe(true)
    expect(isNewsletterOutcome('hacked')).toBe(false)
  })
})
