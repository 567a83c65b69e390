import { describe, expect, it } from 'vitest'
import { catalogueCacheKey, catalogueCacheMaxAgeMs, decodeCachedCatalogue, encodeCachedCatalogue, isMessages } from './sessionCache'

const messages = { 'nav.search': 'Search', 'error.tryAgain': 'Try again' }
const now = Date.UTC(2026, 10, 22, 12)

describe('the catalogue kept for the visit', () => {
  it('is used again while it is fresh', () => {
    const raw = encodeCachedCatalogue(messages, now)
    expect(decodeCachedCatalogue(raw, now + 60_000)).toEqual(messages)
    expect(decodeCachedCatalogue(raw, now + catalogueCacheMaxAgeMs)).toEqual(messages)
  })

  it('is fetched again once too old, or when it comes from the future', () => {
    const raw = encodeCachedCatalogue(messages, now)
    expect(decodeCachedCatalogue(raw, now + catalogueCacheMaxAgeMs + 1)).toBeNull()
    expect(decodeCachedCatalogue(raw, now - 1)).toBeNull()
  })

  it('is fetched again when nothing, garbage or an empty set is stored', () => {
    expect(decodeCachedCatalogue(null, now)).toBeNull()
    expect(decodeCachedCatalogue('not json', now)).toBeNull()
    expect(decodeCachedCatalogue('{"savedAt":1}', now)).toBeNull()
    expect(decodeCachedCatalogue(JSON.stringify({ savedAt: now, messages: { a: 1 } }), now)).toBeNull()
    expect(decodeCachedCatalogue(encodeCachedCatalogue({}, now), now)).toBeNull()
  })

  it('is stored per language', () => {
    expect(catalogueCacheKey('de')).not.toBe(catalogueCacheKey('en'))
  })

  it('accepts only flat maps of texts', () => {
    expect(isMessages(messages)).toBe(true)
    expect(isMessages({ nested: { a: 'b' } })).toBe(false)
    expect(isMessages(['a'])).toBe(false)
    expect(isMessages(null)).toBe(false)
  })
})
