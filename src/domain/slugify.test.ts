import { describe, expect, it } from 'vitest'
import { isValidSlug, slugify } from './slugify'

describe('slugify', () => {
  it.each([
    ['Divano Astor', 'divano-astor'],
    ['Sofà è bello!', 'sofa-e-bello'],
    ['Großes Bett', 'grosses-bett'],
    ['Canapé d’angle', 'canape-dangle'],
    ['Диван Астор', 'диван-астор'],
    ['阿斯托沙发', '阿斯托沙发'],
    ['  Tables & coffee tables  ', 'tables-coffee-tables'],
  ])('%s → %s', (input, expected) => {
    expect(slugify(input)).toBe(expected)
    expect(isValidSlug(expected)).toBe(true)
  })

  it('rejects slugs with capitals, spaces, slashes or double hyphens', () => {
    for (const bad of ['Divano', 'a b', 'a/b', 'a--b', '-a', 'a-', '']) {
      expect(isValidSlug(bad)).toBe(false)
    }
  })
})

describe('slugify keeps Cyrillic letters whole', () => {
  it('keeps й and ё, which are letters of their own', () => {
    const slug = slugify
    expect(slug('Дизайнеры')).toBe('дизайнеры')
    expect(slug('Ёлка зелёная')).toBe('ёлка-зелёная')
    expect(slug('Canapé Éloïse')).toBe('canape-eloise')
  })
})
