import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { parseQuery } from '@/features/search/logic/query'
import { search } from '@/features/search/logic/search'
import type { Locale } from '@/i18n/locales'
import { searchEngine, freshnessMs } from '@/features/search/server/engine'
import { bootPayload, type Booted } from './boot'

let booted: Booted
let clock = Date.parse('2026-11-01T00:00:00Z')
beforeAll(async () => {
  booted = await bootPayload()
})
afterAll(async () => {
  await booted.close()
})

/** Titles found for a query, a little over a second after the previous look (the freshness window). */
async function titles(payload: Payload, locale: Locale, query: string): Promise<string[]> {
  clock += freshnessMs + 1
  const engine = await searchEngine(payload, locale, clock)
  const hits = search(engine.index, parseQuery(query), { synonyms: engine.synonyms, exclude: (doc) => engine.hidden.has(`stories:${doc.id}`), now: clock })
  return hits.map((hit) => hit.doc.title)
}

describe('the search index follows the database', () => {
  it('finds published stories, follows synonyms, and forgets unpublished, hidden and deleted ones, in every language', async () => {
    const { payload } = booted
    const cover = await payload.create({
      collection: 'media',
      data: { alt: 'Prova' },
      file: { data: Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64'), mimetype: 'image/png', name: 'pixel.png', size: 68 },
    })
    expect(await titles(payload, 'it', 'zefiro')).toEqual([])

    const story = await payload.create({
      collection: 'stories',
      locale: 'it',
      data: { title: 'Il divano Zefiro', slug: 'divano-zefiro', cover: cover.id, category: 'news', publishedAt: '2026-10-01T00:00:00.000Z', _status: 'published' },
    })
    await payload.update({ collection: 'stories', id: story.id, locale: 'en', data: { title: 'The Zefiro sofa', slug: 'zefiro-sofa', _status: 'published' } })
    expect(await titles(payload, 'it', 'zefiro')).toEqual(['Il divano Zefiro'])
    expect(await titles(payload, 'en', 'zefiro sofas')).toEqual(['The Zefiro sofa'])

    // An editor's synonym works at once, in its own language only.
    expect(await titles(payload, 'en', 'couch')).toEqual([])
    await payload.updateGlobal({ slug: 'search-synonyms', locale: 'en', data: { entries: [{ terms: 'couch, sofa', oneWay: true }] } })
    expect(await titles(payload, 'en', 'couch')).toEqual(['The Zefiro sofa'])
    expect(await titles(payload, 'it', 'couch')).toEqual([])

    // An edit shows in the results.
    await payload.update({ collection: 'stories', id: story.id, locale: 'en', data: { title: 'The Zefiro daybed', _status: 'published' } })
    expect(await titles(payload, 'en', 'zefiro')).toEqual(['The Zefiro daybed'])

    // Unpublished: gone in both languages.
    await payload.update({ collection: 'stories', id: story.id, data: { _status: 'draft' } })
    expect(await titles(payload, 'it', 'zefiro')).toEqual([])
    expect(await titles(payload, 'en', 'zefiro')).toEqual([])

    // Published again, then hidden for English only.
    await payload.update({ collection: 'stories', id: story.id, data: { _status: 'published' } })
    expect(await titles(payload, 'en', 'zefiro')).toEqual(['The Zefiro daybed'])
    await payload.updateGlobal({ slug: 'site-settings', data: { hiddenPerLanguage: [{ locale: 'en', item: { relationTo: 'stories', value: story.id } }] } })
    expect(await titles(payload, 'en', 'zefiro')).toEqual([])
    expect(await titles(payload, 'it', 'zefiro')).toEqual(['Il divano Zefiro'])

    // Deleted: gone.
    await payload.delete({ collection: 'stories', id: story.id })
    expect(await titles(payload, 'it', 'zefiro')).toEqual([])
  })
})
