import { describe, expect, it } from 'vitest'
import { lookupLabel, mergeLabels } from './lookup'

const initial = { 'error.tryAgain': 'Try again' }

describe('looking up a label in the browser', () => {
  it('gives the text of a key the page already has', () => {
    expect(lookupLabel(initial, 'error.tryAgain', 'partial')).toEqual({ kind: 'text', text: 'Try again' })
  })

  it('waits for the full catalogue for a key the page lacks', () => {
    expect(lookupLabel(initial, 'nav.search', 'partial')).toEqual({ kind: 'pending' })
    expect(lookupLabel(initial, 'nav.search', 'loading')).toEqual({ kind: 'pending' })
  })

  it('reports a key missing from the full catalogue', () => {
    expect(lookupLabel(initial, 'nav.nothing', 'complete')).toEqual({ kind: 'missing' })
  })

  it('does not mistake object properties for labels', () => {
    expect(lookupLabel(initial, 'constructor', 'complete')).toEqual({ kind: 'missing' })
    expect(lookupLabel(initial, 'toString', 'partial')).toEqual({ kind: 'pending' })
  })

  it('keeps the page’s own texts over the fetched catalogue', () => {
    const full = { 'error.tryAgain': 'Try again (older)', 'nav.search': 'Search' }
    expect(mergeLabels(initial, full)).toEqual({ 'error.tryAgain': 'Try again', 'nav.search': 'Search' })
    expect(mergeLabels(initial, null)).toBe(initial)
  })
})
