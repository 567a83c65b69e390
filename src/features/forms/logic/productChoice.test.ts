import { describe, expect, it } from 'vitest'
import { parseProductChoice, productChoiceText } from './productChoice'

describe('a product field’s text', () => {
  it('names a product by the code in brackets a choice fills in', () => {
    expect(productChoiceText({ name: 'Arno sofa', code: 'AV-SOF-001' })).toBe('Arno sofa (AV-SOF-001)')
    expect(parseProductChoice('Arno sofa (AV-SOF-001)')).toEqual({ code: 'AV-SOF-001' })
    expect(parseProductChoice('  Диван Арно (av-sof-001) ')).toEqual({ code: 'AV-SOF-001' })
  })

  it('takes a code alone (a link’s ?product=) and otherwise a name', () => {
    expect(parseProductChoice('AV-SOF-001')).toEqual({ code: 'AV-SOF-001' })
    expect(parseProductChoice('Arno')).toEqual({ name: 'Arno' })
    expect(parseProductChoice('Lampada (grande)')).toEqual({ name: 'Lampada (grande)' })
    expect(parseProductChoice('   ')).toBeNull()
  })
})
