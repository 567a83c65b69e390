import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import type { Locale } from '@/i18n/locales'
import { bootPayload, type Booted } from './boot'
import { pixel } from './fixtures/pixel'

vi.mock('server-only', () => ({}))
// Outside Next.js there is no data cache: readers run as they are.
vi.mock('next/cache', () => ({ unstable_cache: <Reader>(reader: Reader) => reader }))
// The hidden items per language, set by each test (material families cannot be hidden from the
// admin yet; the check must hold for them all the same).
const hiddenKeys = new Map<Locale, Set<string>>()
vi.mock('@/data/hidden', () => ({
  hiddenKey: (collection: string, id: number | string) => `${collection}:${id}`,
  getHiddenSet: async (locale: Locale) => hiddenKeys.get(locale) ?? new Set<string>(),
}))

let booted: Booted
beforeAll(async () => {
  booted = await bootPayload()
})
afterAll(async () => {
  await booted.close()
})

describe(`alternates leave out the languages where an item is hidden (${process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'SQLite'})`, () => {
  it('for a material family, whose page is a sub-folder, as for a material', async () => {
    const { payload } = booted
    const { alternatesOf, subFolderAlternatesOf } = await import('@/data/routing/alternates')
    const family = await payload.create({ collection: 'material-categories', locale: 'it', data: { code: 'ALT', kind: 'leather', name: 'Pelli alt', slug: 'pelli-alt' } })
    await payload.update({ collection: 'material-categories', id: family.id, locale: 'en', data: { name: 'Leathers alt', slug: 'leathers-alt' } })
    await payload.update({ collection: 'material-categories', id: family.id, locale: 'de', data: { name: 'Leder alt', slug: 'leder-alt' } })
    const swatch = await payload.create({ collection: 'media', data: { alt: 'swatch' }, file: pixel() })
    const material = await payload.create({
      collection: 'materials',
      locale: 'it',
      data: { name: 'Nappa alt', slug: 'nappa-alt', code: 'ALT 01', category: family.id, colour: 'beige', durability: 'resistant', swatch: swatch.id, _status: 'published' },
    })
    await payload.update({ collection: 'materials', id: material.id, locale: 'en', data: { name: 'Nappa alt', slug: 'nappa-alt-en', _status: 'published' } })

    hiddenKeys.clear()
    expect(await subFolderAlternatesOf('materials', 'material-categories', family.id)).toEqual({
      it: '/it/materiali/pelli-alt/',
      en: '/en/materials/leathers-alt/',
      de: '/de/materialien/leder-alt/',
    })

    hiddenKeys.set('en', new Set([`material-categories:${family.id}`, `materials:${material.id}`]))
    expect(await subFolderAlternatesOf('materials', 'material-categories', family.id)).toEqual({ it: '/it/materiali/pelli-alt/', de: '/de/materialien/leder-alt/' })
    expect(await alternatesOf('materials', material.id)).toEqual({ it: '/it/materiali/nappa-alt' })
  })
})

describe(`readers list what a visitor may see (${process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'SQLite'})`, () => {
  it('leaves out drafts and what is hidden in the language, and reads the language asked for', async () => {
    const { payload } = booted
    const { findVisible } = await import('@/data/readers/findVisible')
    const cover = await payload.create({ collection: 'media', data: { alt: 'cover' }, file: pixel() })
    const mood = async (slug: string, status: 'draft' | 'published') => payload.create({ collection: 'moods', locale: 'it', data: { title: `Umore ${slug}`, slug, cover: cover.id, _status: status } })
    const shown = await mood('a-shown', 'published')
    await payload.update({ collection: 'moods', id: shown.id, locale: 'en', data: { title: 'Shown mood', slug: 'a-shown-en', _status: 'published' } })
    const hidden = await mood('b-hidden', 'published')
    const draft = await mood('c-draft', 'draft')
    hiddenKeys.clear()
    hiddenKeys.set('en', new Set([`moods:${hidden.id}`]))

    const ids = [shown.id, hidden.id, draft.id]
    const read = async (locale: Locale) => (await findVisible('moods', locale, { where: { id: { in: ids } }, depth: 0, limit: 10, sort: 'id', select: { title: true } })).docs
    expect((await read('en')).map((doc) => doc.title)).toEqual(['Shown mood'])
    expect((await read('it')).map((doc) => doc.title)).toEqual(['Umore a-shown', 'Umore b-hidden'])
  })
})
