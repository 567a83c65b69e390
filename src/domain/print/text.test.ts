import { describe, expect, it } from 'vitest'
import { printable, printedCharacters, wrapLines } from './text'

const width = (text: string) => Array.from(text).length

describe('printed text', () => {
  it('starts a new line at a line break of the text (a note’s paragraphs)', () => {
    expect(wrapLines('Luce calda\nlino e noce', 20, width)).toEqual(['Luce calda', 'lino e noce'])
    expect(wrapLines('uno\n\ndue tre quattro', 7, width, 2)).toEqual(['uno', 'due tr…'])
  })

  it('makes unusual spaces plain and lists each printed character once', () => {
    expect(printable('4\u202f200\u00a0€')).toBe('4 200 €')
    expect(printedCharacters(['ab a', 'b\tc'])).toBe('ab c')
  })
})
