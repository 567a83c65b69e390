import { describe, expect, it } from 'vitest'
import { lexicalToPlainText, paragraphsToLexical } from './lexical'

describe('paragraphsToLexical', () => {
  it('makes one paragraph node per paragraph and reads back the same text', () => {
    const doc = paragraphsToLexical(['Prima riga.', 'Seconda riga.'])
    expect(doc.root.children).toHaveLength(2)
    expect(doc.root.children[0]?.type).toBe('paragraph')
    expect(lexicalToPlainText(doc)).toBe('Prima riga.\n\nSeconda riga.')
  })
})
