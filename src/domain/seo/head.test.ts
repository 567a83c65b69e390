import type { Metadata } from 'next'
import { describe, expect, it } from 'vitest'
import type { Resolved } from '../routing/resolved'
import { buildMetadata, headTitle, openGraphLocale } from './head'
import { headImageOf } from './images'
import { category, designer, homePage, material, media, mood, origin, page, product, project, resolvedPage, siteName, store, story } from './testFixtures'

function head(resolved: Resolved): Metadata {
  return buildMetadata({ resolved, siteName, origin, image: headImageOf(resolved.content, resolved.title), locale: resolved.locale })
}

function languages(metadata: Metadata): Record<string, unknown> | undefined {
  return metadata.alternates?.languages
}

const pages: [string, Resolved, string][] = [
  ['product', resolvedPage({ kind: 'document', collection: 'products', doc: product }, '/en/products/astor-sofa', 'Astor sofa'), 'https://www.example.com/en/products/astor-sofa'],
  ['category', resolvedPage({ kind: 'category', category }, '/en/categories/sofas-armchairs/', 'Sofas and armchairs'), 'https://www.example.com/en/categories/sofas-armchairs/'],
  ['material', resolvedPage({ kind: 'document', collection: 'materials', doc: material }, '/en/materials/smoked-oak', 'Smoked oak'), 'https://www.example.com/en/materials/smoked-oak'],
  ['mood', resolvedPage({ kind: 'document', collection: 'moods', doc: mood }, '/en/moods/quiet-light', 'Quiet light'), 'https://www.example.com/en/moods/quiet-light'],
  ['project', resolvedPage({ kind: 'document', collection: 'projects', doc: project }, '/en/projects/villa-on-the-lake', 'Villa on the lake'), 'https://www.example.com/en/projects/villa-on-the-lake'],
  ['single-brand store', resolvedPage({ kind: 'document', collection: 'stores', doc: store('MONOMARCA') }, '/en/stores/milano-solferino', 'Atelier Vesta Milano'), 'https://www.example.com/en/stores/milano-solferino'],
  ['story', resolvedPage({ kind: 'document', collection: 'stories', doc: story }, '/en/stories/salone-2026', 'Salone del Mobile 2026'), 'https://www.example.com/en/stories/salone-2026'],
  ['designer', resolvedPage({ kind: 'document', collection: 'designers', doc: designer }, '/en/designers/anna-ferri', 'Anna Ferri'), 'https://www.example.com/en/designers/anna-ferri'],
  ['generic page', resolvedPage({ kind: 'page', page }, '/en/about', 'About us'), 'https://www.example.com/en/about'],
  ['section', resolvedPage({ kind: 'section', folder: 'products', page: null }, '/en/products/', 'Products'), 'https://www.example.com/en/products/'],
]

function resolvedOf(kind: string): Resolved {
  const entry = pages.find(([name]) => name === kind)
  if (!entry) throw new Error(`no ${kind} page`)
  return entry[1]
}

describe.each(pages)('page head of a %s', (_kind, resolved, canonical) => {
  const metadata = head(resolved)

  it('reads "{title} | site name" and keeps the description', () => {
    expect(metadata.title).toEqual({ absolute: `${resolved.title} | Atelier Vesta` })
    expect(metadata.description).toBe(resolved.description)
  })

  it('is canonical at its own absolute URL and may be indexed', () => {
    expect(metadata.alternates?.canonical).toBe(canonical)
    expect(metadata.robots).toEqual({ index: true, follow: true })
  })

  it('announces all seven languages and x-default (Italian)', () => {
    const links = languages(metadata)
    expect(Object.keys(links ?? {})).toEqual(['it', 'en', 'de', 'es', 'fr', 'ru', 'zh', 'x-default'])
    expect(links?.['x-default']).toBe(links?.it)
    expect(links?.en).toBe(canonical)
  })

  it('shares title, URL, site name and locales on Open Graph and Twitter', () => {
    expect(metadata.openGraph).toMatchObject({ url: canonical, title: `${resolved.title} | Atelier Vesta`, siteName: 'Atelier Vesta', locale: 'en_GB' })
    expect(metadata.openGraph?.alternateLocale).toEqual(['it_IT', 'de_DE', 'es_ES', 'fr_FR', 'ru_RU', 'zh_CN'])
    expect(metadata.twitter).toMatchObject({ title: `${resolved.title} | Atelier Vesta`, description: resolved.description })
  })
})

