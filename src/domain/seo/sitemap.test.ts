import { describe, expect, it } from 'vitest'
import type { Locale } from '@/i18n/locales'
import { routedCollections, type RoutedCollection } from '../urls'
import { sitemapUrls, type CategoryFolder, type SitemapDocument, type SitemapSource } from './sitemap'

const origin = 'https://www.example.com'
const at = (day: number) => `2026-03-${String(day).padStart(2, '0')}T10:00:00.000Z`
const everywhere = (slug: string) => ({ it: `${slug}-it`, en: `${slug}-en`, de: `${slug}-de`, es: `${slug}-es`, fr: `${slug}-fr`, ru: `${slug}-ru`, zh: `${slug}-zh` })

function source(
  documents: Partial<Record<RoutedCollection, SitemapDocument[]>>,
  hidden: string[] = [],
  china = false,
  categoryFolders: Partial<Record<CategoryFolder, SitemapDocument[]>> = {},
): SitemapSource {
  return {
    documents: new Map(routedCollections.map((collection) => [collection, documents[collection] ?? []])),
    categoryFolders: new Map((['materials', 'downloads'] as const).map((folder) => [folder, categoryFolders[folder] ?? []])),
    isHidden: (collection, id, locale) => hidden.includes(`${collection}:${id}:${locale}`),
    china,
  }
}

const pages: SitemapDocument[] = [
  { id: 1, slugs: { it: 'homepage', en: 'homepage', de: 'homepage', es: 'homepage', fr: 'homepage', ru: 'homepage', zh: 'homepage' }, updatedAt: at(2) },
  { id: 2, slugs: { it: 'homepage-china', en: 'homepage-china', zh: 'homepage-china' }, updatedAt: at(9) },
  { id: 3, slugs: { it: 'chi-siamo', en: 'about' }, updatedAt: at(3) },
  // The landing of the products section: a page whose slug is the folder name.
  { id: 4, slugs: { it: 'prodotti', en: 'products' }, updatedAt: at(20) },
]

function locs(locale: Locale, input: SitemapSource): string[] {
  return sitemapUrls(locale, input, origin).map((url) => url.loc)
}

