import http from 'node:http'
import { expect, test, type APIRequestContext } from '@playwright/test'
import { editorHeaders, productByCode } from './helpers'

/** Reads one document's slug in a language through the public REST API. */
async function slugOf(request: APIRequestContext, collection: string, where: string, locale: string): Promise<{ id: number; slug: string }> {
  const response = await request.get(`/api/${collection}?${where}&locale=${locale}&depth=0&limit=1`, { headers: await editorHeaders(request) })
  expect(response.status()).toBe(200)
  const body = (await response.json()) as { docs: { id: number; slug: string }[] }
  const doc = body.docs[0]
  if (!doc) throw new Error(`no ${collection} for ${where}`)
  return doc
}

async function expectRedirect(request: APIRequestContext, from: string, to: string, statuses: number[] = [301]): Promise<void> {
  const response = await request.get(from, { maxRedirects: 0 })
  expect(statuses, `${from} status`).toContain(response.status())
  // Next.js repeats the Location header of a cached redirect (same value): read the first.
  const location = firstLocation(response.headers().location)
  expect(decodeURI(new URL(location, 'http://x').href.replace(/^http:\/\/x/, '').replace(/^https?:\/\/[^/]+/, '')), from).toBe(to)
}

function firstLocation(header: string | undefined): string {
  return (header ?? '').split(', ')[0] ?? ''
}

/** A request whose path starts with `//`, which a URL-resolving client would send to another host. */
function rawStatus(baseURL: string, path: string): Promise<{ status: number; location?: string }> {
  const { hostname, port } = new URL(baseURL)
  return new Promise((resolve, reject) => {
    http
      .get({ hostname, port, path }, (response) => {
        response.resume()
        resolve({ status: response.statusCode ?? 0, location: response.headers.location })
      })
      .on('error', reject)
  })
}

async function expectPage(request: APIRequestContext, path: string, status = 200): Promise<string> {
  const response = await request.get(path, { maxRedirects: 0 })
  expect(response.status(), path).toBe(status)
  return response.text()
}

const languages = [
  { lang: 'en', products: 'products', categories: 'categories', about: 'about-us', notFound: 'Page Not Found' },
  { lang: 'de', products: 'produkte', categories: 'kategorien', about: 'ueber-uns', notFound: 'Seite nicht gefunden' },
  { lang: 'ru', products: 'продукты', categories: 'категории', about: 'о-нас', notFound: '' },
]

for (const { lang, products, categories, about } of languages) {
  test(`every route shape answers in ${lang}`, async ({ request }) => {
    const product = await productByCode(request, 'AV-SOF-001', lang)
    const { slug: productSlug } = await slugOf(request, 'products', `where[id][equals]=${product.id}`, lang)
    const { slug: categorySlug } = await slugOf(request, 'categories', 'where[identifier][equals]=sofas-armchairs', lang)

    await expectPage(request, `/${lang}`)
    await expectPage(request, encodeURI(`/${lang}/${about}`))
    await expectPage(request, encodeURI(`/${lang}/${categories}/`))
    await expectPage(request, encodeURI(`/${lang}/${products}/${productSlug}`))
    await expectPage(request, encodeURI(`/${lang}/${categories}/${categorySlug}/`))
    // A product reached through its category: one permanent hop to its own address.
    await expectRedirect(request, encodeURI(`/${lang}/${categories}/${categorySlug}/${productSlug}`), `/${lang}/${products}/${productSlug}`, [301, 308])
    // Deeper shapes exist as routes and answer 404 when nothing lives there.
    await expectPage(request, encodeURI(`/${lang}/${categories}/${categorySlug}/nothing/`), 404)
    await expectPage(request, encodeURI(`/${lang}/${categories}/${categorySlug}/nothing/here`), 404)
    await expectPage(request, encodeURI(`/${lang}/${categories}/a/b/c/d/e`), 404)
    await expectPage(request, `/${lang}/search`)
    await expectPage(request, `/${lang}/search/results?q=sofa`)
    await expectPage(request, `/${lang}/moodboard/3f2c1a9e-8b7d-4c6e-9f10-2a3b4c5d6e7f`, 404)
    // The visitor's own screens (src/features/accounts): the same page for everybody.
    await expectPage(request, `/${lang}/user/login`)
    await expectPage(request, `/${lang}/user/signin`)
    await expectPage(request, `/${lang}/user/nothing`, 404)
  })
}

