import { describe, expect, it } from 'vitest'
import { hasDotSegment, hasMalformedEscape, internalPath, interpretPath, pathFromParams } from './interpretPath'
import type { Interpretation, Target } from './types'

type Expected = { redirect: string } | { locale: string; target: Target; canonical?: string }

const uuid = '3f2c1a9e-8b7d-4c6e-9f10-2a3b4c5d6e7f'

/** Path → what it shows, or where it redirects (301). */
const table: [path: string, expected: Expected][] = [
  // Language and home
  ['/', { locale: 'it', target: { kind: 'home', slug: 'homepage' }, canonical: '/' }],
  ['/en', { locale: 'en', target: { kind: 'home', slug: 'homepage' }, canonical: '/en' }],
  ['/zh', { locale: 'zh', target: { kind: 'home', slug: 'homepage' } }],
  ['/ru', { locale: 'ru', target: { kind: 'home', slug: 'homepage' } }],
  ['/it', { redirect: '/' }],
  ['/it/', { redirect: '/' }],
  ['/en/', { redirect: '/en' }],
  ['/EN', { redirect: '/en' }],
  ['/de-DE/produkte/', { redirect: '/de/produkte/' }],
  ['/en_GB', { redirect: '/en' }],
  ['/pt', { redirect: '/' }],
  ['/pt/prodotti/divano-astor', { redirect: '/it/prodotti/divano-astor' }],
  ['/prodotti/divano-astor', { redirect: '/it/prodotti/divano-astor' }],
  ['/chi-siamo', { redirect: '/it/chi-siamo' }],
  ['/categorie/', { redirect: '/it/categorie/' }],
  // 'homepage', 'index' and the 'pages/' prefix
  ['/en/homepage', { redirect: '/en' }],
  ['/en/index', { redirect: '/en' }],
  ['/it/homepage', { redirect: '/' }],
  ['/en/pages/homepage', { redirect: '/en' }],
  ['/en/pages/about-us', { redirect: '/en/about-us' }],
  ['/en/pages', { redirect: '/en' }],
  ['/de/homepage-china', { redirect: '/de' }],
  // Generic pages: a single slug without trailing slash
  ['/en/about-us', { locale: 'en', target: { kind: 'page', slug: 'about-us' }, canonical: '/en/about-us' }],
  ['/ru/о-нас', { locale: 'ru', target: { kind: 'page', slug: 'о-нас' }, canonical: '/ru/о-нас' }],
  ['/ru/%D0%BE-%D0%BD%D0%B0%D1%81', { locale: 'ru', target: { kind: 'page', slug: 'о-нас' }, canonical: '/ru/о-нас' }],
  ['/en/about-us/', { redirect: '/en/about-us' }],
  ['/en/About-Us', { redirect: '/en/about-us' }],
  ['/en/-china', { locale: 'en', target: { kind: 'page', slug: '-china' } }],
  // Section indexes: localized folder names, exactly the spec's category listing paths
  ['/de/kategorien/', { locale: 'de', target: { kind: 'section', folder: 'categories' }, canonical: '/de/kategorien/' }],
  ['/en/categories/', { locale: 'en', target: { kind: 'section', folder: 'categories' } }],
  ['/es/categorías/', { locale: 'es', target: { kind: 'section', folder: 'categories' }, canonical: '/es/categorías/' }],
  ['/es/categor%C3%ADas/', { locale: 'es', target: { kind: 'section', folder: 'categories' }, canonical: '/es/categorías/' }],
  ['/fr/catégories/', { locale: 'fr', target: { kind: 'section', folder: 'categories' } }],
  ['/fr/cat%C3%A9gories/', { locale: 'fr', target: { kind: 'section', folder: 'categories' } }],
  ['/it/categorie/', { locale: 'it', target: { kind: 'section', folder: 'categories' } }],
  ['/ru/категории/', { locale: 'ru', target: { kind: 'section', folder: 'categories' } }],
  ['/ru/%D0%BA%D0%B0%D1%82%D0%B5%D0%B3%D0%BE%D1%80%D0%B8%D0%B8/', { locale: 'ru', target: { kind: 'section', folder: 'categories' } }],
  ['/zh/categories/', { locale: 'zh', target: { kind: 'section', folder: 'categories' } }],
  ['/en/categories', { redirect: '/en/categories/' }],
  ['/en/categories/index', { redirect: '/en/categories/' }],
  ['/it/prodotti/', { locale: 'it', target: { kind: 'section', folder: 'products' } }],
  ['/en/materials/', { locale: 'en', target: { kind: 'section', folder: 'materials' } }],
  ['/en/moods/', { locale: 'en', target: { kind: 'section', folder: 'moods' } }],
  // The spec's fixed redirects, lower-cased variants too, and the generalised folder fix
  ['/en/categorie/', { redirect: '/en/categories/' }],
  ['/en/categorie/divani/', { redirect: '/en/categories/divani/' }],
  ['/en/categorie/sofas', { redirect: '/en/categories/sofas/' }],
  ['/EN/CATEGORIE/Sofas/', { redirect: '/en/categories/sofas/' }],
  ['/en/materiali', { redirect: '/en/materials/' }],
  ['/en/materiali/velluto-salvia', { redirect: '/en/materials/velluto-salvia' }],
  ['/en/Materiali/', { redirect: '/en/materials/' }],
  ['/en/prodotti/astor-sofa', { redirect: '/en/products/astor-sofa' }],
  ['/en/prodotti/', { redirect: '/en/products/' }],
  ['/de/categories/', { redirect: '/de/kategorien/' }],
  ['/en/stores', { redirect: '/en/stores/' }],
  ['/it/stores', { redirect: '/it/stores/' }],
  ['/en/somewhere/stores', { redirect: '/en/somewhere/stores/' }],
  // Items and sub-folders
  ['/en/products/astor-sofa', { locale: 'en', target: { kind: 'item', folder: 'products', slug: 'astor-sofa' }, canonical: '/en/products/astor-sofa' }],
  ['/en/products/astor-sofa/', { redirect: '/en/products/astor-sofa' }],
  ['/en/products/Astor-Sofa', { redirect: '/en/products/astor-sofa' }],
  ['/it/materiali/velluto-salvia', { locale: 'it', target: { kind: 'item', folder: 'materials', slug: 'velluto-salvia' } }],
  ['/en/stores/atelier-milano', { locale: 'en', target: { kind: 'item', folder: 'stores', slug: 'atelier-milano' } }],
  ['/en/categories/sofas/', { locale: 'en', target: { kind: 'subFolder', folder: 'categories', subFolder: 'sofas' }, canonical: '/en/categories/sofas/' }],
  ['/en/categories/sofas', { redirect: '/en/categories/sofas/' }],
  ['/en/categories/sofas/index', { redirect: '/en/categories/sofas/' }],
  ['/en/stories/news/', { locale: 'en', target: { kind: 'subFolder', folder: 'stories', subFolder: 'news' } }],
  ['/en/stories/news', { redirect: '/en/stories/news/' }],
  ['/en/stories/a-day-in-the-workshop', { locale: 'en', target: { kind: 'item', folder: 'stories', slug: 'a-day-in-the-workshop' } }],
  ['/en/moods/archive', { redirect: '/en/moods/archive/' }],
  ['/en/moods/archive/', { locale: 'en', target: { kind: 'subFolder', folder: 'moods', subFolder: 'archive' } }],
  ['/en/materials/ple/', { locale: 'en', target: { kind: 'subFolder', folder: 'materials', subFolder: 'ple' } }],
  ['/en/projects/villa-sul-lago/', { redirect: '/en/projects/villa-sul-lago' }],
  ['/en/categories/sofas/astor-sofa', { locale: 'en', target: { kind: 'subItem', folder: 'categories', subFolder: 'sofas', slug: 'astor-sofa' } }],
  ['/en/categories/sofas/astor-sofa/', { locale: 'en', target: { kind: 'subSubFolder', folder: 'categories', subFolder: 'sofas', subSubFolder: 'astor-sofa' } }],
  ['/en/categories/sofas/astor/index', { redirect: '/en/categories/sofas/astor/' }],
  ['/en/categories/a/b/c', { locale: 'en', target: { kind: 'subSubItem', folder: 'categories', subFolder: 'a', subSubFolder: 'b', slug: 'c' } }],
  // The deep catch-all and first segments that are no folder
  ['/en/categories/a/b/c/', { locale: 'en', target: { kind: 'unknown', segments: ['categories', 'a', 'b', 'c'] }, canonical: '/en/categories/a/b/c/' }],
  ['/en/categories/a/b/c/d/e', { locale: 'en', target: { kind: 'unknown', segments: ['categories', 'a', 'b', 'c', 'd', 'e'] } }],
  ['/en/no-folder/item', { locale: 'en', target: { kind: 'unknown', segments: ['no-folder', 'item'] } }],
  // Routes of their own
  ['/en/search', { locale: 'en', target: { kind: 'search' }, canonical: '/en/search' }],
  ['/en/search/', { redirect: '/en/search' }],
  ['/de/search/results', { locale: 'de', target: { kind: 'searchResults' }, canonical: '/de/search/results' }],
  ['/de/search/other', { locale: 'de', target: { kind: 'unknown', segments: ['search', 'other'] } }],
  [`/en/moodboard/${uuid}`, { locale: 'en', target: { kind: 'moodboard', uuid } }],
  [`/en/moodboard/${uuid.toUpperCase()}`, { redirect: `/en/moodboard/${uuid}` }],
  ['/en/moodboard/not-a-uuid', { locale: 'en', target: { kind: 'unknown', segments: ['moodboard', 'not-a-uuid'] } }],
  // The materials mixer: one localized segment per language; another language's segment or the route's folder name redirect
  ['/en/materials-mixer', { locale: 'en', target: { kind: 'mixer' }, canonical: '/en/materials-mixer' }],
  ['/it/abbinatore-di-materiali', { locale: 'it', target: { kind: 'mixer' }, canonical: '/it/abbinatore-di-materiali' }],
  ['/ru/подбор-материалов', { locale: 'ru', target: { kind: 'mixer' }, canonical: '/ru/подбор-материалов' }],
  ['/de/abbinatore-di-materiali', { redirect: '/de/material-mixer' }],
  ['/fr/mixer', { redirect: '/fr/combinateur-de-materiaux' }],
  ['/en/Materials-Mixer/', { redirect: '/en/materials-mixer' }],
  ['/en/materials-mixer/extra', { locale: 'en', target: { kind: 'unknown', segments: ['materials-mixer', 'extra'] } }],
  // The sofa configurator: a product's address followed by a localized segment; another language's segment redirects
  ['/en/products/astor-sofa/configure', { locale: 'en', target: { kind: 'configurator', slug: 'astor-sofa' }, canonical: '/en/products/astor-sofa/configure' }],
  ['/it/prodotti/divano-astor/configura', { locale: 'it', target: { kind: 'configurator', slug: 'divano-astor' }, canonical: '/it/prodotti/divano-astor/configura' }],
  ['/de/produkte/sofa-astor/configure', { redirect: '/de/produkte/sofa-astor/konfigurieren' }],
  ['/en/prodotti/Astor-Sofa/configure', { redirect: '/en/products/astor-sofa/configure' }],
  ['/en/materials/astor-sofa/configure', { locale: 'en', target: { kind: 'subItem', folder: 'materials', subFolder: 'astor-sofa', slug: 'configure' }, canonical: '/en/materials/astor-sofa/configure' }],
  ['/en/configurator/astor-sofa', { locale: 'en', target: { kind: 'unknown', segments: ['configurator', 'astor-sofa'] } }],
  ['/fr/user/login', { locale: 'fr', target: { kind: 'user', view: 'login' } }],
  ['/fr/user/download-wishlist', { locale: 'fr', target: { kind: 'user', view: 'download-wishlist' } }],
  ['/fr/user/elsewhere', { locale: 'fr', target: { kind: 'unknown', segments: ['user', 'elsewhere'] } }],
  // No open redirect: repeated slashes never produce a protocol-relative location
  ['//evil.example/x', { locale: 'it', target: { kind: 'unknown', segments: ['evil.example', 'x'] } }],
  ['//evil.example//stores', { locale: 'it', target: { kind: 'unknown', segments: ['evil.example', 'stores'] } }],
  ['/en//stores', { redirect: '/en/stores/' }],
  ['/en//products//astor-sofa', { redirect: '/en/products/astor-sofa' }],
  ['/en/%E0%A4%A', { locale: 'en', target: { kind: 'unknown', segments: ['%E0%A4%A'] } }],
  ['/en/a%2Fb', { locale: 'en', target: { kind: 'unknown', segments: ['a%2Fb'] } }],
]

