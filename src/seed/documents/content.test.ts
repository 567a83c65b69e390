import { describe, expect, it } from 'vitest'
import { sheetProduct, textBlocks } from './content'

describe('sheetProduct', () => {
  it('takes the product’s facts from the catalogue seed, in the document’s language', () => {
    const astor = sheetProduct('astor-sofa', 'en')
    expect(astor).toMatchObject({ name: 'Astor sofa', code: 'AV-SOF-001', designers: 'Marta Ferrandi', family: 'Astor collection' })
    expect(astor.versions.map((version) => version.code)).toEqual(['AV-SOF-001-196', 'AV-SOF-001-236', 'AV-SOF-001-286'])
    expect(astor.versions[0]?.dimensions).toBe('196 × 98 × 78 cm (77.2 × 38.6 × 30.7 in)')
    expect(astor.versions[0]?.packages.map((box) => box.weight)).toEqual(['78 kg', '14 kg'])
    expect(astor.finishes.map((group) => [group.category, group.materials.map((material) => material.code)])).toEqual([
      ['Leathers', ['PLE 01', 'PLE 04', 'PLE 07']],
      ['Fabrics', ['TESS 101', 'TESS 104', 'TESS 109']],
      ['Metals', ['METALLI 02']],
    ])
  })

  it('speaks Italian with Italian numbers for an Italian document', () => {
    const quiete = sheetProduct('quiete-mattress', 'it')
    expect(quiete.name).toBe('Materasso Quiete')
    expect(quiete.versions[1]?.dimensions).toBe('160 × 200 × 26 cm')
  })

  it('refuses a product the catalogue does not have', () => {
    expect(() => sheetProduct('no-such-sofa', 'en')).toThrow(/no-such-sofa/)
  })
})

describe('textBlocks', () => {
  it('reads capital lines as titles, code lines as table rows, blank lines as one gap', () => {
    expect(
      textBlocks(['Prices valid from 1 February 2026.', '', '', 'LETTI (struttura, materasso escluso)', 'AV-BED-001-160  Aurora bed, for 160 mattress  EUR 7.600', 'ISO 9001:2015 - QUALITY MANAGEMENT', '']),
    ).toEqual([
      { kind: 'paragraph', text: 'Prices valid from 1 February 2026.' },
      { kind: 'gap' },
      { kind: 'heading', text: 'LETTI (struttura, materasso escluso)' },
      { kind: 'row', cells: ['AV-BED-001-160', 'Aurora bed, for 160 mattress', 'EUR 7.600'] },
      { kind: 'heading', text: 'ISO 9001:2015 - QUALITY MANAGEMENT' },
    ])
  })

  it('keeps a sentence that starts with a code but has no columns as a paragraph', () => {
    expect(textBlocks(['AV-SOF-001 is the Astor sofa.'])).toEqual([{ kind: 'paragraph', text: 'AV-SOF-001 is the Astor sofa.' }])
  })
})
