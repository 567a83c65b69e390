import fs from 'node:fs'
import path from 'node:path'
import { expect, test } from '@playwright/test'
import { NOT_FOUND_PAGES_KEPT } from '../../src/lib/pageCache/pageCacheHandler.mjs'
import { expectNoAxeViolations } from './helpers'

/**
 * Spec §8: an unknown page answers 404 with 'Page Not Found: {path}' in the visitor's
 * language, a way home, and the site's header and footer. Spec §7: the label catalogue is
 * served as `/api/translations/{LANG}.json`.
 * Issue 15: the 404 page is written by the server (readable without JavaScript, with a
 * `<title>`). The 500/503 page is tested with the database taken away (databaseDown.spec.ts).
 */

const unknownPages = [
  {
    path: '/en/this-page-does-not-exist',
    htmlLang: 'en',
    home: '/en',
    title: 'Page not found',
    text: 'Page Not Found: /en/this-page-does-not-exist',
    backToHome: 'Back to home page',
  },
  {
    path: '/de/diese-seite-gibt-es-nicht',
    htmlLang: 'de-DE',
    home: '/de',
    title: 'Seite nicht gefunden',
    text: 'Seite nicht gefunden: /de/diese-seite-gibt-es-nicht',
    backToHome: 'Zurück zur Startseite',
  },
  {
    path: '/ru/несуществующая-страница',
    htmlLang: 'ru-RU',
    home: '/ru',
    title: 'Страница не найдена',
    text: 'Страница не найдена: /ru/несуществующая-страница',
    backToHome: 'Вернуться на главную',
  },
]

for (const unknown of unknownPages) {
  test(`an unknown page answers 404 in its language: ${unknown.path}`, async ({ page }) => {
    const logged: string[] = []
    page.on('console', (message) => logged.push(message.text()))
    const response = await page.goto(unknown.path)
    expect(response?.status()).toBe(404)
    const main = page.getByRole('main')
    await expect(main.getByRole('heading', { level: 1 })).toHaveText(unknown.title)
    // The path is shown as the visitor typed it, not percent-encoded.
    await expect(main).toContainText(unknown.text)
    await expect(main.getByRole('link', { name: unknown.backToHome })).toHaveAttribute('href', unknown.home)
    await expect(page.locator('html')).toHaveAttribute('lang', unknown.htmlLang)
    await expect(page.getByRole('banner')).toBeVisible()
    await expect(page.getByRole('contentinfo')).toBeVisible()
    await expect.poll(() => logged).toContain(`[404] ${unknown.path}`)
  })
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  const withoutScript = [
    { path: '/en/this-page-does-not-exist', home: '/en', title: 'Page not found', text: 'Page Not Found: /en/this-page-does-not-exist', backToHome: 'Back to home page' },
    { path: '/de/produkte/gibt-es-nicht', home: '/de', title: 'Seite nicht gefunden', text: 'Seite nicht gefunden: /de/produkte/gibt-es-nicht', backToHome: 'Zurück zur Startseite' },
  ]
  for (const unknown of withoutScript) {
    test(`the 404 page is written by the server: ${unknown.path}`, async ({ page }) => {
      const response = await page.goto(unknown.path)
      expect(response?.status()).toBe(404)
      await expect(page).toHaveTitle(`${unknown.title} | Atelier Vesta`)
      const main = page.getByRole('main')
      await expect(main.getByRole('heading', { level: 1 })).toHaveText(unknown.title)
      await expect(main).toContainText(unknown.text)
      await expect(main.getByRole('link', { name: unknown.backToHome })).toHaveAttribute('href', unknown.home)
      await expect(page.getByRole('banner')).toBeVisible()
      await expect(page.getByRole('contentinfo')).toBeVisible()
    })
  }

  test('a found page is written in place, not streamed behind a script', async ({ page }) => {
    expect((await page.goto('/en/products/astor-sofa'))?.status()).toBe(200)
    await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible()
    expect(await page.locator('main div[hidden]').count()).toBe(0)
  })
})

