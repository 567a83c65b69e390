import { describe, expect, it } from 'vitest'
import { bodyKindOf, isSameOriginRequest } from './requestRules'

describe('bodyKindOf', () => {
  it('knows JSON and plain form posts, whatever the parameters', () => {
    expect(bodyKindOf('application/json')).toBe('json')
    expect(bodyKindOf('Application/JSON; charset=utf-8')).toBe('json')
    expect(bodyKindOf('application/x-www-form-urlencoded;charset=UTF-8')).toBe('form')
  })

  it('calls everything a cross-site form can send without asking, other', () => {
    expect(bodyKindOf('text/plain')).toBe('other')
    expect(bodyKindOf('multipart/form-data; boundary=x')).toBe('multipart')
    expect(bodyKindOf('multipart/mixed; boundary=x')).toBe('other')
    expect(bodyKindOf('application/json-patch+json')).toBe('other')
    expect(bodyKindOf(null)).toBe('missing')
  })
})

describe('isSameOriginRequest', () => {
  const own = ['https://shop.example']
  const facts = (origin: string | null, fetchSite: string | null = null, host: string | null = 'shop.example') => ({ origin, fetchSite, ownOrigins: own, host })

  it('accepts the site itself, by SITE_URL or by the Host it was sent to', () => {
    expect(isSameOriginRequest(facts('https://shop.example'))).toBe(true)
    expect(isSameOriginRequest(facts('http://127.0.0.1:3204', null, '127.0.0.1:3204'))).toBe(true)
  })

  it('refuses another site, an opaque origin, and a cross-site fetch without Origin', () => {
    expect(isSameOriginRequest(facts('https://evil.example'))).toBe(false)
    expect(isSameOriginRequest(facts('https://shop.example.evil.example'))).toBe(false)
    expect(isSameOriginRequest(facts('null'))).toBe(false)
    expect(isSameOriginRequest(facts(null, 'cross-site'))).toBe(false)
    expect(isSameOriginRequest(facts(null, 'same-site'))).toBe(false)
  })

  it('lets a program without browser headers through (limits and validation still apply)', () => {
    expect(isSameOriginRequest(facts(null))).toBe(true)
    expect(isSameOriginRequest(facts(null, 'same-origin'))).toBe(true)
  })
})