test('raw and percent-encoded localized folder names both work', async ({ request }) => {
  for (const path of ['/de/kategorien/', '/en/categories/', '/es/categorías/', '/fr/catégories/', '/it/categorie/', '/ru/категории/', '/zh/categories/']) {
    await expectPage(request, encodeURI(path))
  }
  await expectPage(request, '/es/categor%C3%ADas/')
  await expectPage(request, '/fr/cat%c3%a9gories/')
})

test('the spec redirects are permanent and resolved before rendering', async ({ request, baseURL }) => {
  await expectRedirect(request, '/en/categorie/', '/en/categories/')
  await expectRedirect(request, '/en/categorie/divani/', '/en/categories/divani/')
  await expectRedirect(request, '/EN/CATEGORIE/', '/en/categories/')
  await expectRedirect(request, '/en/materiali', '/en/materials/')
  await expectRedirect(request, '/en/materiali/velluto', '/en/materials/velluto')
  await expectRedirect(request, '/en/prodotti/', '/en/products/')
  await expectRedirect(request, '/en/stores', '/en/stores/')
  await expectRedirect(request, '/it', '/')
  await expectRedirect(request, '/en/homepage', '/en')
  await expectRedirect(request, '/pt', '/')
  await expectRedirect(request, '/chi-siamo', '/it/chi-siamo')
  await expectRedirect(request, '/en/about-us/', '/en/about-us')
  // Query strings survive a redirect; nothing redirects to another host.
  const response = await request.get('/en/categorie/?ref=old', { maxRedirects: 0 })
  expect(response.headers().location).toContain('/en/categories/?ref=old')
  const protocolRelative = await rawStatus(baseURL ?? '', '//evil.example/stores')
  // Next.js itself collapses the leading slashes (308 to a path on this site); never another host.
  expect([308, 404]).toContain(protocolRelative.status)
  if (protocolRelative.location) expect(protocolRelative.location).toMatch(/^\/(?!\/)/)
})

test('the home is Italian at / and every language home answers', async ({ request }) => {
  const html = await expectPage(request, '/')
  expect(html).toContain('<html lang="it')
  for (const lang of ['en', 'de', 'es', 'fr', 'ru', 'zh']) expect(await expectPage(request, `/${lang}`)).toContain(`<html lang="${lang}`)
})

test.describe('editor redirects', () => {
  test('an entered redirect and a renamed slug both lead to the new address', async ({ request }) => {
    const headers = await editorHeaders(request)
    const run = Date.now().toString(36)
    const created = await request.post('/api/redirects', { headers, data: { from: `/en/spring-collection-${run}`, to: '/en/categories/', statusCode: '301' } })
    expect(created.status()).toBe(201)
    const external = await request.post('/api/redirects', { headers, data: { from: `/en/product-book-${run}`, to: 'https://books.example.com/atelier', statusCode: '302' } })
    expect(external.status()).toBe(201)
    const chained = await request.post('/api/redirects', { headers, data: { from: `/en/categories/x-${run}`, to: `/en/spring-collection-${run}`, statusCode: '301' } })
    expect(chained.status()).toBe(201)
    const closing = await request.post('/api/redirects', { headers, data: { from: `/en/categories/y-${run}`, to: `/en/categories/y-${run}/`, statusCode: '301' } })
    expect(closing.status()).toBe(400)

    await expect.poll(async () => (await request.get(`/en/spring-collection-${run}`, { maxRedirects: 0 })).status()).toBe(308)
    await expectRedirect(request, `/en/spring-collection-${run}`, '/en/categories/', [308])
    const away = await request.get(`/en/product-book-${run}`, { maxRedirects: 0 })
    expect(away.status()).toBe(307)
    expect(firstLocation(away.headers().location)).toBe('https://books.example.com/atelier')

    const designer = await slugOf(request, 'designers', 'sort=name', 'en')
    const renamed = `${designer.slug}-${run}`
    const update = await request.patch(`/api/designers/${designer.id}?locale=en`, { headers, data: { slug: renamed } })
    expect(update.status()).toBe(200)
    await expect.poll(async () => (await request.get(`/en/designers/${designer.slug}`, { maxRedirects: 0 })).status()).toBe(308)
    await expectRedirect(request, `/en/designers/${designer.slug}`, `/en/designers/${renamed}`, [308])
    await expectPage(request, `/en/designers/${renamed}`)
    // Renaming back makes the old address live again and removes its rule.
    await request.patch(`/api/designers/${designer.id}?locale=en`, { headers, data: { slug: designer.slug } })
    await expect.poll(async () => (await request.get(`/en/designers/${designer.slug}`, { maxRedirects: 0 })).status()).toBe(200)
  })
})

