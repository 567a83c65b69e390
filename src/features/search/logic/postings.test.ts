import { describe, expect, it } from 'vitest'
import { postingDoc, postingWeight, Postings, StemWords } from './postings'

const unpack = (list: ArrayLike<number> | undefined) => Array.from(list ?? []).map((posting) => [postingDoc(posting), postingWeight(posting)])

describe('Postings (packed)', () => {
  it('keeps documents ascending with the best weight, and forgets empty terms', () => {
    const postings = new Postings()
    postings.add('sofa', 2, 1)
    postings.add('sofa', 2, 3)
    postings.add('sofa', 2, 1)
    postings.add('sofa', 7, 1)
    postings.add('sofa', 5, 3) // an out-of-order document is inserted in place
    expect(unpack(postings.get('sofa'))).toEqual([[2, 3], [5, 3], [7, 1]])
    expect(postings.remove('sofa', 5)).toBe(false)
    expect(postings.remove('sofa', 4)).toBe(false)
    postings.compact()
    expect(unpack(postings.get('sofa'))).toEqual([[2, 3], [7, 1]])
    postings.remove('sofa', 2)
    expect(postings.remove('sofa', 7)).toBe(true)
    expect(postings.has('sofa')).toBe(false)
  })
  it('freezes long lists into Int32Arrays when compacted and thaws them on change', () => {
    const postings = new Postings()
    for (let doc = 0; doc < 40; doc += 1) postings.add('oak', doc, doc % 2 === 0 ? 3 : 1)
    postings.compact()
    expect(postings.get('oak')).toBeInstanceOf(Int32Array)
    expect(postings.get('oak')?.length).toBe(40)
    postings.add('oak', 40, 1)
    postings.remove('oak', 0)
    expect(Array.isArray(postings.get('oak'))).toBe(true)
    expect(unpack(postings.get('oak')).slice(0, 2)).toEqual([[1, 1], [2, 3]])
    expect(postings.get('oak')?.length).toBe(40)
  })
  it('holds large document numbers', () => {
    const postings = new Postings()
    postings.add('x', 100_000_000, 3)
    expect(unpack(postings.get('x'))).toEqual([[100_000_000, 3]])
  })
})

describe('StemWords', () => {
  it('links a stem to its words once and unlinks them', () => {
    const stems = new StemWords()
    stems.link('divan', 'divani')
    stems.link('divan', 'divano')
    stems.link('divan', 'divani')
    expect(stems.words('divan')).toEqual(['divani', 'divano'])
    stems.unlink('divan', 'divani')
    stems.unlink('divan', 'divano')
    expect(stems.has('divan')).toBe(false)
    expect(stems.words('divan')).toEqual([])
  })
})
