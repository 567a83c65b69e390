import { describe, expect, it } from 'vitest'
import { isCurrentPath } from './currentPath'

describe('isCurrentPath', () => {
  it('matches the same page with or without a trailing slash', () => {
    expect(isCurrentPath('/en/products/', '/en/products/')).toBe(true)
    expect(isCurrentPath('/en/products', '/en/products/')).toBe(true)
    expect(isCurrentPath('/', '/')).toBe(true)
  })

  it('matches localized paths whether the browser reports them encoded or not', () => {
    expect(isCurrentPath('/ru/%D0%BA%D0%B0%D1%82%D0%B5%D0%B3%D0%BE%D1%80%D0%B8%D0%B8/', '/ru/категории/')).toBe(true)
    expect(isCurrentPath('/es/categor%C3%ADas/', '/es/categorías/')).toBe(true)
  })

  it('ignores the anchor and query of the link', () => {
    expect(isCurrentPath('/en/about', '/en/about#team')).toBe(true)
    expect(isCurrentPath('/en/search', '/en/search?q=sofa')).toBe(true)
  })

  it('does not mark parents, other pages or external links', () => {
    expect(isCurrentPath('/en/products/sofa', '/en/products/')).toBe(false)
    expect(isCurrentPath('/en', '/')).toBe(false)
    expect(isCurrentPath('/en/about', 'https://example.com/en/about')).toBe(false)
    expect(isCurrentPath('/en/about', '//example.com/en/about')).toBe(false)
    expect(isCurrentPath(null, '/en')).toBe(false)
    expect(isCurrentPath('/en/%E0%A4%A', '/en/other')).toBe(false)
  })
})
