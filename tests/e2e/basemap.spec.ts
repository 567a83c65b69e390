import fs from 'node:fs'
import path from 'node:path'
import { expect, test, type APIRequestContext, type Page } from '@playwright/test'
import { testBasemap } from '../fixtures/pmtiles'
import { e2eDirectory } from './environment.mjs'
import { editorHeaders, expectNoAxeViolations, screenshot } from './helpers'

/** What the tests ask of the map (MapLibre's instance, which the map puts on its element for them). */
interface RenderedMap {
  getZoom(): number
  getLayer(id: string): unknown
  queryRenderedFeatures(options: { layers: string[] }): { properties: Record<string, unknown> }[]
}

const locator = '/en/stores/'
const tilesName = 'e2e-basemap.pmtiles'

/** The features the map has drawn on these layers (their first property named `key`), or null before the map is there. */
async function drawn(page: Page, layers: string[], key = 'name'): Promise<string[] | null> {
  return page.evaluate(
    ({ layers, key }) => {
      const map = document.querySelector<HTMLElement & { maplibreMap?: RenderedMap }>('.maplibregl-map')?.maplibreMap
      if (!map) return null
      const present = layers.filter((layer) => map.getLayer(layer) !== undefined)
      return map.queryRenderedFeatures({ layers: present }).map((feature) => {
        const value = feature.properties[key]
        return typeof value === 'string' ? value : ''
      })
    },
    { layers, key },
  )
}

async function mapZoom(page: Page): Promise<number> {
  return page.evaluate(() => document.querySelector<HTMLElement & { maplibreMap?: RenderedMap }>('.maplibregl-map')?.maplibreMap?.getZoom() ?? -1)
}

/** Search a place, choose the first suggestion, then zoom in with the map's button to city zoom. */
async function searchAndZoom(page: Page, text: string, zoom: number): Promise<void> {
  await page.locator('.locator__map').scrollIntoViewIfNeeded()
  await expect.poll(() => mapZoom(page), { timeout: 90_000 }).toBeGreaterThanOrEqual(0)
  const box = page.getByRole('combobox', { name: 'Search by address, city or postcode' })
  await box.fill(text)
  // The city, not a store named after it (a store is shown at street zoom at once).
  await page.getByRole('option').filter({ hasNotText: 'Atelier Vesta' }).first().click()
  await expect.poll(() => mapZoom(page), { timeout: 15_000 }).toBeGreaterThanOrEqual(9.9)
  while ((await mapZoom(page)) < zoom - 0.1) {
    const before = await mapZoom(page)
    await page.getByRole('button', { name: 'Zoom in' }).click()
    await expect.poll(() => mapZoom(page)).toBeGreaterThanOrEqual(before + 0.9)
  }
}

async function setTilesFile(request: APIRequestContext, tilesFile: string): Promise<void> {
  const headers = await editorHeaders(request)
  const settings = (await (await request.get('/api/globals/site-settings?depth=0', { headers })).json()) as { map: Record<string, unknown> }
  const response = await request.post('/api/globals/site-settings', { headers, data: { map: { ...settings.map, tilesFile } } })
  expect(response.status()).toBe(200)
}

