import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { bootPayload, type Booted } from './boot'

let booted: Booted
beforeAll(async () => {
  booted = await bootPayload()
})
afterAll(async () => {
  await booted.close()
})

const pixel = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64')
const text = (value: string) => ({ type: 'text', version: 1, text: value, format: 0, detail: 0, mode: 'normal', style: '' })
const paragraph = (...children: object[]) => ({ type: 'paragraph', version: 1, children, direction: 'ltr', format: '', indent: 0, textFormat: 0, textStyle: '' })
const richText = (...children: object[]) => ({ root: { type: 'root', version: 1, children, direction: 'ltr', format: '', indent: 0 } })

describe(`page-builder blocks and rich text blocks are stored and read back (${process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'SQLite'})`, () => {
  it('every new block type, per language', async () => {
    const { payload } = booted
    const image = await payload.create({ collection: 'media', data: { alt: 'Prova' }, file: { data: pixel, mimetype: 'image/png', name: 'pixel.png', size: pixel.length } })
    const second = await payload.create({ collection: 'media', data: { alt: 'Seconda' }, file: { data: pixel, mimetype: 'image/png', name: 'pixel-2.png', size: pixel.length } })
    const category = await payload.create({ collection: 'download-categories', locale: 'it', data: { name: 'Cataloghi', slug: 'cataloghi' } })
    const layout = [
      { blockType: 'twoColumn', text: richText(paragraph(text('Accanto'))), image: image.id, imageSide: 'left' },
      { blockType: 'image', image: image.id, caption: 'Didascalia', size: 'narrow' },
      { blockType: 'gallery', images: [image.id, second.id] },
      { blockType: 'video', title: 'Il laboratorio', url: 'https://vimeo.com/76979871' },
      { blockType: 'quote', quote: 'Meno, ma meglio.', author: 'Marta Ferrandi' },
      { blockType: 'storeTeaser', title: 'Vieni a trovarci', image: image.id },
      { blockType: 'downloadsList', categories: [category.id], limit: 3 },
      { blockType: 'whatsNew', perKind: 2 },
    ]
    const page = await payload.create({ collection: 'pages', locale: 'it', data: { title: 'Blocchi', slug: 'blocchi', layout, _status: 'published' } as never, depth: 0 })
    await payload.update({ collection: 'pages', id: page.id, locale: 'de', data: { title: 'Blöcke', slug: 'bloecke', layout: [{ blockType: 'quote', quote: 'Weniger, aber besser.' }] } as never, depth: 0 })

    const italian = await payload.findByID({ collection: 'pages', id: page.id, locale: 'it', depth: 0 })
    expect(italian.layout?.map((block) => block.blockType)).toEqual(['twoColumn', 'image', 'gallery', 'video', 'quote', 'storeTeaser', 'downloadsList', 'whatsNew'])
    expect(italian.layout?.[4]).toMatchObject({ quote: 'Meno, ma meglio.', author: 'Marta Ferrandi' })
    expect(italian.layout?.[2]).toMatchObject({ images: [image.id, second.id] })
    const german = await payload.findByID({ collection: 'pages', id: page.id, locale: 'de', depth: 0 })
    expect(german.layout).toMatchObject([{ blockType: 'quote', quote: 'Weniger, aber besser.' }])
  })

  it('a video address that is no video is refused', async () => {
    const { payload } = booted
    await expect(payload.create({ collection: 'pages', locale: 'it', data: { title: 'Video', slug: 'video-errato', layout: [{ blockType: 'video', title: 'x', url: 'javascript:alert(1)' }] } as never })).rejects.toThrow(/Video|url/i)
  })

  it('rich text keeps pull quotes, anchors and emoji; an unknown embedded block is refused', async () => {
    const { payload } = booted
    const content = richText(
      paragraph(text('Vai '), { type: 'inlineBlock', version: 1, fields: { id: 'a1', blockType: 'anchor', blockName: '', anchorId: 'cura' } }, { type: 'inlineBlock', version: 1, fields: { id: 'e1', blockType: 'emoji', blockName: '', emoji: '✨' } }),
      { type: 'block', version: 2, format: '', fields: { id: 'q1', blockType: 'pullQuote', blockName: '', quote: 'Citazione' } },
    )
    const page = await payload.create({ collection: 'pages', locale: 'it', data: { title: 'Testo', slug: 'testo-ricco', layout: [{ blockType: 'richText', content }] } as never, depth: 0 })
    const read = await payload.findByID({ collection: 'pages', id: page.id, locale: 'it', depth: 0 })
    const stored = JSON.stringify(read.layout?.[0])
    expect(stored).toContain('"anchorId":"cura"')
    expect(stored).toContain('"emoji":"✨"')
    expect(stored).toContain('"quote":"Citazione"')

    const unknown = richText({ type: 'block', version: 2, format: '', fields: { id: 'x1', blockType: 'retiredWidget', blockName: '' } })
    await expect(payload.create({ collection: 'pages', locale: 'it', data: { title: 'Ignoto', slug: 'blocco-ignoto', layout: [{ blockType: 'richText', content: unknown }] } as never })).rejects.toThrow()
  })
})