/** Every file of the production build's page cache (the server of this run uses the same build folder). */
function pageCacheFiles(): string[] {
  const dir = path.resolve(process.env.NEXT_DIST_DIR ?? '.next', 'server')
  return fs.readdirSync(dir, { recursive: true, encoding: 'utf8' })
}

test(`unknown paths do not grow the page cache on disk: their 404s stay in memory, ${NOT_FOUND_PAGES_KEPT} at most`, async ({ request }) => {
  const run = `crawl-${Date.now().toString(36)}`
  const paths = Array.from({ length: 40 }, (_, index) => [`/en/${run}-${index}`, `/de/produkte/${run}-${index}`, `/it/${run}/${index}/x`][index % 3] ?? '')
  for (const unknown of paths) {
    const answer = await request.get(unknown)
    expect(answer.status(), unknown).toBe(404)
    expect(await answer.text()).toContain(unknown.startsWith('/de') ? 'Seite nicht gefunden' : unknown.startsWith('/it') ? 'Pagina non trovata' : 'Page Not Found')
  }
  // Asked again: still the 404 page (now from memory, no render).
  expect((await request.get(paths[0] ?? '')).status()).toBe(404)
  expect(pageCacheFiles().filter((file) => file.includes(run))).toEqual([])
})

test('the way home from the 404 page leads to the language home', async ({ page }) => {
  await page.goto('/en/this-page-does-not-exist')
  await page.getByRole('main').getByRole('link', { name: 'Back to home page' }).click()
  await expect(page).toHaveURL(/\/en$/)
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).not.toHaveText('Page not found')
})

test('the 404 page is accessible', async ({ page }) => {
  await page.goto('/en/this-page-does-not-exist')
  await expect(page.getByRole('main')).toContainText('Page Not Found: /en/this-page-does-not-exist')
  await expectNoAxeViolations(page)
})

test('the label catalogue of a language is a flat map of texts, revalidated by ETag', async ({ request }) => {
  const response = await request.get('/api/translations/EN.json')
  expect(response.status()).toBe(200)
  expect(response.headers()['content-type']).toBe('application/json; charset=utf-8')
  expect(response.headers()['cache-control']).toBe('public, max-age=60, s-maxage=300, stale-while-revalidate=86400')
  const labels = (await response.json()) as Record<string, unknown>
  expect(Object.keys(labels).length).toBeGreaterThan(300)
  expect(Object.values(labels).filter((text) => typeof text !== 'string')).toEqual([])
  expect(labels['error.pageNotFoundPath']).toBe('Page Not Found: {path}')
  expect(labels['error.occurred']).toBe('An error has occurred:')

  const etag = response.headers()['etag']
  expect(etag).toMatch(/^(W\/)?"[^"]+"$/)
  const again = await request.get('/api/translations/EN.json', { headers: { 'If-None-Match': etag ?? '' } })
  expect(again.status()).toBe(304)
  expect(again.headers()['etag']).toBe(etag)
})

test('each language has its own catalogue, asked for in upper or lower case', async ({ request }) => {
  const upper = await request.get('/api/translations/DE.json')
  const lower = await request.get('/api/translations/de.json')
  expect(upper.status()).toBe(200)
  expect(lower.status()).toBe(200)
  const german = (await upper.json()) as Record<string, string>
  expect(german['error.pageNotFoundPath']).toBe('Seite nicht gefunden: {path}')
  expect(await lower.json()).toEqual(german)
  const chinese = (await (await request.get('/api/translations/ZH.json')).json()) as Record<string, string>
  expect(chinese['error.pageNotFoundPath']).toBe('未找到页面：{path}')
})

test('an unknown language has no catalogue', async ({ request }) => {
  const response = await request.get('/api/translations/XX.json')
  expect(response.status()).toBe(404)
  expect(((await response.json()) as { error: string }).error).toBe('not_found')
})

test('the site’s own API routes leave Payload’s REST API in place', async ({ request }) => {
  const response = await request.get('/api/globals/site-settings')
  expect(response.status()).toBe(200)
  expect(((await response.json()) as { siteName: string }).siteName).toBe('Atelier Vesta')
})
