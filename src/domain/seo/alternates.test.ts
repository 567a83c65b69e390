import { describe, expect, it } from 'vitest'
import type { Locale } from '@/i18n/locales'
import {
  announcesAlternates,
  documentAlternates,
  folderAlternates,
  homeAlternates,
  hreflangLinks,
  slugsByLocale,
  subFolderAlternates,
  subFolderDocumentAlternates,
} from './alternates'

const origin = 'https://www.example.com'
const nothingHidden = () => false

const sofaSlugs = {
  it: 'divano-astor',
  en: 'astor-sofa',
  de: 'sofa-astor',
  es: 'sofa-astor',
  fr: 'canape-astor',
  ru: 'divan-astor',
  zh: 'astor-shafa',
}

describe('documentAlternates', () => {
  it('gives a product its path in all seven languages, with the localized folder names', () => {
    expect(documentAlternates('products', sofaSlugs, nothingHidden)).toEqual({
      it: '/it/prodotti/divano-astor',
      en: '/en/products/astor-sofa',
      de: '/de/produkte/sofa-astor',
      es: '/es/productos/sofa-astor',
      fr: '/fr/produits/canape-astor',
      ru: '/ru/продукты/divan-astor',
      zh: '/zh/products/astor-shafa',
    })
  })

  it('leaves out a language without its own slug: no fallback to Italian', () => {
    const alternates = documentAlternates('stories', { it: 'salone-2026', en: 'salone-2026-en', de: null, fr: '', ru: '   ' }, nothingHidden)
    expect(Object.keys(alternates)).toEqual(['it', 'en'])
  })

  it('leaves out the languages where an editor hid the document', () => {
    const hiddenIn = new Set<Locale>(['ru', 'zh'])
    const alternates = documentAlternates('materials', sofaSlugs, (locale) => hiddenIn.has(locale))
    expect(Object.keys(alternates)).toEqual(['it', 'en', 'de', 'es', 'fr'])
  })

  it('uses each collection\'s own address shape', () => {
    expect(documentAlternates('categories', { fr: 'canapes' }, nothingHidden)).toEqual({ fr: '/fr/catégories/canapes/' })
    expect(documentAlternates('pages', { en: 'about' }, nothingHidden)).toEqual({ en: '/en/about' })
    expect(documentAlternates('pages', { it: 'homepage', en: 'homepage' }, nothingHidden)).toEqual({ it: '/', en: '/en' })
    expect(documentAlternates('stores', { it: 'milano-brera' }, nothingHidden)).toEqual({ it: '/it/stores/milano-brera' })
  })
})

describe('fixed alternates', () => {
  it('puts the language homes at / and /{lang}', () => {
    expect(homeAlternates()).toEqual({ it: '/', en: '/en', de: '/de', es: '/es', fr: '/fr', ru: '/ru', zh: '/zh' })
  })

  it('gives a section its localized folder name in every language', () => {
    const alternates = folderAlternates('categories')
    expect(alternates.es).toBe('/es/categorías/')
    expect(alternates.ru).toBe('/ru/категории/')
    expect(Object.keys(alternates)).toHaveLength(7)
  })

  it('gives a story category the same name under each localized folder, in the languages asked', () => {
    expect(subFolderAlternates('stories', 'news', ['it', 'de'])).toEqual({ it: '/it/storie/news/', de: '/de/geschichten/news/' })
  })
})

describe('announcesAlternates', () => {
  it('is true for pages that are no store and for single-brand stores, false for multi-brand stores', () => {
    expect(announcesAlternates(undefined)).toBe(true)
    expect(announcesAlternates('MONOMARCA')).toBe(true)
    expect(announcesAlternates('MULTIMARCA')).toBe(false)
  })
})

describe('hreflangLinks', () => {
  it('lists every language in order, percent-encoded, then x-default pointing at Italian', () => {
    const links = hreflangLinks(documentAlternates('products', sofaSlugs, nothingHidden), origin)
    expect(links.map((link) => link.hreflang)).toEqual(['it', 'en', 'de', 'es', 'fr', 'ru', 'zh', 'x-default'])
    expect(links[5]).toEqual({ hreflang: 'ru', href: 'https://www.example.com/ru/%D0%BF%D1%80%D0%BE%D0%B4%D1%83%D0%BA%D1%82%D1%8B/divan-astor' })
    expect(links[7]).toEqual({ hreflang: 'x-default', href: 'https://www.example.com/it/prodotti/divano-astor' })
  })

  it('points x-default at the first existing language in the order of the locales when there is no Italian', () => {
    const links = hreflangLinks({ zh: '/zh/stories/a', de: '/de/geschichten/b' }, origin)
    expect(links).toEqual([
      { hreflang: 'de', href: 'https://www.example.com/de/geschichten/b' },
      { hreflang: 'zh', href: 'https://www.example.com/zh/stories/a' },
      { hreflang: 'x-default', href: 'https://www.example.com/de/geschichten/b' },
    ])
  })

  it('points the Italian home x-default at /', () => {
    const links = hreflangLinks(homeAlternates(), origin)
    expect(links.at(-1)).toEqual({ hreflang: 'x-default', href: 'https://www.example.com/' })
    expect(links.find((link) => link.hreflang === 'en')?.href).toBe('https://www.example.com/en')
  })

  it('gives nothing for a page without alternates', () => {
    expect(hreflangLinks({}, origin)).toEqual([])
  })
})

describe('subFolderDocumentAlternates', () => {
  const slugs = { it: 'pelli', en: 'leathers', de: 'leder', ru: '' }

  it('gives a material family its sub-folder path in each language with a slug', () => {
    expect(subFolderDocumentAlternates('materials', slugs, nothingHidden)).toEqual({ it: '/it/materiali/pelli/', en: '/en/materials/leathers/', de: '/de/materialien/leder/' })
  })

  it('leaves out the languages where an editor hid it', () => {
    const hiddenInEnglish = (locale: Locale) => locale === 'en'
    expect(Object.keys(subFolderDocumentAlternates('materials', slugs, hiddenInEnglish))).toEqual(['it', 'de'])
  })
})

describe('slugsByLocale', () => {
  it('keeps the text of each language and nothing else', () => {
    expect(slugsByLocale({ it: 'pelli', en: null, xx: 'other', de: 3 })).toEqual({ it: 'pelli' })
    expect(slugsByLocale('pelli')).toEqual({})
    expect(slugsByLocale(null)).toEqual({})
  })
})
