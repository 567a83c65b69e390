import { describe, expect, it, vi } from 'vitest'
import { TEXT_FORMAT } from './marks'
import { lexicalToTree } from './toTree'
import type { LexicalNode, RichNode } from './types'

const t = (value: string, format = 0, extra: Record<string, unknown> = {}): LexicalNode => ({ type: 'text', text: value, format, ...extra })
const doc = (...children: LexicalNode[]) => ({ root: { type: 'root', children } })
const p = (...children: LexicalNode[]): LexicalNode => ({ type: 'paragraph', children })
const tree = (...children: LexicalNode[]) => lexicalToTree(doc(...children), { locale: 'de' })
const inParagraph = (...children: LexicalNode[]): RichNode[] => {
  const [first] = tree(p(...children))
  return first?.kind === 'element' ? first.children : []
}

describe('lexicalToTree: nodes', () => {
  it('paragraph with its alignment and indent', () => {
    expect(tree({ type: 'paragraph', format: 'center', indent: 2, children: [t('Ciao')] })).toEqual([
      { kind: 'element', tag: 'p', attrs: { 'data-align': 'center', 'data-indent': '2' }, children: [{ kind: 'text', text: 'Ciao', marks: [] }] },
    ])
  })

  it.each(['h1', 'h2', 'h3', 'h4', 'h5', 'h6'])('heading %s keeps its level', (tag) => {
    expect(tree({ type: 'heading', tag, children: [t('Titolo')] })[0]).toMatchObject({ kind: 'element', tag })
  })

  it('a heading with a bad level becomes h2', () => {
    expect(tree({ type: 'heading', tag: 'script', children: [t('x')] })[0]).toMatchObject({ tag: 'h2' })
  })

  it('bullet, numbered (with start) and check lists', () => {
    const item = (value: string, extra: Record<string, unknown> = {}): LexicalNode => ({ type: 'listitem', children: [t(value)], ...extra })
    const [bullet, numbered, check] = tree(
      { type: 'list', listType: 'bullet', tag: 'ul', children: [item('a')] },
      { type: 'list', listType: 'number', tag: 'ol', start: 3, children: [item('b')] },
      { type: 'list', listType: 'check', tag: 'ul', children: [item('c', { checked: true })] },
    )
    expect(bullet).toEqual({ kind: 'element', tag: 'ul', attrs: {}, children: [{ kind: 'element', tag: 'li', attrs: {}, children: [{ kind: 'text', text: 'a', marks: [] }] }] })
    expect(numbered).toMatchObject({ tag: 'ol', attrs: { start: '3' } })
    expect(check).toMatchObject({ tag: 'ul', attrs: { 'data-list': 'check' }, children: [{ tag: 'li', attrs: { 'aria-checked': 'true' } }] })
  })

  it('a nested list sits in an unmarked item', () => {
    const nested: LexicalNode = { type: 'listitem', children: [{ type: 'list', listType: 'bullet', children: [] }] }
    expect(tree({ type: 'list', listType: 'bullet', children: [nested] })[0]).toMatchObject({ children: [{ tag: 'li', attrs: { 'data-nested': 'true' } }] })
  })

  it('blockquote', () => {
    expect(tree({ type: 'quote', children: [t('Less is more')] })[0]).toMatchObject({ tag: 'blockquote', children: [{ text: 'Less is more' }] })
  })

  it('code block keeps its lines, tabs and language', () => {
    const code: LexicalNode = { type: 'code', language: 'css', children: [t('a {'), { type: 'linebreak' }, { type: 'tab' }, t('color: red }')] }
    expect(tree(code)).toEqual([
      { kind: 'element', tag: 'pre', attrs: { 'data-language': 'css' }, children: [{ kind: 'text', text: 'a {\n\tcolor: red }', marks: [{ kind: 'code' }] }] },
    ])
  })

  it('image (upload of a media document) with its caption', () => {
    const media = { id: 4, url: '/api/media/file/a.jpg', alt: 'Sofa' }
    expect(tree({ type: 'upload', relationTo: 'media', value: media, fields: { caption: 'In Milano' } })).toEqual([{ kind: 'image', image: { media, caption: 'In Milano' } }])
  })

  it('an upload of anything but media is not shown', () => {
    expect(tree({ type: 'upload', relationTo: 'downloads', value: { id: 1 } })).toEqual([])
  })

  it('emoji node and emoji inline block', () => {
    expect(inParagraph({ type: 'emoji', emoji: '🛋️', name: 'couch' })).toEqual([{ kind: 'emoji', emoji: '🛋️', name: 'couch' }])
    expect(inParagraph({ type: 'inlineBlock', fields: { blockType: 'emoji', emoji: '✨' } })).toEqual([{ kind: 'emoji', emoji: '✨', name: '✨' }])
  })

  it('embedded block keeps its type and fields', () => {
    const fields = { id: 'b1', blockType: 'callToAction', heading: 'Visit us' }
    expect(tree({ type: 'block', fields })).toEqual([{ kind: 'block', blockType: 'callToAction', fields, inline: false }])
  })

  it('line break, horizontal rule and table', () => {
    expect(inParagraph(t('a'), { type: 'linebreak' }, t('b'))[1]).toEqual({ kind: 'break' })
    expect(tree({ type: 'horizontalrule' })).toEqual([{ kind: 'element', tag: 'hr', attrs: {}, children: [] }])
    const table: LexicalNode = { type: 'table', children: [{ type: 'tablerow', children: [{ type: 'tablecell', headerState: 1, children: [p(t('H'))] }, { type: 'tablecell', headerState: 0, children: [p(t('D'))] }] }] }
    expect(tree(table)[0]).toMatchObject({ tag: 'table', children: [{ tag: 'tbody', children: [{ tag: 'tr', children: [{ tag: 'th' }, { tag: 'td' }] }] }] })
  })

  it('an unknown node is reported and its text kept', () => {
    const onUnknown = vi.fn()
    expect(lexicalToTree(doc({ type: 'mystery', children: [t('kept')] }), { onUnknown })).toEqual([{ kind: 'text', text: 'kept', marks: [] }])
    expect(onUnknown).toHaveBeenCalledWith('mystery')
  })

  it('empty or malformed values give nothing', () => {
    expect(lexicalToTree(null)).toEqual([])
    expect(lexicalToTree({ root: {} })).toEqual([])
    expect(tree(p(t('')))).toEqual([{ kind: 'element', tag: 'p', attrs: {}, children: [] }])
  })
})

