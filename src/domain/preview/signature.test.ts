import { describe, expect, it } from 'vitest'
import { previewPath, verifyPreview } from './signature'

const secret = 'a-test-secret-of-at-least-thirty-two-chars'

function partsOf(path: string) {
  const url = new URL(path, 'http://site.invalid')
  const [, lang = '', , collection = '', id = ''] = url.pathname.split('/')
  return { lang, collection, id, sig: url.searchParams.get('sig') }
}

describe('preview addresses', () => {
  it('carry the language in the path and verify', () => {
    const path = previewPath(secret, { collection: 'stories', id: '12', locale: 'de' })
    expect(path).toMatch(/^\/de\/preview\/stories\/12\?sig=[\w-]+$/)
    expect(verifyPreview(secret, partsOf(path))).toEqual({ collection: 'stories', id: '12', locale: 'de' })
  })

  it('another language, document or secret does not verify', () => {
    const parts = partsOf(previewPath(secret, { collection: 'stories', id: '12', locale: 'de' }))
    expect(verifyPreview(secret, { ...parts, lang: 'fr' })).toBeNull()
    expect(verifyPreview(secret, { ...parts, id: '13' })).toBeNull()
    expect(verifyPreview(secret, { ...parts, collection: 'pages' })).toBeNull()
    expect(verifyPreview('another-secret-of-at-least-thirty-two-chars', parts)).toBeNull()
  })

  it('no signature, a bad language or an unknown collection: refused', () => {
    const parts = partsOf(previewPath(secret, { collection: 'pages', id: '1', locale: 'it' }))
    expect(verifyPreview(secret, { ...parts, sig: null })).toBeNull()
    expect(verifyPreview(secret, { ...parts, lang: 'xx' })).toBeNull()
    expect(verifyPreview(secret, { ...parts, collection: 'users' })).toBeNull()
  })
})
