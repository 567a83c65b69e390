import { describe, expect, it } from 'vitest'
import { localeTags, locales } from '@/i18n/locales'
import { formatDimensions, formatMeasure, formatVolume, formatWeight } from './dimensions'
import { defaultMarket } from './markets'
import { formatPrice, priceIn } from './prices'

const nbsp = /[\u00a0\u202f]/g
const plain = (text: string) => text.replace(nbsp, ' ')

describe('dimensions in every language', () => {
  const expected: Record<(typeof locales)[number], string> = {
    it: '212,5 × 95 × 78 cm',
    en: '212.5 × 95 × 78 cm (83.7 × 37.4 × 30.7 in)',
    de: '212,5 × 95 × 78 cm',
    es: '212,5 × 95 × 78 cm',
    fr: '212,5 × 95 × 78 cm',
    ru: '212,5 × 95 × 78 см',
    zh: '212.5 × 95 × 78 厘米',
  }
  for (const locale of locales) {
    it(`formats L × D × H for ${locale}`, () => {
      expect(plain(formatDimensions({ length: 212.5, depth: 95, height: 78 }, locale, localeTags[locale]))).toBe(expected[locale])
    })
  }

  it('adds inches to one measure only in English', () => {
    expect(plain(formatMeasure(100, 'en', 'en'))).toBe('100 cm (39.4 in)')
    expect(plain(formatMeasure(100, 'de', 'de-DE'))).toBe('100 cm')
  })

  it('formats weight and volume with the language decimal separator', () => {
    expect(plain(formatWeight(42.5, 'it-IT'))).toBe('42,5 kg')
    expect(plain(formatVolume(1.25, 'fr-FR'))).toBe('1,25 m³')
    expect(plain(formatVolume(1.25, 'en'))).toBe('1.25 m³')
  })
})

describe('prices in every language', () => {
  const expected: Record<(typeof locales)[number], string> = {
    it: '4200 €',
    en: '€4,200',
    de: '4.200 €',
    es: '4200 €',
    fr: '4 200 €',
    ru: '4 200 €',
    zh: '¥4,200',
  }
  for (const locale of locales) {
    it(`formats the ${locale} market price for ${locale}`, () => {
      expect(plain(formatPrice(4200, defaultMarket(locale), localeTags[locale]))).toBe(expected[locale])
    })
  }

  it('shows cents only when the amount has them, in the market currency', () => {
    expect(plain(formatPrice(1234.5, 'uk', 'en'))).toBe('£1,234.50')
    expect(plain(formatPrice(990, 'us', 'en'))).toBe('$990')
    expect(plain(formatPrice(990, 'ch', 'de-DE'))).toBe('990 CHF')
  })

  it('picks a version price for a market', () => {
    const prices = [
      { market: 'eu', amount: 4200 },
      { market: 'uk', amount: 3600 },
    ]
    expect(priceIn(prices, 'uk')).toBe(3600)
    expect(priceIn(prices, 'cn')).toBeNull()
  })
})
