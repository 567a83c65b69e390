import { describe, expect, it } from 'vitest'
import type { WishlistEntry } from './entries'
import { entryFacts, paperFor, printableSheet, sheetCharacters, wrapLines, type PrintSheet } from './printSheet'

/** One unit per character: lines are easy to reason about. */
const width = (text: string) => Array.from(text).length

const labels = { title: 'Wishlist', code: 'Code', version: 'Version', dimensions: 'Dimensions', material: 'Material', price: 'Price', unavailable: 'No longer available', page: (page: number, pages: number) => `Page ${String(page)} of ${String(pages)}` }
const entry = (overrides: Partial<WishlistEntry>): WishlistEntry => ({
  key: 'product:1',
  item: { kind: 'product', id: '1', options: {} },
  available: true,
  name: 'Alba',
  code: 'ALB',
  href: '/en/products/alba',
  image: null,
  version: null,
  dimensions: null,
  material: null,
  price: null,
  choices: [],
  ...overrides,
})

describe('the printed wishlist', () => {
  it('prints Letter for the United States market, A4 elsewhere, unless the visitor asked', () => {
    expect(paperFor('us', null)).toBe('letter')
    expect(paperFor('eu', undefined)).toBe('a4')
    expect(paperFor('us', 'a4')).toBe('a4')
    expect(paperFor('cn', 'tabloid')).toBe('a4')
  })

  it('lists only the facts an entry has, in the sheet’s order', () => {
    expect(entryFacts(entry({ price: '£3,100', dimensions: '240 × 90 × 80 cm', version: 'Three seats' }), labels)).toEqual([
      { label: 'Code', value: 'ALB' },
      { label: 'Version', value: 'Three seats' },
      { label: 'Dimensions', value: '240 × 90 × 80 cm' },
      { label: 'Price', value: '£3,100' },
    ])
  })

  it('collects each printed character once, Chinese and Cyrillic included', () => {
    const sheet: PrintSheet = { brand: 'Vesta', date: '1 May', site: 'x.y', labels, groups: [{ kind: 'product', title: 'Products', entries: [entry({ name: '云朵沙发' }), entry({ name: 'Диван Облако' })] }] }
    const characters = sheetCharacters(sheet, 2)
    for (const character of '云朵沙发ДиванОблако') expect(characters).toContain(character)
    expect(characters).toContain(' ')
    expect(Array.from(characters).filter((character) => character === 'a')).toHaveLength(1)
  })

  it('prints no-break and thin spaces as plain ones (the face has only that one)', () => {
    const sheet: PrintSheet = { brand: 'Vesta', date: '27\u202fnov.', site: 'x.y', labels, groups: [{ kind: 'product', title: 'Products', entries: [entry({ price: '4\u00a0200\u00a0€' })] }] }
    const printable = printableSheet(sheet)
    expect(printable.groups[0]?.entries[0]?.price).toBe('4 200 €')
    expect(printable.date).toBe('27 nov.')
    expect(printable.labels.page(1, 2)).toBe('Page 1 of 2')
  })

  it('wraps alphabetic text at spaces and Chinese between characters', () => {
    expect(wrapLines('Divano Alba three seats', 12, width)).toEqual(['Divano Alba', 'three seats'])
    expect(wrapLines('云朵沙发三人座', 4, width)).toEqual(['云朵沙发', '三人座'])
    expect(wrapLines('Supercalifragilistic', 8, width)).toEqual(['Supercal', 'ifragili', 'stic'])
  })

  it('cuts to the lines allowed with an ellipsis', () => {
    expect(wrapLines('one two three four five', 9, width, 2)).toEqual(['one two', 'three…'])
  })

  it('prints a configuration’s choices before its price', () => {
    const facts = entryFacts(entry({ code: 'AV-236', price: '£8,835', choices: [{ label: 'Layout', value: '3-seat' }, { label: 'Upholstery', value: 'Pelle (PLE 01)' }] }), labels)
    expect(facts.map((fact) => `${fact.label}: ${fact.value}`)).toEqual(['Code: AV-236', 'Layout: 3-seat', 'Upholstery: Pelle (PLE 01)', 'Price: £8,835'])
  })
})
