import { describe, expect, it } from 'vitest'
import { mediaPath } from './mediaPath'

describe('mediaPath', () => {
  it('makes upload URLs site-relative and leaves others alone', () => {
    expect(mediaPath('http://localhost:3000/api/media/file/a.jpg')).toBe('/api/media/file/a.jpg')
    expect(mediaPath('https://shop.example/api/downloads/file/b.pdf')).toBe('/api/downloads/file/b.pdf')
    expect(mediaPath('/api/media/file/c.jpg')).toBe('/api/media/file/c.jpg')
    expect(mediaPath('https://cdn.example/x.jpg')).toBe('https://cdn.example/x.jpg')
  })
})
