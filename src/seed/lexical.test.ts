import { describe, expect, it } from 'vitest'
import { inlineNodes, lexicalToPlainText, paragraphsToLexical, plainParagraph } from './lexical'

describe('paragraphsToLexical', () => {
  it('makes one paragraph node per paragraph and reads back the same text', () => {
    const doc = paragraphsToLexical(['Prima riga.', 'Seconda riga.'])
    expect(doc.root.children).toHaveLength(2)
    expect(doc.root.children[0]?.type).toBe('paragraph')
    expect(lexicalToPlainText(doc)).toBe('Prima riga.\n\nSeconda riga.')
  })
})

describe('links in demo paragraphs', () => {
  it('links e-mail addresses, international phone numbers and [words](https://…) and keeps the text around them', () => {
    const nodes = inlineNodes('Write to info@ateliervesta.example or call +39 039 245 1962; we are at [Viale Martiri 42, Lissone](https://www.openstreetmap.org/search?query=Lissone).')
    expect(nodes.map((node) => ('fields' in node ? [node.fields.url, node.children[0]?.text] : node.text))).toEqual([
      'Write to ',
      ['mailto:info@ateliervesta.example', 'info@ateliervesta.example'],
      ' or call ',
      ['tel:+390392451962', '+39 039 245 1962'],
      '; we are at ',
      ['https://www.openstreetmap.org/search?query=Lissone', 'Viale Martiri 42, Lissone'],
      '.',
    ])
    expect(nodes.filter((node) => 'fields' in node).map((node) => ('fields' in node ? node.fields.newTab : null))).toEqual([false, false, true])
    expect(plainParagraph('At [Viale Martiri 42](https://example.com/map).')).toBe('At Viale Martiri 42.')
    expect(lexicalToPlainText(paragraphsToLexical(['Call +39 039 245 1962.']))).toBe('Call +39 039 245 1962.')
  })

  it('leaves a paragraph without anything to link as one text node', () => {
    expect(inlineNodes('Nothing to link, not even 2026 or 20851.')).toEqual([expect.objectContaining({ type: 'text', text: 'Nothing to link, not even 2026 or 20851.' })])
  })
})
