import { describe, expect, it } from 'vitest'
import { capApiQuery, maxApiDepth, maxApiLimit } from './apiQuery'

const capped = (query: string, editor = false) => capApiQuery(new URLSearchParams(query), editor).toString()

describe('capApiQuery', () => {
  it('caps depth at 2 and keeps smaller depths', () => {
    expect(maxApiDepth).toBe(2)
    expect(capped('limit=1&depth=10')).toBe('limit=1&depth=2')
    expect(capped('depth=0')).toBe('depth=0')
    expect(capped('depth=1')).toBe('depth=1')
  })

  it('drops a depth that is not a whole number, so Payload uses its default', () => {
    expect(capped('depth=-1')).toBe('')
    expect(capped('depth=1e9')).toBe('')
    expect(capped('depth[]=9&depth[a]=9')).toBe('')
  })

  it('caps limit at 100; 0 ("all") and garbage become 100', () => {
    expect(maxApiLimit).toBe(100)
    expect(capped('limit=5000')).toBe('limit=100')
    expect(capped('limit=0')).toBe('limit=100')
    expect(capped('limit=abc')).toBe('limit=100')
    expect(capped('limit=25')).toBe('limit=25')
  })

  it('keeps one value when a key is repeated', () => {
    expect(capped('depth=1&depth=10&limit=3&limit=0')).toBe('depth=1&limit=3')
  })

  it('never lets pagination be switched off', () => {
    expect(capped('pagination=false&limit=10')).toBe('limit=10')
  })

  it('ignores draft without an editor session and keeps it with one', () => {
    expect(capped('draft=true&locale=de')).toBe('locale=de')
    expect(capped('draft=true&locale=de', true)).toBe('draft=true&locale=de')
  })

  it('leaves every other parameter as it was', () => {
    expect(capped('where%5Bslug%5D%5Bequals%5D=astor&locale=en&sort=-name')).toBe('where%5Bslug%5D%5Bequals%5D=astor&locale=en&sort=-name')
  })
})
