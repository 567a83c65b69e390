import { describe, expect, it } from 'vitest'
import { leadingSentences } from './sentences'

describe('leadingSentences', () => {
  const text = 'Deep seats and measured proportions. Covers in leather and fabric come off for cleaning. Made to last a lifetime.'

  it('keeps a text that fits as it is', () => {
    expect(leadingSentences(text, 'en', 500)).toBe(text)
  })

  it('stops after the last whole sentence that fits, with no ellipsis', () => {
    expect(leadingSentences(text, 'en', 90)).toBe('Deep seats and measured proportions. Covers in leather and fabric come off for cleaning.')
    expect(leadingSentences(text, 'en', 60)).toBe('Deep seats and measured proportions.')
  })

  it('always shows the first sentence whole, even when it is longer than the limit', () => {
    expect(leadingSentences(text, 'en', 10)).toBe('Deep seats and measured proportions.')
  })

  it('splits Chinese at its own full stop', () => {
    expect(leadingSentences('手工制作的沙发。每一件都独一无二。', 'zh-CN', 10)).toBe('手工制作的沙发。')
  })

  it('splits Russian sentences', () => {
    expect(leadingSentences('Глубокие сиденья. Съёмные чехлы из кожи и ткани.', 'ru', 20)).toBe('Глубокие сиденья.')
  })
})
