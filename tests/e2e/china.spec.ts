import { expect, test, type APIRequestContext } from '@playwright/test'
import { editorHeaders } from './helpers'

async function setChinaVariant(request: APIRequestContext, on: boolean): Promise<void> {
  const response = await request.post('/api/globals/site-settings', { headers: await editorHeaders(request), data: { chinaVariant: on } })
  expect(response.status()).toBe(200)
}

test.describe('China variant (site setting)', () => {
  test.afterEach(async ({ request }) => {
    await setChinaVariant(request, false)
  })

  test('serves its own home, maps "-china" to it, ships no map code, and everything else works', async ({ page, request }) => {
    await setChinaVariant(request, true)
    await expect.poll(async () => (await request.get('/en')).text(), { timeout: 30_000 }).toContain('Our Shanghai flagship')
    const redirect = await request.get('/en/-china', { maxRedirects: 0 })
    expect(redirect.status()).toBe(308)
    expect(redirect.headers().location).toMatch(/\/en$/)

    const scripts: string[] = []
    page.on('response', (response) => {
      if (response.request().resourceType() === 'script') scripts.push(response.url())
    })
    await page.goto('/en')
    await expect(page.getByText('Our Shanghai flagship').first()).toBeVisible()
    const html = await page.content()
    expect(html.toLowerCase()).not.toMatch(/maplibre|maps\.googleapis|api\.mapbox/)
    expect(scripts.filter((url) => /maplibre|mapbox|googleapis/i.test(url))).toEqual([])
    for (const path of ['/en/products/', '/en/stores/', '/en/search']) expect((await request.get(path)).status(), path).toBe(200)

    await setChinaVariant(request, false)
    await expect.poll(async () => (await request.get('/en')).text(), { timeout: 30_000 }).not.toContain('Our Shanghai flagship')
  })
})
