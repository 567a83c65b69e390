import { describe, expect, it } from 'vitest'
import { lexicalText, toDocument } from './documents'

const paragraph = (text: string) => ({ type: 'paragraph', children: [{ type: 'text', text }] })

describe('lexicalText', () => {
  it('joins a rich text value into plain text, one paragraph per line', () => {
    expect(lexicalText({ root: { children: [paragraph('Walnut frame.'), paragraph('Linen cover.')] } })).toBe('Walnut frame.\nLinen cover.')
    expect(lexicalText(null)).toBe('')
  })
})

describe('toDocument', () => {
  it('shapes a product row as the index reads it: name as title, code, tagline and description as body, localized address', () => {
    const row = { id: 7, name: 'Astor', code: 'AV-SOF-001', tagline: 'A low sofa', description: { root: { children: [paragraph('Walnut frame.')] } }, slug: 'astor-sofa', publishedAt: '2026-01-01T00:00:00.000Z' }
    expect(toDocument('products', 'en', row)).toEqual({ type: 'products', id: 7, title: 'Astor', code: 'AV-SOF-001', detail: 'AV-SOF-001', body: 'A low sofa\nWalnut frame.', href: '/en/products/astor-sofa', publishedAt: '2026-01-01T00:00:00.000Z' })
  })

  it('links a download to its file and a story under the stories folder', () => {
    expect(toDocument('downloads', 'it', { id: 1, title: 'Catalogo', description: 'PDF', url: '/api/download/catalogo.pdf' }).href).toBe('/api/download/catalogo.pdf')
    // A file for registered visitors only: its place on the personal downloads page, never its address.
    expect(toDocument('downloads', 'de', { id: 9, title: 'CAD', url: '/api/downloads/file/cad.dwg', restricted: true }).href).toBe('/de/user/downloads#download-9')
    expect(toDocument('news', 'it', { id: 2, title: 'Milano', excerpt: 'Salone', slug: 'milano' }).href).toMatch(/^\/it\/.+\/milano$/)
  })
})
