import { describe, expect, it } from 'vitest'
import { absoluteUrl, documentUrl, folderUrl, homeUrl, locationHeader } from './urls'

describe('document URLs', () => {
  it('puts the Italian home at / and the others under their language', () => {
    expect(homeUrl('it')).toBe('/')
    expect(homeUrl('de')).toBe('/de')
    expect(documentUrl('en', 'pages', 'homepage')).toBe('/en')
  })

  it('uses the localized folder names of the spec', () => {
    expect(folderUrl('de', 'categories')).toBe('/de/kategorien/')
    expect(folderUrl('es', 'categories')).toBe('/es/categorías/')
    expect(folderUrl('ru', 'categories')).toBe('/ru/категории/')
    expect(documentUrl('it', 'products', 'divano-astor')).toBe('/it/prodotti/divano-astor')
    expect(documentUrl('en', 'products', 'astor-sofa')).toBe('/en/products/astor-sofa')
    expect(documentUrl('en', 'materials', 'smoked-oak')).toBe('/en/materials/smoked-oak')
    expect(documentUrl('fr', 'categories', 'canapes')).toBe('/fr/catégories/canapes/')
    expect(documentUrl('en', 'pages', 'about')).toBe('/en/about')
  })
})

describe('listing addresses and absolute URLs', () => {
  it('gives section landings and categories a trailing slash', () => {
    expect(documentUrl('it', 'pages', 'prodotti')).toBe('/it/prodotti/')
    expect(documentUrl('en', 'pages', 'stores')).toBe('/en/stores/')
    expect(documentUrl('de', 'categories', 'sofas')).toBe('/de/kategorien/sofas/')
    expect(documentUrl('ru', 'stores', 'milano')).toBe('/ru/stores/milano')
  })

  it('percent-encodes non-ASCII paths in absolute URLs', () => {
    expect(absoluteUrl('https://example.com', '/ru/категории/')).toBe('https://example.com/ru/%D0%BA%D0%B0%D1%82%D0%B5%D0%B3%D0%BE%D1%80%D0%B8%D0%B8/')
    expect(absoluteUrl('https://example.com', '/es/categorías/')).toBe('https://example.com/es/categor%C3%ADas/')
  })
})

describe('locationHeader', () => {
  it('percent-encodes site paths once and keeps absolute URLs', () => {
    expect(locationHeader('/ru/продукты/диван-astor')).toBe('/ru/%D0%BF%D1%80%D0%BE%D0%B4%D1%83%D0%BA%D1%82%D1%8B/%D0%B4%D0%B8%D0%B2%D0%B0%D0%BD-astor')
    expect(locationHeader('/es/categor%C3%ADas/?a=1')).toBe('/es/categor%C3%ADas/?a=1')
    expect(locationHeader('https://books.example.com/über')).toBe('https://books.example.com/%C3%BCber')
  })
})
