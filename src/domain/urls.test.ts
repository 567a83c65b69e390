import { describe, expect, it } from 'vitest'
import { documentUrl, folderUrl, homeUrl } from './urls'

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
