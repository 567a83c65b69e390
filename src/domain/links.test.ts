import { describe, expect, it } from 'vitest'
import type { CmsLink } from '@/payload-types'
import { resolveLink } from './links'

const page = (slug: string) => ({ relationTo: 'pages' as const, value: { id: 1, title: 'Chi siamo', slug, updatedAt: '', createdAt: '' } })

describe('resolveLink', () => {
  it('resolves an internal page to its URL in the visitor language', () => {
    const link: CmsLink = { type: 'reference', label: 'About', reference: page('about') }
    expect(resolveLink(link, 'en')).toEqual({ href: '/en/about', label: 'About', external: false, newTab: false })
  })

  it('falls back to the document title as label and keeps an anchor', () => {
    const link: CmsLink = { type: 'reference', reference: page('chi-siamo'), anchor: 'storia' }
    expect(resolveLink(link, 'it')?.href).toBe('/it/chi-siamo#storia')
    expect(resolveLink(link, 'it')?.label).toBe('Chi siamo')
  })

  it('drops unsafe and empty links', () => {
    expect(resolveLink({ type: 'url', url: 'javascript:alert(1)', label: 'x' }, 'en')).toBeNull()
    expect(resolveLink({ type: 'url', url: '//evil.example', label: 'x' }, 'en')).toBeNull()
    expect(resolveLink({ type: 'reference', reference: { relationTo: 'pages', value: 3 } }, 'en')).toBeNull()
  })

  it('marks absolute URLs and e-mail as external', () => {
    expect(resolveLink({ type: 'url', url: 'https://book.example', label: 'Book', newTab: true }, 'en')).toEqual({ href: 'https://book.example', label: 'Book', external: true, newTab: true })
    expect(resolveLink({ type: 'email', email: 'info@ateliervesta.example', label: 'Mail' }, 'en')?.href).toBe('mailto:info@ateliervesta.example')
  })
})
