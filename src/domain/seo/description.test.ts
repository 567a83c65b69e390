import { describe, expect, it } from 'vitest'
import { layoutSummary, MAX_DESCRIPTION_LENGTH, richTextSummary, summarize } from './description'

/** Rich text as the editor stores it: paragraphs of text runs. */
const paragraphsToLexical = (paragraphs: string[]) => ({
  root: { type: 'root', children: paragraphs.map((text) => ({ type: 'paragraph', children: [{ type: 'text', text }] })) },
})

const long =
  'Sofas and armchairs, beds and mattresses, tables, seating, lighting, rugs and accessories: every Atelier Vesta piece is conceived in our studio and takes shape in our Lissone workshops, where we work wood, leather and fabric just as we did in 1962.'

describe('summarize', () => {
  it('keeps a short text as it is, in one line', () => {
    expect(summarize('  Italian design\n furniture.  ')).toBe('Italian design furniture.')
  })

  it('keeps whole sentences when they fit', () => {
    const text = 'Villas, hotels and yachts furnished around the world since 1962. ' + long
    expect(summarize(text)).toBe('Villas, hotels and yachts furnished around the world since 1962.')
  })

  it('cuts a long sentence at a word, with an ellipsis', () => {
    const summary = summarize(long)
    expect(summary.length).toBeLessThanOrEqual(MAX_DESCRIPTION_LENGTH)
    expect(summary.endsWith('…')).toBe(true)
    expect(long.startsWith(summary.slice(0, -1))).toBe(true)
    expect(summary.at(-2)).not.toBe(' ')
  })

  it('cuts Chinese at the character, and at a full stop when there is one', () => {
    const chinese = '沙发与扶手椅、床具与床垫、餐桌、座椅、灯具、地毯与家居饰品'.repeat(8)
    const summary = summarize(chinese)
    expect(summary.length).toBeLessThanOrEqual(MAX_DESCRIPTION_LENGTH)
    expect(summary.endsWith('…')).toBe(true)
    const sentences = `${'每一件作品都诞生于我们的设计工作室并在利索内的工坊中成形。'.repeat(2)}${chinese}`
    expect(summarize(sentences)).toBe('每一件作品都诞生于我们的设计工作室并在利索内的工坊中成形。'.repeat(2))
  })
})

describe('richTextSummary and layoutSummary', () => {
  it('skips a title line and summarizes the paragraphs after it', () => {
    const content = paragraphsToLexical(['Since 1962', long])
    expect(richTextSummary(content)).toBe(summarize(long))
    expect(layoutSummary([{ blockType: 'hero' }, { blockType: 'richText', content }])).toBe(summarize(long))
  })

  it('is null without text', () => {
    expect(richTextSummary(null)).toBeNull()
    expect(layoutSummary([{ blockType: 'hero' }])).toBeNull()
    expect(layoutSummary(undefined)).toBeNull()
  })
})
