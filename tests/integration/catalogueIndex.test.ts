import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { readFacetRows } from '@/data/catalogue/facetRows'
import { listProducts } from '@/domain/catalogue/listing'
import { emptyState } from '@/domain/catalogue/types'
import { bootPayload, type Booted } from './boot'
import { pixel } from './fixtures/pixel'

// The index builder is server-only; here it runs in the test's own process. It is imported
// after the boot: its reader module loads the config, which must see the test's database.
vi.mock('server-only', () => ({}))

let booted: Booted
beforeAll(async () => {
  booted = await bootPayload()
})
afterAll(async () => {
  await booted.close()
})

describe(`the facet index reads Payload's tables directly (${process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'SQLite'})`, () => {
  it('reads published products with versions, prices, designers and materials, in the language with Italian fallback', async () => {
    const { payload } = booted
    const media = await payload.create({ collection: 'media', locale: 'it', data: { alt: 'campione' }, file: pixel() })
    const category = await payload.create({ collection: 'categories', data: { name: 'Divani', slug: 'divani-indice', identifier: 'sofas-armchairs' } })
    const materialCategory = await payload.create({ collection: 'material-categories', data: { code: 'TESS', kind: 'fabric', name: 'Tessuti', slug: 'tessuti-indice' } })
    const designer = await payload.create({ collection: 'designers', data: { name: 'Marta Indice', slug: 'marta-indice' } })
    const material = await payload.create({
      collection: 'materials',
      data: { name: 'Bouclé', slug: 'boucle-indice', code: 'TESS 90', category: materialCategory.id, colour: 'white', durability: 'average-resistant', swatch: media.id, _status: 'published' },
    })
    const version = (length: number, eu: number) => ({
      type: 'sofa' as const,
      code: `V${length}`,
      name: `${length} cm`,
      dimensions: { length, height: 80, depth: 95 },
      prices: [
        { market: 'eu' as const, currency: 'EUR' as const, amount: eu },
        { market: 'uk' as const, currency: 'GBP' as const, amount: eu - 500 },
      ],
    })
    const published = await payload.create({
      collection: 'products',
      locale: 'it',
      data: {
        name: 'Divano Indice', slug: 'divano-indice', code: 'IDX-1', category: category.id, type: 'sofa', gallery: [media.id], designers: [designer.id], materials: [material.id],
        materialCategories: [materialCategory.id], publishedAt: '2026-03-01T00:00:00.000Z', versions: [version(220, 4200), version(260, 5200.5)], _status: 'published',
      },
    })
    const stored = await payload.findByID({ collection: 'products', id: published.id, locale: 'it', depth: 0 })
    const versions = (stored.versions ?? []).map((entry) => ({ ...entry, name: `${entry.name} (en)` }))
    await payload.update({ collection: 'products', id: published.id, locale: 'en', data: { name: 'Index sofa', slug: 'index-sofa', versions, _status: 'published' } })
    const draft = await payload.create({
      collection: 'products',
      locale: 'it',
      data: { name: 'Bozza', slug: 'bozza-indice', code: 'IDX-2', category: category.id, type: 'sofa', gallery: [media.id], versions: [version(100, 900)], _status: 'draft' },
    })

    const en = await readFacetRows(payload, 'en')
    const row = en.products.find((product) => product.id === published.id)
    expect(row).toMatchObject({ name: 'Index sofa', categoryId: category.id, type: 'sofa', designerIds: [designer.id], materialIds: [material.id], materialCategoryIds: [materialCategory.id] })
    expect(row?.publishedAt).toBe(Date.parse('2026-03-01T00:00:00.000Z'))
    expect(row?.versions.map((entry) => [entry.length, entry.height, entry.depth, entry.prices.find((price) => price.market === 'eu')?.amount])).toEqual([
      [220, 80, 95, 4200],
      [260, 80, 95, 5200.5],
    ])
    expect(en.products.some((product) => product.id === draft.id)).toBe(false)
    expect(en.materials.find((entry) => entry.id === material.id)).toEqual({ id: material.id, durability: 'average-resistant', categoryId: materialCategory.id })

    // German was never written: the Italian name stands in, as Payload's fallback does.
    expect((await readFacetRows(payload, 'de')).products.find((product) => product.id === published.id)?.name).toBe('Divano Indice')
  })

  it("leads a category's list with the editors' featured order, the others newest first, and follows a new order", async () => {
    const { payload } = booted
    const media = await payload.create({ collection: 'media', locale: 'it', data: { alt: 'ordine' }, file: pixel() })
    const category = await payload.create({ collection: 'categories', data: { name: 'Sedute', slug: 'sedute-ordine', identifier: 'chairs' } })
    const make = (code: string, name: string, publishedAt: string) =>
      payload.create({
        collection: 'products',
        locale: 'it',
        data: { name, slug: code.toLowerCase(), code, category: category.id, type: 'chair', gallery: [media.id], publishedAt, versions: [], _status: 'published' },
      })
    const sofa = await make('ORD-1', 'Divano', '2026-01-01T00:00:00.000Z')
    const armchair = await make('ORD-2', 'Poltrona', '2026-02-01T00:00:00.000Z')
    const bench = await make('ORD-3', 'Panca', '2026-03-01T00:00:00.000Z')
    const pouf = await make('ORD-4', 'Pouf', '2026-04-01T00:00:00.000Z')
    await payload.update({ collection: 'categories', id: category.id, data: { featuredProducts: [sofa.id, armchair.id] } })
    const stored = await payload.findByID({ collection: 'categories', id: category.id, depth: 0 })
    expect(stored.featuredProducts).toEqual([sofa.id, armchair.id])

    const { buildCatalogueIndex } = await import('@/data/catalogue/buildIndex')
    const listed = async () => {
      const index = await buildCatalogueIndex(payload, 'it', new Set())
      const inCategory = index.products.filter((product) => product.categoryId === category.id)
      return listProducts(inCategory, emptyState(), 'eu', 10, new Intl.Collator('it')).ids
    }
    expect(await listed()).toEqual([sofa.id, armchair.id, pouf.id, bench.id])

    // The editor drags the armchair to the top.
    await payload.update({ collection: 'categories', id: category.id, data: { featuredProducts: [armchair.id, sofa.id] } })
    expect(await listed()).toEqual([armchair.id, sofa.id, pouf.id, bench.id])
  })
})
