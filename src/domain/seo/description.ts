import type { LexicalNode } from '../richtext/types'

/** What search engines show of a description; longer text is cut at a sentence or a word. */
export const MAX_DESCRIPTION_LENGTH = 160
/** A paragraph this short is a title line in the text (the home's intro heading), not a summary. */
const MIN_SENTENCE_LENGTH = 40

const sentenceEnd = /[.!?。！？](?=\s|$)|[。！？]/g
const ellipsis = '…'

/** One line of at most `max` characters: whole sentences when they fit, else cut at a word. */
export function summarize(text: string, max = MAX_DESCRIPTION_LENGTH): string {
  const clean = text.replace(/\s+/g, ' ').trim()
  if (clean.length <= max) return clean
  let sentences = 0
  for (const match of clean.matchAll(sentenceEnd)) {
    const end = match.index + match[0].length
    if (end > max) break
    sentences = end
  }
  if (sentences >= MIN_SENTENCE_LENGTH) return clean.slice(0, sentences)
  const cut = clean.slice(0, max - ellipsis.length)
  const space = cut.lastIndexOf(' ')
  // Languages written without spaces (Chinese) are cut at the character.
  const words = space > max / 2 ? cut.slice(0, space) : cut
  return `${words.replace(/[\s,;:、，；：—-]+$/u, '')}${ellipsis}`
}

function textOf(node: LexicalNode): string {
  if (typeof node.text === 'string') return node.text
  return (node.children ?? []).map(textOf).join('')
}

/** The first paragraphs of a rich text as plain text (headings skipped), enough for a summary. */
export function richTextSummary(value: unknown, max = MAX_DESCRIPTION_LENGTH): string | null {
  if (!value || typeof value !== 'object' || !('root' in value)) return null
  const root = value.root as LexicalNode
  const paragraphs: string[] = []
  for (const node of root.children ?? []) {
    if (node.type !== 'paragraph') continue
    const text = textOf(node).trim()
    if (text.length < MIN_SENTENCE_LENGTH) continue
    paragraphs.push(text)
    if (paragraphs.join(' ').length >= max) break
  }
  return paragraphs.length > 0 ? summarize(paragraphs.join(' '), max) : null
}

/** The summary of a page-builder layout: its first text block that has one. */
export function layoutSummary(layout: readonly { blockType: string; content?: unknown }[] | null | undefined): string | null {
  for (const block of layout ?? []) {
    if (block.blockType !== 'richText') continue
    const summary = richTextSummary(block.content)
    if (summary) return summary
  }
  return null
}