describe('lexicalToTree: marks', () => {
  it.each([
    ['bold', TEXT_FORMAT.bold],
    ['italic', TEXT_FORMAT.italic],
    ['underline', TEXT_FORMAT.underline],
    ['strike', TEXT_FORMAT.strike],
    ['code', TEXT_FORMAT.code],
    ['subscript', TEXT_FORMAT.subscript],
    ['superscript', TEXT_FORMAT.superscript],
    ['highlight', TEXT_FORMAT.highlight],
  ])('%s', (kind, bit) => {
    expect(inParagraph(t('x', bit))).toEqual([{ kind: 'text', text: 'x', marks: [{ kind }] }])
  })

  it('several marks together, in a stable order', () => {
    const [run] = inParagraph(t('x', TEXT_FORMAT.code | TEXT_FORMAT.bold | TEXT_FORMAT.italic))
    expect(run).toEqual({ kind: 'text', text: 'x', marks: [{ kind: 'bold' }, { kind: 'italic' }, { kind: 'code' }] })
  })

  it('styled: a named style from the text state', () => {
    expect(inParagraph(t('x', 0, { $: { style: 'small-caps' } }))).toEqual([{ kind: 'text', text: 'x', marks: [{ kind: 'styled', name: 'small-caps' }] }])
    expect(inParagraph(t('x', 0, { $: { style: 'a" onclick="b' } }))).toEqual([{ kind: 'text', text: 'x', marks: [] }])
  })

  it('text style: safe inline CSS only', () => {
    const [run] = inParagraph(t('x', 0, { style: 'color: #8a5a2b; position: fixed; background-color: rgb(250, 240, 200); font-size: url(evil)' }))
    expect(run).toEqual({ kind: 'text', text: 'x', marks: [{ kind: 'textStyle', css: { color: '#8a5a2b', 'background-color': 'rgb(250, 240, 200)' } }] })
  })

  it('anchor: an inline anchor block becomes a target id; a bad id is dropped', () => {
    expect(inParagraph({ type: 'inlineBlock', fields: { blockType: 'anchor', anchorId: 'care' } })).toEqual([{ kind: 'anchor', id: 'care' }])
    expect(inParagraph({ type: 'inlineBlock', fields: { blockType: 'anchor', anchorId: '"><script>' } })).toEqual([])
  })

  it('link: the text inside a link', () => {
    const link: LexicalNode = { type: 'link', fields: { linkType: 'custom', url: 'https://example.org' }, children: [t('here', TEXT_FORMAT.bold)] }
    expect(inParagraph(link)).toEqual([{ kind: 'link', href: 'https://example.org', newTab: false, children: [{ kind: 'text', text: 'here', marks: [{ kind: 'bold' }] }] }])
  })
})