describe('page head: what differs per page type', () => {
  it('shares the product\'s first gallery picture on the public origin, with a large card', () => {
    const metadata = head(resolvedOf('product'))
    expect(metadata.openGraph?.images).toEqual([{ url: 'https://www.example.com/api/media/file/astor-1.jpg', width: 1600, height: 1200, alt: 'Astor sofa in bouclé' }])
    expect(metadata.twitter).toMatchObject({ card: 'summary_large_image', images: [{ url: 'https://www.example.com/api/media/file/astor-1.jpg', alt: 'Astor sofa in bouclé' }] })
    expect(metadata.openGraph).toMatchObject({ type: 'website' })
  })

  it('makes a story an article with its dates and category', () => {
    const metadata = head(resolvedOf('story'))
    expect(metadata.openGraph).toMatchObject({ type: 'article', publishedTime: '2026-04-20T08:00:00.000Z', modifiedTime: '2026-03-01T10:00:00.000Z', section: 'events' })
  })

  it('gives a multi-brand store a canonical but no alternate languages at all', () => {
    const resolved = resolvedPage({ kind: 'document', collection: 'stores', doc: store('MULTIMARCA') }, '/en/stores/torino-casa-design', 'Casa & Design <Torino>')
    const metadata = head(resolved)
    expect(metadata.alternates).toEqual({ canonical: 'https://www.example.com/en/stores/torino-casa-design' })
    expect(metadata.openGraph?.alternateLocale).toEqual([])
    expect(metadata.title).toEqual({ absolute: 'Casa & Design <Torino> | Atelier Vesta' })
  })

  it('puts the Italian home at the bare origin, titled by its own title and the site name', () => {
    const resolved = resolvedPage({ kind: 'home', page: homePage }, '/', 'Designed to last', {
      locale: 'it',
      alternates: { it: '/', en: '/en', de: '/de', es: '/es', fr: '/fr', ru: '/ru', zh: '/zh' },
      breadcrumbs: [{ name: 'Home', path: '/' }],
    })
    const metadata = head(resolved)
    expect(metadata.title).toEqual({ absolute: 'Designed to last | Atelier Vesta' })
    expect(metadata.alternates?.canonical).toBe('https://www.example.com/')
    expect(languages(metadata)).toMatchObject({ it: 'https://www.example.com/', en: 'https://www.example.com/en', 'x-default': 'https://www.example.com/' })
    expect(metadata.openGraph).toMatchObject({ locale: 'it_IT', type: 'website' })
  })

  it('titles a home without a title of its own by the site name alone', () => {
    expect(headTitle('', siteName)).toBe('Atelier Vesta')
    expect(headTitle('Atelier Vesta', siteName)).toBe('Atelier Vesta')
  })

  it('asks search engines not to index a hidden-from-search page but to follow its links', () => {
    const metadata = head(resolvedPage({ kind: 'page', page }, '/en/about', 'About us', { noIndex: true }))
    expect(metadata.robots).toEqual({ index: false, follow: true })
  })

  it('percent-encodes non-Latin paths and announces only the languages the page exists in', () => {
    const resolved = resolvedPage({ kind: 'section', folder: 'categories', page: null }, '/ru/категории/', 'Категории', {
      locale: 'ru',
      alternates: { ru: '/ru/категории/', es: '/es/categorías/' },
    })
    const metadata = head(resolved)
    expect(metadata.alternates?.canonical).toBe('https://www.example.com/ru/%D0%BA%D0%B0%D1%82%D0%B5%D0%B3%D0%BE%D1%80%D0%B8%D0%B8/')
    expect(languages(metadata)).toEqual({
      es: 'https://www.example.com/es/categor%C3%ADas/',
      ru: 'https://www.example.com/ru/%D0%BA%D0%B0%D1%82%D0%B5%D0%B3%D0%BE%D1%80%D0%B8%D0%B8/',
      'x-default': 'https://www.example.com/es/categor%C3%ADas/',
    })
    expect(metadata.openGraph).toMatchObject({ locale: 'ru_RU', alternateLocale: ['es_ES'] })
  })

  it('uses the small card and no picture when the page has none', () => {
    const metadata = head(resolvedOf('section'))
    expect(metadata.twitter).toMatchObject({ card: 'summary', images: [] })
    expect(metadata.openGraph?.images).toEqual([])
  })

  it('falls back to the site description when the page has none, and leaves it out without one', () => {
    const resolved = resolvedPage({ kind: 'moodArchive' }, '/en/moods/archive/', 'Archive', { description: null })
    const siteDescription = 'Atelier Vesta: Italian design furniture.'
    const described = buildMetadata({ resolved, siteName, origin, locale: resolved.locale, siteDescription })
    expect([described.description, described.openGraph?.description]).toEqual([siteDescription, siteDescription])
    expect(head(resolved).description).toBeUndefined()
  })

  it('prefers the page’s own description to the site’s', () => {
    const resolved = resolvedOf('product')
    expect(buildMetadata({ resolved, siteName, origin, locale: resolved.locale, siteDescription: 'Site' }).description).toBe(resolved.description)
  })
})

describe('openGraphLocale', () => {
  it('writes language_TERRITORY for every language', () => {
    expect(['it', 'en', 'de', 'es', 'fr', 'ru', 'zh'].map((locale) => openGraphLocale(locale as Resolved['locale']))).toEqual([
      'it_IT', 'en_GB', 'de_DE', 'es_ES', 'fr_FR', 'ru_RU', 'zh_CN',
    ])
  })
})

describe('headImageOf', () => {
  it('prefers the editor\'s share image over the content\'s own pictures', () => {
    const withShareImage = { ...designer, meta: { image: { ...media(99, 'share.jpg', 'Share'), width: 1200, height: 630 } } }
    expect(headImageOf({ kind: 'document', collection: 'designers', doc: withShareImage }, 'Anna Ferri')).toEqual({ url: '/api/media/file/share.jpg', width: 1200, height: 630, alt: 'Share' })
  })

  it('skips pictures that are not loaded (ids only) and falls back to the given alt text', () => {
    const gallery = [10, { ...media(11, 'b.jpg', ''), width: 800, height: 600 }]
    expect(headImageOf({ kind: 'document', collection: 'products', doc: { ...product, gallery } }, 'Astor sofa')).toEqual({
      url: '/api/media/file/b.jpg',
      width: 800,
      height: 600,
      alt: 'Astor sofa',
    })
    expect(headImageOf({ kind: 'storyCategory', category: 'news' }, 'News')).toBeNull()
  })
})
