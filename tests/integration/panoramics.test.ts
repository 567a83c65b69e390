import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { bootPayload, type Booted } from './boot'

let booted: Booted
beforeAll(async () => {
  booted = await bootPayload()
})
afterAll(async () => {
  await booted.close()
})

const pixel = (name: string) => ({
  data: Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64'),
  mimetype: 'image/png',
  name,
  size: 68,
})

describe(`panoramics query (${process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'SQLite'})`, () => {
  it('finds only the materials that have an ambience picture (hasMany upload `exists`)', async () => {
    const { payload } = booted
    const image = await payload.create({ collection: 'media', data: { alt: 'A setting' }, file: pixel('setting.png') })
    const swatch = await payload.create({ collection: 'media', data: { alt: 'A swatch' }, file: pixel('swatch.png') })
    const category = await payload.create({ collection: 'material-categories', data: { code: 'PAN', kind: 'leather', name: 'Panoramic test', slug: 'panoramic-test' } })
    const base = { category: category.id, colour: 'beige', durability: 'resistant', swatch: swatch.id, _status: 'published' } as const
    const shown = await payload.create({ collection: 'materials', data: { ...base, code: 'PAN 01', name: 'Shown', slug: 'shown-pan-01', panoramics: [image.id] } })
    await payload.create({ collection: 'materials', data: { ...base, code: 'PAN 02', name: 'Plain', slug: 'plain-pan-02' } })
    const { docs } = await payload.find({
      collection: 'materials',
      where: { and: [{ category: { equals: category.id } }, { panoramics: { exists: true } }] },
      depth: 1,
      select: { name: true, slug: true, panoramics: true },
      overrideAccess: false,
    })
    expect(docs.map((doc) => doc.id)).toEqual([shown.id])
    const [first] = docs[0]?.panoramics ?? []
    expect(typeof first === 'object' ? first.alt : null).toBe('A setting')
  })
})
