import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { locales } from '@/i18n/locales'
import { renderPdf } from '@/seed/images'
import { bootPayload, type Booted } from './boot'
import { pixel } from './fixtures/pixel'

let booted: Booted
beforeAll(async () => {
  booted = await bootPayload()
})
afterAll(async () => {
  await booted.close()
})

/** Writes every language of a document, then reads each language back. */
async function everyLanguage<T extends { id: number }>(
  create: () => Promise<T>,
  update: (id: number, locale: (typeof locales)[number]) => Promise<unknown>,
  read: (id: number, locale: (typeof locales)[number]) => Promise<string | null | undefined>,
): Promise<void> {
  const doc = await create()
  for (const locale of locales.filter((code) => code !== 'it')) await update(doc.id, locale)
  for (const locale of locales) expect(await read(doc.id, locale), locale).toBe(`text ${locale}`)
}

describe(`catalogue collections round-trip all seven languages (${process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'SQLite'})`, () => {
  it('media alt texts, products with versions, materials, stores and downloads', async () => {
    const { payload } = booted
    let media = 0
    await everyLanguage(
      async () => {
        const doc = await payload.create({ collection: 'media', locale: 'it', data: { alt: 'text it' }, file: pixel() })
        media = doc.id
        return doc
      },
      (id, locale) => payload.update({ collection: 'media', id, locale, data: { alt: `text ${locale}` } }),
      async (id, locale) => (await payload.findByID({ collection: 'media', id, locale })).alt,
    )
    const category = await payload.create({ collection: 'categories', data: { name: 'Divani', slug: 'divani', identifier: 'sofas-armchairs' } })
    const materialCategory = await payload.create({ collection: 'material-categories', data: { code: 'PLE', kind: 'leather', name: 'Pelli', slug: 'pelli' } })
    const pdf = renderPdf({ heading: 'Scheda tecnica', lines: ['Divano tre posti'] })
    const downloadCategory = await payload.create({ collection: 'download-categories', data: { name: 'Cataloghi', slug: 'cataloghi' } })

    await everyLanguage(
      () =>
        payload.create({
          collection: 'products',
          locale: 'it',
          data: {
            name: 'text it', slug: 'prodotto', code: 'T-1', category: category.id, type: 'sofa', gallery: [media], _status: 'published',
            versions: [{ type: 'sofa', code: 'V1', name: 'Tre posti', dimensions: { length: 220, height: 80, depth: 95 } }],
          },
        }),
      async (id, locale) => {
        const stored = await payload.findByID({ collection: 'products', id, locale: 'it', depth: 0 })
        const versions = (stored.versions ?? []).map((version) => ({ ...version, name: `${version.name} ${locale}` }))
        return payload.update({ collection: 'products', id, locale, data: { name: `text ${locale}`, slug: `prodotto-${locale}`, versions, _status: 'published' } })
      },
      async (id, locale) => {
        const doc = await payload.findByID({ collection: 'products', id, locale, overrideAccess: false })
        // The version row is shared; its localized name follows the language.
        expect(doc.versions?.[0]?.name).toBe(locale === 'it' ? 'Tre posti' : `Tre posti ${locale}`)
        expect(doc.versions?.[0]?.dimensions.length).toBe(220)
        return doc.name
      },
    )

    await everyLanguage(
      () =>
        payload.create({
          collection: 'materials',
          locale: 'it',
          data: { name: 'text it', slug: 'materiale', code: 'PLE 99', category: materialCategory.id, colour: 'brown', durability: 'resistant', swatch: media, _status: 'published' },
        }),
      (id, locale) => payload.update({ collection: 'materials', id, locale, data: { name: `text ${locale}`, slug: `materiale-${locale}`, _status: 'published' } }),
      async (id, locale) => (await payload.findByID({ collection: 'materials', id, locale })).name,
    )

    await everyLanguage(
      () =>
        payload.create({
          collection: 'stores',
          locale: 'it',
          data: { companyName: 'Negozio', slug: 'negozio', type: 'MONOMARCA', intro: 'text it', address: 'Via Roma 1', city: 'Milano', country: 'IT', latitude: 45.46, longitude: 9.19, timezone: 'Europe/Rome', _status: 'published' },
        }),
      (id, locale) => payload.update({ collection: 'stores', id, locale, data: { intro: `text ${locale}`, slug: `negozio-${locale}`, _status: 'published' } }),
      async (id, locale) => (await payload.findByID({ collection: 'stores', id, locale })).intro,
    )

    await everyLanguage(
      () =>
        payload.create({
          collection: 'downloads',
          locale: 'it',
          data: { title: 'text it', category: downloadCategory.id, fileType: 'pdf', _status: 'published' },
          file: { data: pdf, mimetype: 'application/pdf', name: 'scheda.pdf', size: pdf.length },
        }),
      (id, locale) => payload.update({ collection: 'downloads', id, locale, data: { title: `text ${locale}`, _status: 'published' } }),
      async (id, locale) => (await payload.findByID({ collection: 'downloads', id, locale })).title,
    )
  })

  it('globals: label catalogue texts per language', async () => {
    const { payload } = booted
    let stored = await payload.updateGlobal({ slug: 'labels', locale: 'it', data: { entries: [{ key: 'nav.search', text: 'text it' }] } })
    for (const locale of locales.filter((code) => code !== 'it')) {
      stored = await payload.updateGlobal({ slug: 'labels', locale, data: { entries: (stored.entries ?? []).map((entry) => ({ ...entry, text: `text ${locale}` })) } })
    }
    for (const locale of locales) {
      const labels = await payload.findGlobal({ slug: 'labels', locale })
      expect(labels.entries?.[0]?.text, locale).toBe(`text ${locale}`)
    }
  })
})