describe('sitemapUrls', () => {
  it('lists the home, every section and every document that has a slug in the language', () => {
    const input = source({ pages, products: [{ id: 7, slugs: everywhere('astor'), updatedAt: at(5) }] })
    expect(locs('en', input)).toEqual([
      'https://www.example.com/en',
      'https://www.example.com/en/categories/',
      'https://www.example.com/en/products/',
      'https://www.example.com/en/materials/',
      'https://www.example.com/en/moods/',
      'https://www.example.com/en/projects/',
      'https://www.example.com/en/stories/',
      'https://www.example.com/en/designers/',
      'https://www.example.com/en/downloads/',
      'https://www.example.com/en/stores/',
      'https://www.example.com/en/materials-mixer',
      'https://www.example.com/en/products/astor-en',
      'https://www.example.com/en/about',
    ])
  })

  it('lists the materials mixer in every language with its alternates', () => {
    const mixer = sitemapUrls('ru', source({ pages }), origin).find((url) => url.loc.includes(encodeURI('подбор')))
    expect(mixer?.loc).toBe(`${origin}/ru/${encodeURI('подбор-материалов')}`)
    expect(mixer?.alternates.find((link) => link.hreflang === 'de')?.href).toBe(`${origin}/de/material-mixer`)
  })

  it('dates the home by the home document and a section by its landing page', () => {
    const urls = sitemapUrls('en', source({ pages }), origin)
    expect(urls.find((url) => url.loc === 'https://www.example.com/en')?.lastmod).toBe(at(2))
    expect(urls.find((url) => url.loc === 'https://www.example.com/en/products/')?.lastmod).toBe(at(20))
    expect(urls.find((url) => url.loc === 'https://www.example.com/en/stores/')).not.toHaveProperty('lastmod')
  })

  it('dates the home by the China home in the China variant', () => {
    const urls = sitemapUrls('zh', source({ pages }, [], true), origin)
    expect(urls[0]).toMatchObject({ loc: 'https://www.example.com/zh', lastmod: at(9) })
    expect(urls.some((url) => url.loc.includes('homepage'))).toBe(false)
  })

  it('gives every URL its alternates in all languages plus x-default, as in the page head', () => {
    const urls = sitemapUrls('it', source({ products: [{ id: 7, slugs: everywhere('astor'), updatedAt: at(5) }] }), origin)
    const product = urls.find((url) => url.loc === 'https://www.example.com/it/prodotti/astor-it')
    expect(product?.lastmod).toBe(at(5))
    expect(product?.alternates.map((link) => link.hreflang)).toEqual(['it', 'en', 'de', 'es', 'fr', 'ru', 'zh', 'x-default'])
    expect(product?.alternates.find((link) => link.hreflang === 'ru')?.href).toBe('https://www.example.com/ru/%D0%BF%D1%80%D0%BE%D0%B4%D1%83%D0%BA%D1%82%D1%8B/astor-ru')
    expect(urls[0]?.alternates.at(-1)).toEqual({ hreflang: 'x-default', href: 'https://www.example.com/' })
  })

  it('never lists a document hidden in the language, nor announces it there from other languages', () => {
    const input = source({ materials: [{ id: 8, slugs: everywhere('oak'), updatedAt: at(1) }] }, ['materials:8:de'])
    expect(locs('de', input).some((loc) => loc.includes('oak'))).toBe(false)
    const english = sitemapUrls('en', input, origin).find((url) => url.loc.endsWith('/oak-en'))
    expect(english?.alternates.map((link) => link.hreflang)).toEqual(['it', 'en', 'es', 'fr', 'ru', 'zh', 'x-default'])
  })

  it('lists a document without a slug of its own in a language only in the others', () => {
    const input = source({ stories: [{ id: 9, slugs: { it: 'salone', en: 'salone-en' }, updatedAt: at(4), storyCategory: 'events' }] })
    expect(locs('fr', input).some((loc) => loc.includes('salone'))).toBe(false)
    expect(locs('en', input)).toContain('https://www.example.com/en/stories/salone-en')
  })

  it('gives a multi-brand store no alternates, a single-brand store all of them', () => {
    const input = source({
      stores: [
        { id: 10, slugs: everywhere('milano'), updatedAt: at(1), storeType: 'MONOMARCA' },
        { id: 11, slugs: everywhere('torino'), updatedAt: at(1), storeType: 'MULTIMARCA' },
      ],
    })
    const urls = sitemapUrls('en', input, origin)
    expect(urls.find((url) => url.loc.endsWith('/stores/milano-en'))?.alternates).toHaveLength(8)
    expect(urls.find((url) => url.loc.endsWith('/stores/torino-en'))?.alternates).toEqual([])
  })

  it('lists the story categories that have a story in the language, with alternates where they have one', () => {
    const input = source({
      stories: [
        { id: 12, slugs: { it: 'a-it', en: 'a-en' }, updatedAt: at(4), storyCategory: 'news' },
        { id: 13, slugs: { it: 'b-it', de: 'b-de' }, updatedAt: at(6), storyCategory: 'news' },
        { id: 14, slugs: { it: 'c-it' }, updatedAt: at(7), storyCategory: 'press' },
      ],
    })
    const news = sitemapUrls('en', input, origin).find((url) => url.loc === 'https://www.example.com/en/stories/news/')
    // Dated by its latest story in English; the German-only story does not change the English page.
    expect(news?.lastmod).toBe(at(4))
    expect(news?.alternates.map((link) => link.href)).toEqual([
      'https://www.example.com/it/storie/news/',
      'https://www.example.com/en/stories/news/',
      'https://www.example.com/de/geschichten/news/',
      'https://www.example.com/it/storie/news/',
    ])
    expect(locs('en', input)).not.toContain('https://www.example.com/en/stories/press/')
    expect(locs('it', input)).toContain('https://www.example.com/it/storie/press/')
  })

  it('puts categories under the localized folder with a trailing slash', () => {
    expect(locs('es', source({ categories: [{ id: 15, slugs: { es: 'sofas' }, updatedAt: at(1) }] }))).toContain('https://www.example.com/es/categor%C3%ADas/sofas/')
  })

  it('dates the home by the Italian home in the China variant when there is no China home in the language', () => {
    expect(sitemapUrls('de', source({ pages }, [], true), origin)[0]).toMatchObject({ loc: 'https://www.example.com/de', lastmod: at(2) })
  })

  it('does not list the catalogue\'s own landing category apart: it is the categories section', () => {
    const input = source({
      categories: [
        { id: 16, slugs: { en: 'catalogue' }, updatedAt: at(25), sectionIndex: true },
        { id: 17, slugs: { en: 'beds' }, updatedAt: at(3) },
      ],
    })
    const urls = sitemapUrls('en', input, origin)
    expect(urls.map((url) => url.loc).filter((loc) => loc.includes('/categories/'))).toEqual([
      'https://www.example.com/en/categories/',
      'https://www.example.com/en/categories/beds/',
    ])
    expect(urls.find((url) => url.loc === 'https://www.example.com/en/categories/')?.lastmod).toBe(at(25))
  })

  it('lists material and download categories as sub-folders, with alternates where they have a slug', () => {
    const input = source({}, [], false, {
      materials: [{ id: 1, slugs: { it: 'pelli', en: 'leathers', ru: 'кожа' }, updatedAt: at(8) }],
      downloads: [{ id: 2, slugs: { it: 'cataloghi', de: 'kataloge' }, updatedAt: at(9) }],
    })
    const leathers = sitemapUrls('en', input, origin).find((url) => url.loc === 'https://www.example.com/en/materials/leathers/')
    expect(leathers?.lastmod).toBe(at(8))
    expect(leathers?.alternates.map((link) => link.hreflang)).toEqual(['it', 'en', 'ru', 'x-default'])
    expect(locs('en', input).some((loc) => loc.includes('/downloads/') && !loc.endsWith('/en/downloads/'))).toBe(false)
    expect(locs('de', input)).toContain('https://www.example.com/de/downloads/kataloge/')
  })

  it('lists the mood archive where an archived mood is published', () => {
    const input = source({
      moods: [
        { id: 20, slugs: everywhere('autumn'), updatedAt: at(3), archived: true },
        { id: 21, slugs: everywhere('spring'), updatedAt: at(4) },
      ],
    }, ['moods:20:fr'])
    expect(locs('en', input)).toContain('https://www.example.com/en/moods/archive/')
    expect(locs('fr', input)).not.toContain('https://www.example.com/fr/moods/archive/')
  })
})