test.describe('store locator basemap', () => {
  test.describe.configure({ mode: 'serial' })
  // The map, its data and a whole-page axe run on a shared machine.
  test.setTimeout(180_000)

  for (const [width, height] of [
    [1440, 900],
    [390, 844],
  ] as const) {
    test(`offline basemap at ${width} px: 'Milano' at zoom 12 shows place names, the stores' addresses and the detailed outline`, async ({ page }) => {
      await page.setViewportSize({ width, height })
      const detail: number[] = []
      page.on('response', (response) => {
        if (response.url().includes('/api/geo/basemap/')) detail.push(response.status())
      })
      await page.goto(locator)
      await searchAndZoom(page, 'Milano', 12)
      // Place names from the gazetteer, drawn with the browser's font.
      await expect.poll(async () => (await drawn(page, ['city-label'])) ?? [], { timeout: 30_000 }).toContain('Milan')
      // The stores' own names and streets beside their points.
      await expect.poll(async () => ((await drawn(page, ['store-label'], 'label')) ?? []).join('\n'), { timeout: 15_000 }).toContain('Atelier Vesta Milano Flagship')
      // The 1:10m land, fetched as data once zoomed in: never an empty box.
      await expect.poll(async () => ((await drawn(page, ['land-detail'])) ?? []).length, { timeout: 30_000 }).toBeGreaterThan(0)
      expect(detail).toEqual([200])
      await page.waitForTimeout(500)
      await screenshot(page, `basemap-offline-milano-${width}`)
      await expectNoAxeViolations(page)
    })
  }

  test('offline basemap: München on the German page, names in Russian on the Russian page', async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 })
    await page.goto('/de/stores/')
    await page.locator('.locator__map').scrollIntoViewIfNeeded()
    await expect.poll(() => mapZoom(page), { timeout: 90_000 }).toBeGreaterThanOrEqual(0)
    const box = page.getByRole('combobox')
    await box.fill('München')
    await page.getByRole('option').filter({ hasNotText: 'Atelier Vesta' }).first().click()
    await expect.poll(() => mapZoom(page), { timeout: 15_000 }).toBeGreaterThanOrEqual(9.9)
    await expect.poll(async () => (await drawn(page, ['city-label'])) ?? [], { timeout: 30_000 }).toContain('München')
    expect(((await drawn(page, ['city-label'])) ?? []).length).toBeGreaterThan(3)
    await screenshot(page, 'basemap-offline-muenchen-1440')
    await page.goto('/ru/stores/?near=Milano&at=45.46427%2C9.18951')
    await page.locator('.locator__map').scrollIntoViewIfNeeded()
    await expect.poll(async () => (await drawn(page, ['city-label'])) ?? [], { timeout: 30_000 }).toContain('Милан')
  })

  test('a self-hosted PMTiles basemap: tiles read through the tiles route with range requests, drawn with the Protomaps style', async ({ page, request }) => {
    const folder = path.join(e2eDirectory, 'media', 'tiles')
    fs.mkdirSync(folder, { recursive: true })
    fs.writeFileSync(path.join(folder, tilesName), testBasemap())
    try {
      await setTilesFile(request, tilesName)
      await expect.poll(async () => (await request.get(locator)).text(), { timeout: 30_000 }).toContain(`/api/tiles/${tilesName}?v=`)
      const tileResponses: { status: number; range: string | null; contentRange: string | null }[] = []
      page.on('response', (response) => {
        if (response.url().includes('/api/tiles/')) tileResponses.push({ status: response.status(), range: response.request().headers().range ?? null, contentRange: response.headers()['content-range'] ?? null })
      })
      await page.setViewportSize({ width: 1440, height: 900 })
      await page.goto(locator)
      await searchAndZoom(page, 'Milano', 11)
      // The archive's earth polygon and its one place, drawn by the Protomaps style's layers.
      await expect.poll(async () => ((await drawn(page, ['earth'], 'kind')) ?? []).length, { timeout: 30_000 }).toBeGreaterThan(0)
      await expect.poll(async () => (await drawn(page, ['places_locality'], 'name')) ?? [], { timeout: 15_000 }).toContain('Sesto San Giovanni')
      expect(tileResponses.length).toBeGreaterThan(0)
      for (const response of tileResponses) {
        expect(response.status).toBe(206)
        expect(response.range).toMatch(/^bytes=\d+-\d+$/)
        expect(response.contentRange).toMatch(/^bytes \d+-\d+\/\d+$/)
      }
      // The data's attribution, in a compact control.
      await expect(page.locator('.maplibregl-ctrl-attrib')).toBeAttached()
      await screenshot(page, 'basemap-pmtiles-milano-1440')
      await expectNoAxeViolations(page)
    } finally {
      await setTilesFile(request, '')
      fs.rmSync(path.join(folder, tilesName), { force: true })
    }
    await expect.poll(async () => (await request.get(locator)).text(), { timeout: 30_000 }).not.toContain('/api/tiles/')
  })
})
