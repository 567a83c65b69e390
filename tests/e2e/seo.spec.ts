import { expect, test, type APIRequestContext } from '@playwright/test'
import { folders } from '../../src/i18n/folders'
import { editorHeaders, productByCode } from './helpers'

const languages = ['it', 'en', 'de', 'es', 'fr', 'ru', 'zh'] as const
type Language = (typeof languages)[number]

/** One document's slug in a language, through the public REST API. */
async function slugOf(request: APIRequestContext, collection: string, where: string, lang: Language): Promise<string> {
  const response = await request.get(`/api/${collection}?${where}&locale=${lang}&depth=0&limit=1`, { headers: await editorHeaders(request) })
  expect(response.status()).toBe(200)
  const body = (await response.json()) as { docs: { slug?: string }[] }
  const slug = body.docs[0]?.slug
  if (!slug) throw new Error(`no ${collection} with ${where} in ${lang}`)
  return slug
}

/** The `<url>` element of a sitemap whose `<loc>` is `loc`. */
function urlEntry(xml: string, loc: string): string | undefined {
  return xml.split('</url>').find((entry) => entry.includes(`<loc>${loc}</loc>`))
}

function hreflangs(entry: string): Map<string, string> {
  return new Map([...entry.matchAll(/<xhtml:link rel="alternate" hreflang="([^"]+)" href="([^"]+)"\/>/g)].map((match) => [match[1] ?? '', match[2] ?? '']))
}

test('the sitemap index lists one sitemap per language', async ({ request, baseURL }) => {
  const response = await request.get('/sitemap.xml')
  expect(response.status()).toBe(200)
  expect(response.headers()['content-type']).toContain('application/xml')
  expect(response.headers()['cache-control']).toContain('s-maxage=3600')
  const locs = [...(await response.text()).matchAll(/<sitemap><loc>([^<]+)<\/loc><\/sitemap>/g)].map((match) => match[1])
  expect(locs).toEqual(languages.map((lang) => new URL(`/sitemaps/${lang}.xml`, baseURL).href))
})

test('the English sitemap lists the Astor sofa with its address in all seven languages', async ({ request, baseURL }) => {
  const product = await productByCode(request, 'AV-SOF-001', 'en')
  const slugs = new Map<Language, string>()
  for (const lang of languages) slugs.set(lang, await slugOf(request, 'products', `where[id][equals]=${product.id}`, lang))
  const addressIn = (lang: Language) => new URL(`/${lang}/${folders.products[lang]}/${slugs.get(lang)}`, baseURL).href

  const response = await request.get('/sitemaps/en.xml')
  expect(response.status()).toBe(200)
  expect(response.headers()['content-type']).toContain('application/xml')
  const entry = urlEntry(await response.text(), addressIn('en'))
  expect(entry, `${addressIn('en')} in /sitemaps/en.xml`).toBeDefined()
  expect(entry).toMatch(/<lastmod>\d{4}-\d\d-\d\dT/)
  const alternates = hreflangs(entry ?? '')
  expect([...alternates.keys()]).toEqual([...languages, 'x-default'])
  for (const lang of languages) expect(alternates.get(lang), lang).toBe(addressIn(lang))
  expect(alternates.get('x-default')).toBe(addressIn('it'))
})

test('robots.txt keeps crawlers out of the CMS and points to the sitemap', async ({ request, baseURL }) => {
  const response = await request.get('/robots.txt')
  expect(response.status()).toBe(200)
  const lines = (await response.text()).split('\n')
  expect(lines).toContain(`Sitemap: ${new URL('/sitemap.xml', baseURL).href}`)
  expect(lines).toContain('Disallow: /admin')
  expect(lines).toContain('Disallow: /api/')
  expect(lines).toContain('Disallow: /*/search/results')
})

/** The `@type`s in the page's JSON-LD. */
function jsonLdTypes(scripts: string[]): string[] {
  return scripts.flatMap((text) => {
    const data = JSON.parse(text) as { '@graph'?: { '@type': string }[]; '@type'?: string }
    return data['@graph']?.map((node) => node['@type']) ?? (data['@type'] ? [data['@type']] : [])
  })
}

test('a product page is canonical at its own address, announces 7 languages and x-default, and carries Product and breadcrumb data', async ({ page, request, baseURL }) => {
  const product = await productByCode(request, 'AV-SOF-001', 'en')
  const slug = await slugOf(request, 'products', `where[id][equals]=${product.id}`, 'en')
  const address = new URL(`/en/products/${slug}`, baseURL).href
  const response = await page.goto(address)
  expect(response?.status()).toBe(200)
  await expect(page).toHaveTitle(new RegExp(`^${product.name} \\| `))
  await expect(page.locator('head link[rel="canonical"]')).toHaveAttribute('href', address)
  const alternates = page.locator('head link[rel="alternate"][hreflang]')
  await expect(alternates).toHaveCount(8)
  expect(await alternates.evaluateAll((links) => links.map((link) => link.getAttribute('hreflang')))).toEqual([...languages, 'x-default'])
  await expect(page.locator('head link[rel="alternate"][hreflang="en"]')).toHaveAttribute('href', address)
  const types = jsonLdTypes(await page.locator('script[type="application/ld+json"]').allTextContents())
  expect(types).toContain('Product')
  expect(types).toContain('BreadcrumbList')
})

test('a multi-brand store page announces no other language, in its head or in the sitemap', async ({ page, request, baseURL }) => {
  const slug = await slugOf(request, 'stores', 'where[type][equals]=MULTIMARCA', 'en')
  const address = new URL(`/en/${folders.stores.en}/${slug}`, baseURL).href
  const response = await page.goto(address)
  expect(response?.status()).toBe(200)
  await expect(page.locator('head link[rel="canonical"]')).toHaveAttribute('href', address)
  await expect(page.locator('head link[rel="alternate"][hreflang]')).toHaveCount(0)
  expect(jsonLdTypes(await page.locator('script[type="application/ld+json"]').allTextContents())).toContain('FurnitureStore')

  const sitemap = await (await request.get('/sitemaps/en.xml')).text()
  const entry = urlEntry(sitemap, address)
  expect(entry, `${address} in /sitemaps/en.xml`).toBeDefined()
  expect(hreflangs(entry ?? '').size).toBe(0)
})
