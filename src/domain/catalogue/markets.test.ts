import { describe, expect, it } from 'vitest'
import { locales } from '@/i18n/locales'
import { defaultMarket, isMarket, isPricedPath, marketPath, returnPath, visitorMarket } from './markets'
import { formatPrice } from './prices'

describe('markets', () => {
  it('quotes the Chinese market on Chinese pages and the European one elsewhere', () => {
    expect(locales.map((locale) => [locale, defaultMarket(locale)])).toEqual(locales.map((locale) => [locale, locale === 'zh' ? 'cn' : 'eu']))
  })

  it('takes the cookie only when it names a market', () => {
    expect(visitorMarket('en', 'us')).toBe('us')
    expect(visitorMarket('zh', 'eu')).toBe('eu')
    expect(visitorMarket('en', 'mars')).toBe('eu')
    expect(visitorMarket('zh', undefined)).toBe('cn')
    expect(visitorMarket('de', '')).toBe('eu')
    expect(isMarket('US')).toBe(false)
    expect(isMarket(['us'])).toBe(false)
  })

  it('serves a product page of another market from its own internal address', () => {
    const product = { kind: 'item', folder: 'products', slug: 'astor-sofa' } as const
    expect(marketPath(product, '/en/products/astor-sofa', 'en', 'us')).toBe('/en/priced/us/products/astor-sofa')
    expect(marketPath({ ...product, slug: 'divano-astor' }, '/it/prodotti/divano-astor', 'it', 'ch')).toBe('/it/priced/ch/prodotti/divano-astor')
    expect(marketPath(product, '/en/products/astor-sofa', 'en', 'eu')).toBeNull()
    expect(marketPath(product, '/zh/products/astor-sofa', 'zh', 'cn')).toBeNull()
    expect(marketPath({ kind: 'item', folder: 'materials', slug: 'ple-04' }, '/en/materials/ple-04', 'en', 'us')).toBeNull()
  })

  it('serves product lists of another market per request', () => {
    expect(marketPath({ kind: 'section', folder: 'products' }, '/en/products/', 'en', 'us')).toBe('/en/filtered/products/index')
    expect(marketPath({ kind: 'subFolder', folder: 'categories', subFolder: 'beds' }, '/de/kategorien/betten/', 'de', 'ch')).toBe('/de/filtered/kategorien/betten/index')
    expect(marketPath({ kind: 'section', folder: 'products' }, '/zh/products/', 'zh', 'cn')).toBeNull()
    expect(marketPath({ kind: 'section', folder: 'stories' }, '/en/stories/', 'en', 'us')).toBeNull()
  })

  it('recognises the internal address asked for directly', () => {
    expect(isPricedPath('/en/priced/us/products/astor-sofa')).toBe(true)
    expect(isPricedPath('/en/products/priced')).toBe(false)
    expect(isPricedPath('/priced')).toBe(false)
  })

  it('goes back only to a path of this site', () => {
    expect(returnPath('/en/products/astor-sofa?x=1', '/en')).toBe('/en/products/astor-sofa?x=1')
    for (const bad of ['https://evil.example/', '//evil.example', '/\\evil.example', 'javascript:alert(1)', '/en\n/x', 42, undefined, `/${'a'.repeat(2001)}`]) {
      expect(returnPath(bad, '/en')).toBe('/en')
    }
  })

  it('formats each market in its own currency for every language', () => {
    expect(formatPrice(4200, 'us', 'en-US')).toBe('$4,200')
    expect(formatPrice(3650.5, 'uk', 'en-GB')).toBe('£3,650.50')
    expect(formatPrice(4200, 'ch', 'de-DE')).toBe('4.200\u00a0CHF')
    expect(formatPrice(32760, 'cn', 'zh-CN')).toBe('¥32,760')
    expect(formatPrice(14200, 'us', 'it-IT')).toBe('14.200\u00a0USD')
  })
})
