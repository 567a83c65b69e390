import { describe, expect, it } from 'vitest'
import { newestTogether, type NewItem } from './newest'

const item = (kind: NewItem<string>['kind'], date: string, name: string): NewItem<string> => ({ kind, date, item: name })

describe('newestTogether', () => {
  it('takes the newest of each kind and lists them together, newest first', () => {
    const products = [item('product', '2026-03-01', 'Astor'), item('product', '2026-05-01', 'Cirro'), item('product', '2025-01-01', 'Old')]
    const materials = [item('material', '2026-04-01', 'Bouclé')]
    const stories = [item('story', '2026-06-01', 'Salone'), item('story', '2026-02-01', 'Workshop')]
    expect(newestTogether([products, materials, stories], 2).map((entry) => entry.item)).toEqual(['Salone', 'Cirro', 'Bouclé', 'Astor', 'Workshop'])
  })

  it('one busy kind does not push the others out', () => {
    const products = Array.from({ length: 10 }, (_, index) => item('product', `2026-09-${String(index + 10)}`, `P${index}`))
    const stories = [item('story', '2024-01-01', 'Old story')]
    expect(newestTogether([products, stories], 3).map((entry) => entry.item)).toEqual(['P9', 'P8', 'P7', 'Old story'])
  })

  it('same date: products, then materials, then stories', () => {
    const day = '2026-01-01'
    expect(newestTogether([[item('story', day, 's')], [item('material', day, 'm')], [item('product', day, 'p')]], 1).map((entry) => entry.kind)).toEqual(['product', 'material', 'story'])
  })
})