function describeExpected(result: Interpretation): Expected {
  if (result.kind === 'redirect') return { redirect: result.location }
  return { locale: result.locale, target: result.target, canonical: result.canonicalPath }
}

describe('interpretPath', () => {
  it('has a table of at least 60 paths', () => {
    expect(table.length).toBeGreaterThanOrEqual(60)
  })

  it.each(table)('%s', (path, expected) => {
    const result = interpretPath(path)
    if ('redirect' in expected) {
      expect(describeExpected(result)).toEqual(expected)
      if (result.kind === 'redirect') {
        expect(result.status).toBe(301)
        expect(result.location.startsWith('//')).toBe(false)
        // One hop: the redirect target is itself canonical.
        expect(interpretPath(result.location).kind).toBe('render')
      }
      return
    }
    expect(result.kind).toBe('render')
    if (result.kind !== 'render') return
    expect(result.locale).toBe(expected.locale)
    expect(result.target).toEqual(expected.target)
    if (expected.canonical) expect(result.canonicalPath).toBe(expected.canonical)
  })

  it('takes the language from the preview parameter', () => {
    expect(interpretPath('/en/products/astor-sofa', { previewLocale: 'de' })).toEqual({ kind: 'redirect', location: '/de/produkte/astor-sofa', status: 301 })
    expect(interpretPath('/de/produkte/astor-sofa', { previewLocale: 'de' })).toMatchObject({ kind: 'render', locale: 'de' })
    expect(interpretPath('/de/produkte/astor-sofa', { previewLocale: 'xx' })).toMatchObject({ kind: 'render', locale: 'de' })
  })

  it('serves the China home in the China variant', () => {
    expect(interpretPath('/en', { china: true })).toMatchObject({ kind: 'render', target: { kind: 'home', slug: 'homepage-china' } })
    expect(interpretPath('/en/-china', { china: true })).toEqual({ kind: 'redirect', location: '/en', status: 301 })
    expect(interpretPath('/', { china: true })).toMatchObject({ kind: 'render', locale: 'it', target: { kind: 'home', slug: 'homepage-china' } })
  })
})

