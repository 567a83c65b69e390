import { describe, expect, it } from 'vitest'
import { foreignPhrases, mixedScriptNames, nameKey, pageText, phrasesOnPage } from './languageSlips'

const catalogues = {
  de: { 'product.panoramics': 'Ambientebilder', 'site.name': 'Atelier Vesta', 'nav.news': 'Newsletter', 'count': '{count} Produkte gefunden' },
  es: { 'product.panoramics': 'Ambientes', 'nav.sofas': 'Sofás', 'site.name': 'Atelier Vesta', 'nav.news': 'Newsletter', 'count': '{count} productos encontrados' },
  en: { 'product.panoramics': 'Ambience pictures', 'site.name': 'Atelier Vesta', 'nav.news': 'Newsletter', 'count': '{count} products found' },
}

describe('foreign label phrases', () => {
  it('looks for other languages’ distinctive labels, not for what the page language shares', () => {
    const phrases = foreignPhrases(catalogues, 'de').map((phrase) => phrase.phrase)
    expect(phrases).toContain('Ambience pictures')
    expect(phrases).toContain('productos encontrados')
    expect(phrases).not.toContain('Atelier Vesta')
    expect(phrases).not.toContain('Newsletter')
    expect(phrases).toContain('Ambientes')
    // One word under the length floor is shared too often between languages to be a slip.
    expect(phrases).not.toContain('Sofás')
  })

  it('finds a phrase only as whole words, and spares the names a page quotes', () => {
    const phrases = foreignPhrases({ ...catalogues, es: { ...catalogues.es, 'product.panoramics': 'Ambientes del salón' } }, 'de')
    expect(phrasesOnPage('Galerie\nAmbientes del salón\n', phrases).map((slip) => slip.phrase)).toEqual(['Ambientes del salón'])
    expect(phrasesOnPage('Ambientes del salónes', phrases)).toEqual([])
    expect(phrasesOnPage('Sofa Ambientes del salón', phrases, ['Sofa Ambientes del Salón'])).toEqual([])
    expect(phrasesOnPage('5 productos encontrados', phrases).map((slip) => [slip.language, slip.key])).toEqual([['es', 'count']])
  })

  it('refuses a language without a catalogue', () => {
    expect(() => foreignPhrases(catalogues, 'ru')).toThrow(/no label catalogue/)
  })
})

describe('one name in two scripts', () => {
  it('reduces names to how they sound', () => {
    expect(nameKey('Haruki Nishimura')).toBe(nameKey('Харуки Нисимура'))
    expect(nameKey('Marta Ferrandi')).toBe(nameKey('Марта Ферранди'))
  })

  it('pairs a Cyrillic name with its Latin twin on the same page', () => {
    const text = 'Проект: Haruki Nishimura\nАрхитектор Харуки Нисимура спроектировал дом.\nМарта Ферранди и Marta Ferrandi'
    expect(mixedScriptNames(text)).toEqual([
      ['Haruki Nishimura', 'Харуки Нисимура'],
      ['Marta Ferrandi', 'Марта Ферранди'],
    ])
  })

  it('spares postal addresses, which keep their spelling beside a transliterating text', () => {
    const text = 'Магазин на улице Габриэл Монтейру да Силва.\nRua Gabriel Monteiro da Silva, 1234'
    expect(mixedScriptNames(text)).toEqual([['Gabriel Monteiro', 'Габриэл Монтейру']])
    expect(mixedScriptNames(text, ['Rua Gabriel Monteiro da Silva, 1234'])).toEqual([])
  })

  it('leaves a page with one spelling per person alone', () => {
    expect(mixedScriptNames('Дизайнер Marta Ferrandi.\nНаши Магазины в Милане\nCasa Jardins')).toEqual([])
  })
})

describe('page text', () => {
  it('keeps what readers meet and drops scripts, styles and the head', () => {
    const html = '<html><head><title>T</title></head><body><h2>Ambientes</h2><img alt="Sofá &amp; mesa"><script>self.__next_f.push("Ambience pictures")</script><style>.a{}</style><p>L&#x27;atelier&nbsp;x</p></body></html>'
    const text = pageText(html)
    expect(text).toContain('Ambientes')
    expect(text).toContain('Sofá & mesa')
    expect(text).toContain("L'atelier x")
    expect(text).not.toContain('Ambience pictures')
    expect(text).not.toContain('T\n')
  })
})

describe('foreign phrases in Chinese', () => {
  it('finds a Chinese label on a page in another language, where words have no spaces around them', () => {
    const phrases = foreignPhrases({ de: { a: 'Konfigurieren' }, zh: { a: '定制配置您的沙发' } }, 'de')
    expect(phrasesOnPage('Sofa 定制配置您的沙发 hier', phrases).map((slip) => slip.phrase)).toEqual(['定制配置您的沙发'])
  })
})