test('the language switcher on a product goes to its translated slug, and to the home where it does not exist', async ({ page, request }) => {
  await page.setViewportSize({ width: 1440, height: 900 })
  const product = await productByCode(request, 'AV-SOF-001', 'en')
  const { slug: english } = await slugOf(request, 'products', `where[id][equals]=${product.id}`, 'en')
  const { slug: german } = await slugOf(request, 'products', `where[id][equals]=${product.id}`, 'de')
  const { slug: russian } = await slugOf(request, 'products', `where[id][equals]=${product.id}`, 'ru')
  await page.goto(`/en/products/${english}`)
  const languageButton = page.getByRole('banner').getByRole('button', { name: /Language/ })
  await languageButton.click()
  const list = page.locator(`#${await languageButton.getAttribute('aria-controls')}`)
  await expect(list.getByRole('link', { name: 'Русский' })).toHaveAttribute('href', `/ru/продукты/${russian}`)
  await list.getByRole('link', { name: 'Deutsch' }).click()
  await expect(page).toHaveURL(new RegExp(`/de/produkte/${german}$`))
  await expect(page.locator('html')).toHaveAttribute('lang', /^de/)
  // Hidden in German (site settings): not reachable there, and the switcher goes to the German home.
  const headers = await editorHeaders(request)
  const settings = (await (await request.get('/api/globals/site-settings?depth=0', { headers })).json()) as {
    hiddenPerLanguage?: { locale: string; item: { relationTo: string; value: number } }[]
  }
  const before = (settings.hiddenPerLanguage ?? []).map(({ locale, item }) => ({ locale, item }))
  const hide = await request.post('/api/globals/site-settings', {
    headers,
    data: { hiddenPerLanguage: [...before, { locale: 'de', item: { relationTo: 'products', value: product.id } }] },
  })
  expect(hide.status()).toBe(200)
  try {
    await expect.poll(async () => (await request.get(encodeURI(`/de/produkte/${german}`))).status()).toBe(404)
    await page.goto(`/en/products/${english}`)
    await page.getByRole('banner').getByRole('button', { name: /Language/ }).click()
    await expect(page.getByRole('banner').getByRole('link', { name: 'Deutsch' })).toHaveAttribute('href', '/de')
    expect(await (await request.get(`/en/products/${english}`)).text()).not.toContain('hrefLang="de"')
  } finally {
    await request.post('/api/globals/site-settings', { headers, data: { hiddenPerLanguage: before } })
  }
  await expect.poll(async () => (await request.get(encodeURI(`/de/produkte/${german}`))).status()).toBe(200)

  // A browser follows a database redirect (an item reached through its category).
  const { slug: category } = await slugOf(request, 'categories', 'where[identifier][equals]=sofas-armchairs', 'en')
  await page.goto(`/en/categories/${category}/${english}`)
  await expect(page).toHaveURL(new RegExp(`/en/products/${english}$`))

  // The search page exists in every language at the same address.
  await page.goto('/en/search')
  await page.getByRole('banner').getByRole('button', { name: /Language/ }).click()
  await expect(page.getByRole('link', { name: 'Français' }).first()).toHaveAttribute('href', '/fr/search')
})
