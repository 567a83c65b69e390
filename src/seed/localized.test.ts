import { describe, expect, it } from 'vitest'
import { otherLocales, withRowIds } from './localized'

describe('withRowIds', () => {
  it('reuses the stored row ids, also in nested arrays and groups', () => {
    const stored = { steps: [{ id: 'a', title: 'Uno', parts: [{ id: 'p1' }] }, { id: 'b', title: 'Due' }], group: { rows: [{ id: 'g1' }] } }
    const data = { steps: [{ title: 'One', parts: [{}] }, { title: 'Two' }], group: { rows: [{ x: 1 }] } }
    expect(withRowIds(data, stored)).toEqual({
      steps: [{ id: 'a', title: 'One', parts: [{ id: 'p1' }] }, { id: 'b', title: 'Two' }],
      group: { rows: [{ id: 'g1', x: 1 }] },
    })
  })

  it('leaves localized block fields alone', () => {
    const stored = { layout: [{ id: 'x', blockType: 'hero' }] }
    const data = { layout: [{ blockType: 'hero' }] }
    expect(withRowIds(data, stored, ['layout'])).toEqual(data)
  })

  it('lists the six languages other than Italian', () => {
    expect(otherLocales).toEqual(['en', 'de', 'es', 'fr', 'ru', 'zh'])
  })
})
