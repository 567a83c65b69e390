import { expect, test, type APIRequestContext, type Page } from '@playwright/test'
import { firstLink, weighPage } from '../../bench/lib/pageWeight'
import { MAX_PLACEHOLDER_BYTES } from '../../src/domain/images/placeholder'
import { waitForHydration } from './helpers'

/**
 * The home's HTML bound, uncompressed: a size, not a time, and issue 14's target. The home went
 * from 268 KB to 147 KB (placeholders, srcset, pictures, the category tour), to 125 KB (short
 * picture addresses `/img/{width}/{file}`, compact picture and menu-link props in the page
 * data), then under 100,000 bytes: the main menu in the page once (one list for the header's row
 * and the mobile dialog), header, footer and cards made by client components from compact data
 * instead of their markup in the page data, the hidden hero slides and the language popover
 * rendered once React runs (decision 009, second addendum). `npx tsx bench/pageParts.ts
 * --base-url …` shows where the bytes go.
 */
const MAX_HOME_HTML_BYTES = 100_000

async function html(request: APIRequestContext, path: string): Promise<string> {
  const response = await request.get(path)
  expect(response.status(), path).toBe(200)
  return response.text()
}

/** One address per page type, documents found through the pages' own links. */
async function pageTypes(request: APIRequestContext): Promise<[string, string][]> {
  const home = await html(request, '/en')
  const materials = await html(request, '/en/materials/')
  const found = (name: string, link: string | null): [string, string] => {
    if (!link) throw new Error(`no ${name} link found`)
    return [name, link]
  }
  return [
    ['home', '/en'],
    found('category', firstLink(home, /^\/en\/categories\/[^/]+\/$/)),
    found('product', firstLink(home, /^\/en\/products\/[^/?#]+$/)),
    ['section', '/en/products/'],
    found('material', firstLink(materials, /^\/en\/materials\/[^/?#]+$/)),
    ['stores', '/en/stores/'],
    ['search', '/en/search'],
    ['search results', '/en/search/results?q=sofa'],
    ['Chinese home', '/zh'],
  ]
}

test('the English home stays within its HTML bound', async ({ request }) => {
  const weight = weighPage(await html(request, '/en'))
  expect(weight.htmlBytes).toBeLessThanOrEqual(MAX_HOME_HTML_BYTES)
})

test('every page type has a meta description, small placeholders and a favicon that answers', async ({ request }) => {
  for (const [name, path] of await pageTypes(request)) {
    const weight = weighPage(await html(request, path))
    expect(weight.description?.trim().length ?? 0, `${name} ${path}: meta description`).toBeGreaterThan(20)
    expect(weight.largestInlineImage, `${name} ${path}: largest inline image`).toBeLessThanOrEqual(MAX_PLACEHOLDER_BYTES)
    expect(weight.icons.length, `${name} ${path}: icon links`).toBeGreaterThan(0)
    for (const icon of weight.icons) {
      const response = await request.get(icon)
      expect(response.status(), `${name}: ${icon}`).toBe(200)
      expect(response.headers()['content-type'], icon).toMatch(/^image\//)
    }
  }
  const favicon = await request.get('/favicon.ico')
  expect(favicon.status()).toBe(200)
  expect(favicon.headers()['content-type']).toMatch(/^image\//)
})

test('only the first hero slide loads eagerly; a phone and a desktop each fetch one crop', async ({ request }) => {
  const home = await html(request, '/en')
  const eager = [...home.matchAll(/<img\s[^>]*>/g)].map((match) => match[0]).filter((tag) => !/\sloading="lazy"/.test(tag))
  expect(eager).toHaveLength(1)
  const preloads = [...home.matchAll(/<link\s[^>]*rel="preload"[^>]*as="image"[^>]*>/g)].map((match) => match[0])
  expect(preloads.map((tag) => /\smedia="([^"]*)"/.exec(tag)?.[1])).toEqual(['not all and (max-width: 700px)', '(max-width: 700px)'])
})

test('the short picture addresses the pages write answer with an optimized image', async ({ request }) => {
  const home = await html(request, '/en')
  const sources = [...home.matchAll(/<img\s[^>]*\ssrc="([^"]+)"/g)].map((match) => match[1] ?? '')
  expect(sources.length).toBeGreaterThan(0)
  for (const source of sources.slice(0, 3)) {
    expect(source, 'a short address').toMatch(/^\/img\/\d+\/[\w.-]+$/)
    const response = await request.get(source, { headers: { accept: 'image/avif,image/webp,*/*' } })
    expect(response.status(), source).toBe(200)
    expect(response.headers()['content-type'], source).toBe('image/avif')
  }
  expect((await request.get('/img/641/none.jpg')).status(), 'a width the optimizer does not make').toBe(400)
})

/**
 * Before the first paint a page waits for its stylesheets (decision 011): every page type links
 * the same one, the site's (src/app/(site)/styles.css, next/font's faces in it), so a first visit
 * waits for one file and every later page finds it in the cache; the feature pages (the
 * configurator, the mixer, the trade area…) add the same second one (features.css). There were twelve.
 */
test('every page type links the same stylesheet, the feature pages one more, cached for good', async ({ request }) => {
  const stylesheets = async (path: string) => [...(await (await request.get(path)).text()).matchAll(/<link\s[^>]*rel="stylesheet"[^>]*>/g)].map((match) => /\shref="([^"]+)"/.exec(match[0])?.[1] ?? '')
  const home = await stylesheets('/en')
  expect(home).toHaveLength(1)
  // The not-found page answers 404, with the same stylesheets.
  const pages: [string, string][] = [...(await pageTypes(request)), ['sign-in', '/en/user/login'], ['not found', '/en/no-such-page']]
  for (const [name, path] of pages) expect(await stylesheets(path), `${name} ${path}`).toEqual(home)
  const configurator = await stylesheets('/en/products/astor-sofa/configure')
  expect(configurator).toHaveLength(2)
  expect(configurator.slice(0, 1)).toEqual(home)
  expect(await stylesheets('/en/materials-mixer')).toEqual(configurator)
  for (const href of configurator) {
    const response = await request.get(href)
    expect(response.status(), href).toBe(200)
    expect(response.headers()['cache-control'], href).toBe('public, max-age=31536000, immutable')
  }
})

/** A name in zod's build that its minifier keeps (an export's name): the schema library is in that script. */
const ZOD_MARK = '$ZodAsyncError'

/** The scripts a page fetched from the site, with their text. */
async function scriptsOf(page: Page, request: APIRequestContext, act: () => Promise<void>): Promise<{ url: string; text: string }[]> {
  const urls: string[] = []
  const listen = (sent: { resourceType: () => string; url: () => string }) => {
    if (sent.resourceType() === 'script' && sent.url().startsWith('http')) urls.push(sent.url())
  }
  page.on('request', listen)
  await act()
  page.off('request', listen)
  return Promise.all(urls.map(async (url) => ({ url, text: await (await request.get(url)).text() })))
}

/**
 * The forms' checks run in the browser before sending, with the server's schemas (zod, about
 * 90 KB compressed). They load with a form's first focus, not with the page: on the home and the
 * contact page, which carry the newsletter and the contact form, zod was the largest script after
 * the framework's, and its evaluation was counted in the first load's blocking time (decision 011).
 */
test('no public page loads the forms’ schema library; a form fetches it on first focus', async ({ page, request }) => {
  const pages: [string, string][] = [...(await pageTypes(request)), ['contacts', '/en/contacts'], ['sign-in', '/en/user/login']]
  for (const [name, path] of pages) {
    const scripts = await scriptsOf(page, request, async () => {
      await page.goto(path, { waitUntil: 'load' })
    })
    expect(scripts.length, `${name}: scripts`).toBeGreaterThan(0)
    expect(scripts.filter((script) => script.text.includes(ZOD_MARK)).map((script) => script.url), `${name} ${path}`).toEqual([])
  }
  await page.goto('/en', { waitUntil: 'load' })
  const later: string[] = []
  page.on('request', (sent) => {
    if (sent.resourceType() === 'script' && sent.url().startsWith('http')) later.push(sent.url())
  })
  const email = page.locator('section.newsletter').getByLabel('E-mail address')
  await waitForHydration(email)
  await email.focus()
  const fetchedZod = async () => {
    for (const url of later) if ((await (await request.get(url)).text()).includes(ZOD_MARK)) return true
    return false
  }
  await expect.poll(fetchedZod).toBe(true)
})
