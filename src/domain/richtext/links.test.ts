import { describe, expect, it } from 'vitest'
import { resolveLink } from './links'
import { isSafeUrl } from './safeUrl'
import { lexicalToTree } from './toTree'

describe('resolveLink: every link type', () => {
  it('url, with its new-tab choice and an anchor', () => {
    expect(resolveLink({ linkType: 'custom', url: 'https://example.org/a', newTab: true }, 'it')).toEqual({ kind: 'url', href: 'https://example.org/a', newTab: true })
    expect(resolveLink({ linkType: 'custom', url: '/en/stories/', anchor: 'top' }, 'en')).toEqual({ kind: 'url', href: '/en/stories/#top', newTab: false })
  })

  it('internal document: its URL in the current language', () => {
    const doc = { relationTo: 'products', value: { id: 3, slug: 'divano-aria' } }
    expect(resolveLink({ linkType: 'internal', doc }, 'de')?.href).toBe('/de/produkte/divano-aria')
    expect(resolveLink({ linkType: 'internal', doc: { relationTo: 'stories', value: { id: 1, slug: 'milano' } }, anchor: 'intro' }, 'en')).toEqual({ kind: 'internal', href: '/en/stories/milano#intro', newTab: false })
    expect(resolveLink({ linkType: 'internal', doc: { relationTo: 'pages', value: { slug: 'homepage' } } }, 'fr')?.href).toBe('/fr')
  })

  it('internal document not populated, without a slug or without a language: no link', () => {
    expect(resolveLink({ linkType: 'internal', doc: { relationTo: 'products', value: 3 } }, 'de')).toBeNull()
    expect(resolveLink({ linkType: 'internal', doc: { relationTo: 'products', value: { id: 3 } } }, 'de')).toBeNull()
    expect(resolveLink({ linkType: 'internal', doc: { relationTo: 'products', value: { slug: 'a' } } }, undefined)).toBeNull()
  })

  it('asset: the media or download file, site-relative', () => {
    expect(resolveLink({ linkType: 'internal', doc: { relationTo: 'downloads', value: { url: 'http://cms.example/api/downloads/file/listino.pdf' } } }, 'it')).toEqual({ kind: 'asset', href: '/api/downloads/file/listino.pdf', newTab: false })
    expect(resolveLink({ linkType: 'internal', doc: { relationTo: 'media', value: { url: '/api/media/file/a.jpg' } } }, 'it')?.kind).toBe('asset')
  })

  it('e-mail: mailto kept, a bare address gets mailto', () => {
    expect(resolveLink({ linkType: 'custom', url: 'mailto:info@atelier.example' }, 'it')).toEqual({ kind: 'email', href: 'mailto:info@atelier.example', newTab: false })
    expect(resolveLink({ linkType: 'custom', url: 'info@atelier.example' }, 'it')?.href).toBe('mailto:info@atelier.example')
  })

  it('anchor in the page', () => {
    expect(resolveLink({ linkType: 'custom', url: '#care' }, 'it')).toEqual({ kind: 'anchor', href: '#care', newTab: false })
    expect(resolveLink({ linkType: 'custom', url: '#"><x' }, 'it')).toBeNull()
  })
})

describe('unsafe links are dropped', () => {
  it.each([
    'javascript:alert(1)',
    'JavaScript:alert(1)',
    ' javascript:alert(1)',
    'java\tscript:alert(1)',
    'java\nscript:alert(1)',
    'vbscript:msgbox(1)',
    'data:text/html;base64,PHNjcmlwdD4=',
    'data:image/svg+xml;base64,PHN2Zz4=',
  ])('%j', (url) => {
    expect(isSafeUrl(url)).toBe(false)
    expect(resolveLink({ linkType: 'custom', url }, 'it')).toBeNull()
  })

  it('data: images are allowed', () => {
    expect(isSafeUrl('data:image/png;base64,iVBORw0KGgo=')).toBe(true)
  })

  it('the link text stays, without the link', () => {
    const value = { root: { type: 'root', children: [{ type: 'paragraph', children: [{ type: 'link', fields: { linkType: 'custom', url: 'javascript:alert(1)' }, children: [{ type: 'text', text: 'click' }] }] }] } }
    expect(lexicalToTree(value, { locale: 'it' })).toEqual([{ kind: 'element', tag: 'p', attrs: {}, children: [{ kind: 'text', text: 'click', marks: [] }] }])
  })
})
