import { describe, expect, it } from 'vitest'
import { etagOf, matchesEtag } from './etag'

describe('entity tags', () => {
  it('gives the same body the same quoted tag and another body another tag', () => {
    const tag = etagOf('{"a":"b"}')
    expect(tag).toMatch(/^"[A-Za-z0-9_-]+"$/)
    expect(etagOf('{"a":"b"}')).toBe(tag)
    expect(etagOf('{"a":"c"}')).not.toBe(tag)
  })

  it('matches If-None-Match by weak comparison, in a list, or as *', () => {
    const tag = etagOf('body')
    expect(matchesEtag(tag, tag)).toBe(true)
    expect(matchesEtag(`W/${tag}`, tag)).toBe(true)
    expect(matchesEtag(`"other", ${tag}`, tag)).toBe(true)
    expect(matchesEtag('*', tag)).toBe(true)
  })

  it('does not match a missing header or another tag', () => {
    const tag = etagOf('body')
    expect(matchesEtag(null, tag)).toBe(false)
    expect(matchesEtag('', tag)).toBe(false)
    expect(matchesEtag(etagOf('other body'), tag)).toBe(false)
  })
})
