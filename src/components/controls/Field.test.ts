import { describe, expect, it } from 'vitest'
import { describedBy } from './Field'

describe('describedBy', () => {
  it('names the help and the error texts a field shows, help first', () => {
    expect(describedBy('email', 'We never share it.', 'Enter an e-mail address.')).toBe('email-help email-error')
    expect(describedBy('email', 'We never share it.', undefined)).toBe('email-help')
    expect(describedBy('email', null, 'Enter an e-mail address.')).toBe('email-error')
  })

  it('is left out when the field has neither', () => {
    expect(describedBy('email', undefined, '')).toBeUndefined()
  })
})
