import fs from 'node:fs'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { categoryIdentifiers } from '@/collections/Categories'
import { MAX_PLACEHOLDER_BYTES } from '@/domain/images/placeholder'
import { locales } from '@/i18n/locales'
import { seedDemo, type SeedReport } from '@/seed'
import { bootPayload, type Booted } from './boot'

let booted: Booted
let first: SeedReport
beforeAll(async () => {
  // A copy of the run's demo template: the demo seeded on the migrated template, once per run, in
  // a process of its own (boot.ts); `first` is that seed's report. Small images keep it quick;
  // the documents and their counts are the full demo.
  booted = await bootPayload({ content: 'demo' })
  if (!booted.seeded) throw new Error('bootPayload with the demo content returns its seed report')
  first = booted.seeded
}, 1_500_000)
afterAll(async () => {
  await booted.close()
})

const count = async (collection: Parameters<Booted['payload']['count']>[0]['collection']) =>
  (await booted.payload.count({ collection, overrideAccess: false })).totalDocs

describe(`demo content (${process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'SQLite'})`, () => {
  it('is complete: the counts the brand site needs, all published', async () => {
    expect(await count('products')).toBeGreaterThanOrEqual(40)
    expect(await count('materials')).toBeGreaterThanOrEqual(80)
    expect(await count('stores')).toBeGreaterThanOrEqual(30)
    expect(await count('moods')).toBeGreaterThanOrEqual(6)
    expect(await count('projects')).toBeGreaterThanOrEqual(6)
    expect(await count('stories')).toBeGreaterThanOrEqual(12)
    // The 3D/CAD files are for registered visitors only: published, but outside a visitor's read (decision 031).
    const restricted = await booted.payload.count({ collection: 'downloads', where: { and: [{ _status: { equals: 'published' } }, { restricted: { equals: true } }] } })
    expect(restricted.totalDocs).toBe(2)
    expect((await count('downloads')) + restricted.totalDocs).toBeGreaterThanOrEqual(15)
    expect(await count('designers')).toBe(8)
    expect(await count('material-categories')).toBe(9)
    expect(await count('categories')).toBe(categoryIdentifiers.length)
  })

  it('fills every product category and every material category', async () => {
    const { payload } = booted
    const products = await payload.find({ collection: 'products', limit: 0, depth: 1, pagination: false })
    const used = new Set(products.docs.map((product) => (typeof product.category === 'object' ? product.category.identifier : '')))
    expect([...used].sort()).toEqual(categoryIdentifiers.filter((id) => id !== 'index').sort())
    for (const product of products.docs) expect(product.versions?.length, product.code).toBeGreaterThan(0)

    const materials = await payload.find({ collection: 'materials', limit: 0, depth: 1, pagination: false })
    const codes = new Set(materials.docs.map((material) => (typeof material.category === 'object' ? material.category.code : '')))
    expect([...codes].sort()).toEqual(['LEGNI', 'METALLI', 'PIETRE', 'PLE', 'RESINE', 'SUPERFICI', 'TESS', 'TESSO', 'VETRI ARTISTICI'])
  })

  it('has stores of both types on at least four continents', async () => {
    const stores = await booted.payload.find({ collection: 'stores', limit: 0, pagination: false })
    expect(new Set(stores.docs.map((store) => store.type))).toEqual(new Set(['MONOMARCA', 'MULTIMARCA']))
    const continentOf: Record<string, string> = {
      IT: 'EU', FR: 'EU', GB: 'EU', DE: 'EU', ES: 'EU', CH: 'EU', AT: 'EU', RU: 'EU', NL: 'EU', BE: 'EU',
      US: 'NA', CA: 'NA', MX: 'NA', BR: 'SA', AR: 'SA', CN: 'AS', JP: 'AS', SG: 'AS', AE: 'AS', HK: 'AS', KR: 'AS', IN: 'AS', AU: 'OC',
    }
    const continents = new Set(stores.docs.map((store) => continentOf[store.country] ?? store.country))
    expect(continents.size).toBeGreaterThanOrEqual(4)
  })

  it('writes real translations: a product reads differently in every language', async () => {
    const { payload } = booted
    const [product] = (await payload.find({ collection: 'products', limit: 1, sort: 'code', depth: 0 })).docs
    expect(product).toBeTruthy()
    const taglines = new Set<string>()
    for (const locale of locales) {
      const doc = await payload.findByID({ collection: 'products', id: product?.id ?? 0, locale, fallbackLocale: false, depth: 0 })
      expect(doc.name, locale).toBeTruthy()
      taglines.add(doc.tagline ?? '')
    }
    expect(taglines.size).toBe(7)
  })

  it('stores downloads as real PDF files and images with tiny previews', async () => {
    const { payload, mediaDir } = booted
    const downloads = await payload.find({ collection: 'downloads', limit: 0, pagination: false })
    for (const download of downloads.docs) {
      expect(download.mimeType).toBe('application/pdf')
      const file = fs.readFileSync(path.join(mediaDir, 'downloads', download.filename ?? ''))
      expect(file.subarray(0, 5).toString()).toBe('%PDF-')
    }
    const [image] = (await payload.find({ collection: 'media', limit: 1, depth: 0 })).docs
    expect(image?.blurDataUrl).toMatch(/^data:image\/webp;base64,/)
    expect(image?.blurDataUrl?.length).toBeLessThanOrEqual(MAX_PLACEHOLDER_BYTES)
  })

  it('has a home page, menu, footer and the full label catalogue', async () => {
    const { payload } = booted
    expect((await payload.find({ collection: 'pages', where: { slug: { equals: 'homepage' } } })).docs).toHaveLength(1)
    expect((await payload.find({ collection: 'pages', where: { slug: { equals: 'homepage-china' } } })).docs).toHaveLength(1)
    expect((await payload.findGlobal({ slug: 'main-menu' })).items?.length).toBeGreaterThan(3)
    expect((await payload.findGlobal({ slug: 'footer' })).columns?.length).toBeGreaterThan(1)
    const labels = await payload.findGlobal({ slug: 'labels', locale: 'zh', fallbackLocale: false })
    expect(labels.entries?.length).toBeGreaterThan(100)
    expect(labels.entries?.every((entry) => Boolean(entry.text))).toBe(true)
  })

  it('is idempotent: a second run creates and changes nothing', async () => {
    const { payload } = booted
    expect(Object.values(first.created).reduce((a, b) => a + b, 0)).toBeGreaterThan(300)
    const before = await payload.find({ collection: 'products', limit: 0, sort: 'id', depth: 0, pagination: false })
    const mediaBefore = await count('media')
    const second = await seedDemo(payload, { imageScale: 0.04 })
    expect(second.created).toEqual({})
    const after = await payload.find({ collection: 'products', limit: 0, sort: 'id', depth: 0, pagination: false })
    expect(after.docs.map((doc) => [doc.id, doc.updatedAt])).toEqual(before.docs.map((doc) => [doc.id, doc.updatedAt]))
    expect(await count('media')).toBe(mediaBefore)
  })
})