describe('catch-all parameters and the internal path', () => {
  it.each([
    ['/en/categories/', '/en/categories/index'],
    ['/en/products/astor-sofa', '/en/products/astor-sofa'],
    ['/', '/'],
  ])('%s is served from %s', (path, internal) => {
    expect(internalPath(path)).toBe(internal)
  })

  it.each([
    ['it', undefined, '/'],
    ['en', undefined, '/en'],
    ['en', ['categories', 'index'], '/en/categories/'],
    ['ru', ['%D0%BA%D0%B0%D1%82%D0%B5%D0%B3%D0%BE%D1%80%D0%B8%D0%B8', 'index'], '/ru/категории/'],
    ['en', ['products', 'astor-sofa'], '/en/products/astor-sofa'],
  ] as const)('%s %j is %s', (lang, path, expected) => {
    expect(pathFromParams(lang, path)).toBe(expected)
  })
})

describe('hasMalformedEscape', () => {
  it.each(['/en%ff', '/it/abc/%ff', '/en/%E0%A4%A', '/%', '/en/products/%zz', '/ru/%D0', '/zh/products/%25', '/en/100%25', '/api/download/%ff', '/en/a%25ff'])('%s cannot be decoded (twice)', (path) => {
    expect(hasMalformedEscape(path)).toBe(true)
    // interpretPath itself never throws on it: the path is unknown.
    expect(() => interpretPath(path)).not.toThrow()
  })

  it.each(['/', '/en', '/en/a%2Fb', '/ru/%D0%BA%D0%B0%D1%82%D0%B5%D0%B3%D0%BE%D1%80%D0%B8%D0%B8/', '/en/products/?q=%ff', '/en/x#%ff', '/en/%2541'])('%s decodes', (path) => {
    expect(hasMalformedEscape(path)).toBe(false)
  })
})

describe('hasDotSegment', () => {
  it.each(['/ru/.0y4xG/..%2F..%2Fetc%2Fpasswd', '/en/%2e%2e%2f', '/en/a%2F.%2Fb', '/en/..%5Cx', '/en/%252e%252e%252fx', '/en/..'])('%s holds a dot step once decoded', (path) => {
    expect(hasDotSegment(path)).toBe(true)
  })

  it.each(['/en/products/astor-sofa', '/en/.well-known', '/en/a..b', '/en/a%2Fb', '/en/v1.2'])('%s does not', (path) => {
    expect(hasDotSegment(path)).toBe(false)
  })
})
