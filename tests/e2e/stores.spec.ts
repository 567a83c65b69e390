import fs from 'node:fs'
import path from 'node:path'
import { expect, test, type APIRequestContext, type Page } from '@playwright/test'
import { editorHeaders, expectNoAxeViolations, holdScripts, screenshot, waitForHydration } from './helpers'

declare global {
  interface Window {
    /** Sum of the page's layout-shift entries without recent input (the phone test's CLS). */
    layoutShiftSum?: number
  }
}

const locator = '/en/stores/'
const list = (page: Page) => page.locator('.locator__list > li')
const firstStoreName = (page: Page) => list(page).first().locator('h3')

async function searchPlace(page: Page, text: string): Promise<void> {
  const box = page.getByRole('combobox', { name: 'Search by address, city or postcode' })
  await box.fill(text)
  await expect(page.getByRole('option').first()).toBeVisible()
  await box.press('ArrowDown')
  await box.press('Enter')
}

async function setChinaVariant(request: APIRequestContext, on: boolean): Promise<void> {
  const response = await request.post('/api/globals/site-settings', { headers: await editorHeaders(request), data: { chinaVariant: on } })
  expect(response.status()).toBe(200)
}

test.describe('store locator', () => {
  // Saving the setting expires cached pages and settings, so a page cached by an earlier run with the China variant on is not served.
  test.beforeAll(async ({ request }) => {
    await setChinaVariant(request, false)
    await expect.poll(async () => (await request.get(locator)).text(), { timeout: 30_000 }).toContain('locator--with-map')
  })

  test('search "Paris" puts the Paris store first, in kilometres, in miles for the US market; map loads; keyboard list; axe clean', async ({ page, request, context, baseURL }) => {
    // Two searches, a shared page, the map's first load and an axe run: 50–60 s on two busy cores
    // (a fresh-clone run timed out in the closing axe check, every step before it passed).
    test.slow()
    const html = await (await request.get(locator)).text()
    expect(html).toContain('Danks Street Design Co.') // the whole list is in the HTML, for visitors without JavaScript
    await page.setViewportSize({ width: 1440, height: 900 })
    // An English reader (the browser says en-US) of the European market: kilometres.
    await page.goto(locator)
    await searchPlace(page, 'Paris')
    await expect(list(page).first()).toContainText(/km away/)
    // The place searched is in the address: opened elsewhere, the same list, nearest first.
    // (The first suggestion for 'Paris' is the Paris store itself: then the store is chosen too.)
    await expect(page).toHaveURL(/\/en\/stores\/\?near=[^&]*Paris[^&]*&at=48\.\d+%2C2\.\d+(&store=\d+)?$/)
    const shared = await context.newPage()
    await shared.goto(page.url())
    await expect(shared.getByRole('heading', { name: 'Nearest stores' })).toBeVisible()
    await expect(firstStoreName(shared)).toHaveText('Atelier Vesta Paris Saint-Germain')
    // Choosing a store puts it in the address too.
    const before = shared.url()
    await list(shared).nth(1).getByRole('button', { name: /Store details/ }).click()
    await expect(shared).toHaveURL(/&store=\d+$/)
    expect(shared.url()).not.toBe(before)
    await shared.close()
    // The same reader once the US market is chosen: miles.
    await context.addCookies([{ name: 'vesta-market', value: 'us', url: baseURL ?? '' }])
    await page.goto(locator)
    // The map's code loads on the map's first view (below the page intro here).
    await page.locator('.locator__map').scrollIntoViewIfNeeded()
    await expect(page.locator('.maplibregl-canvas')).toBeVisible()
    await searchPlace(page, 'Paris')
    await expect(firstStoreName(page)).toHaveText('Atelier Vesta Paris Saint-Germain')
    await expect(list(page).first()).toContainText(/mi away/)
    // Every matching store stays listed (nearest first) until the visitor asks for only those on the map.
    const count = page.locator('.locator__count')
    await expect(count).toHaveText(/^30 /)
    const inView = page.getByRole('switch', { name: 'Only stores shown on the map' })
    await inView.check()
    await expect(count).not.toHaveText(/^30 /)
    await inView.uncheck()
    await expect(count).toHaveText(/^30 /)
    // Choosing a store opens its details; the list's toggle works by keyboard.
    const directions = list(page).first().getByRole('link', { name: /Directions/ })
    const details = list(page).first().getByRole('button', { name: /Store details/ })
    await expect(directions).toBeVisible()
    await details.press('Enter')
    await expect(details).toHaveAttribute('aria-expanded', 'false')
    await expect(directions).toBeHidden()
    await details.press('Enter')
    await expect(directions).toBeVisible()
    await expectNoAxeViolations(page)
    await screenshot(page, 'stores-locator-1440')
  })

  test('the map speaks the page’s language: its two-finger hint, its zoom buttons and its name (de)', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 })
    await page.goto('/de/stores/')
    await page.locator('.locator__map').scrollIntoViewIfNeeded()
    await expect(page.locator('.maplibregl-canvas')).toBeVisible()
    await expect(page.locator('.maplibregl-mobile-message')).toHaveText('Verschieben Sie die Karte mit zwei Fingern')
    await expect(page.locator('.maplibregl-desktop-message')).toHaveText(/^Zum Zoomen der Karte (Strg|⌘) \+ (Mausrad|Scrollen) verwenden$/)
    await expect(page.getByRole('button', { name: 'Vergrößern' })).toBeVisible()
    await expect(page.getByRole('button', { name: 'Verkleinern' })).toBeVisible()
    await expect(page.locator('.maplibregl-canvas')).toHaveAttribute('aria-label', 'Händlerkarte')
  })

  test('a place typed before the page’s script ran still gets its suggestions (a slow phone’s first try)', async ({ page }) => {
    // The page's scripts are held back: the search box is on screen, React has not taken it over.
    const release = await holdScripts(page)
    await page.goto(locator, { waitUntil: 'commit' })
    const box = page.getByRole('combobox', { name: 'Search by address, city or postcode' })
    await expect(box).toBeVisible()
    await box.fill('Milano')
    release()
    await expect(page.getByRole('option').first()).toBeVisible()
    await expect(box).toHaveValue('Milano')
    await page.unrouteAll({ behavior: 'ignoreErrors' })
  })

  test('native names and nonsense: a city is found under any of its names and shown under the page language’s; gibberish gives the no-result message', async ({ page, request }) => {
    const cityName = async (query: string, lang: string) => {
      const places = (await (await request.get(`/api/geo/places?${new URLSearchParams({ q: query, lang })}`)).json()) as { places: { label: string; kind: string }[] }
      return places.places.find((place) => place.kind === 'city')?.label
    }
    expect(await cityName('Milano', 'it')).toBe('Milano')
    expect(await cityName('Milano', 'en')).toBe('Milan')
    expect(await cityName('Milan', 'ru')).toBe('Милан')
    expect(await cityName('Munich', 'de')).toBe('München')
    expect(await cityName('München', 'it')).toBe('Monaco di Baviera')
    expect(await cityName('Munich', 'fr')).toBe('Munich')
    expect((await request.get('/api/geo/places?q=%00%FF&lang=xx')).status()).toBe(200)
    await page.setViewportSize({ width: 390, height: 844 })
    await page.goto(locator)
    await page.getByRole('combobox').fill('xqzvwq')
    await expect(page.getByText('No stores found in this area.').first()).toBeVisible()
    await screenshot(page, 'stores-locator-390')
    await page.getByRole('combobox').fill('')
    await page.locator('.locator__map').scrollIntoViewIfNeeded()
    await expect(page.locator('.maplibregl-canvas')).toBeVisible()
    await screenshot(page, 'stores-locator-map-390')
  })

  test('phone, 390 px: nothing moves while the page and the map load; the map code waits for the loaded page', async ({ page, request }) => {
    // Layout shifts the page reports (those right after an input do not count, as in CLS), summed on window.
    await page.addInitScript(() => {
      window.layoutShiftSum = 0
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) {
          if (!('value' in entry) || typeof entry.value !== 'number' || ('hadRecentInput' in entry && entry.hadRecentInput === true)) continue
          window.layoutShiftSum = (window.layoutShiftSum ?? 0) + entry.value
        }
      }).observe({ type: 'layout-shift', buffered: true })
    })
    const scripts: string[] = []
    page.on('request', (sent) => {
      // MapLibre's worker is a blob: script: only the files the server sent are read back.
      if (sent.resourceType() === 'script' && sent.url().startsWith('http')) scripts.push(sent.url())
    })
    await page.setViewportSize({ width: 390, height: 844 })
    await page.goto(locator)
    // The map box's place in the page (not in the viewport, which scrolls), before and after the map arrives.
    const mapBox = page.locator('.locator__map')
    const place = () => mapBox.evaluate((box) => {
      const rect = box.getBoundingClientRect()
      return { top: rect.top + window.scrollY, left: rect.left, width: rect.width, height: rect.height }
    })
    const before = await place()
    expect(before.height).toBeGreaterThan(200)
    await mapBox.scrollIntoViewIfNeeded()
    await expect(page.locator('.maplibregl-canvas')).toBeVisible()
    expect(await place()).toEqual(before)
    await expect(list(page).first()).toBeVisible()
    // Zero as Lighthouse reports it (three decimals): on a loaded machine a sub-pixel move of 0.00008 was seen once.
    expect(await page.evaluate(() => window.layoutShiftSum)).toBeLessThan(0.0005)

    // The map's chunk is the script holding MapLibre; it was asked for only after the load event.
    const bodies = await Promise.all(scripts.map(async (url) => ({ url, text: await (await request.get(url)).text() })))
    const mapScripts = bodies.filter((body) => body.text.includes('maplibregl')).map((body) => body.url)
    expect(mapScripts.length).toBeGreaterThan(0)
    const timing = await page.evaluate((urls) => {
      const [navigation] = performance.getEntriesByType('navigation')
      const loadEnd = navigation && 'loadEventEnd' in navigation && typeof navigation.loadEventEnd === 'number' ? navigation.loadEventEnd : Number.NaN
      const starts = performance.getEntriesByType('resource').filter((entry) => urls.includes(entry.name)).map((entry) => entry.startTime)
      return { loadEnd, firstMapScript: Math.min(...starts) }
    }, mapScripts)
    expect(timing.loadEnd).toBeGreaterThan(0)
    expect(timing.firstMapScript).toBeGreaterThanOrEqual(timing.loadEnd)
  })

  test.describe('position granted', () => {
    test.use({ permissions: ['geolocation'], geolocation: { latitude: 45.46, longitude: 9.19 } })
    test('sorts by distance from the visitor', async ({ page }) => {
      await page.goto(locator)
      // A click before the locator has hydrated would be lost (seen once on a busy machine: the list stayed in its first order).
      const usePosition = page.getByRole('button', { name: 'Use my position' })
      await waitForHydration(usePosition)
      await usePosition.click()
      await expect(firstStoreName(page)).toHaveText('Atelier Vesta Milano Flagship')
    })
  })

  test.describe('position refused', () => {
    test.use({ permissions: [] })
    test('shows the message', async ({ page }) => {
      await page.goto(locator)
      // A click before the locator has hydrated would be lost (seen once on a busy machine: the list stayed in its first order).
      const usePosition = page.getByRole('button', { name: 'Use my position' })
      await waitForHydration(usePosition)
      await usePosition.click()
      await expect(page.getByRole('alert').filter({ hasText: 'Your position could not be identified' })).toBeVisible()
    })
  })

  test('an appointment request is refused without consent, then stored, answered by e-mail and found in the CMS', async ({ page, request }) => {
    const email = `visitor-${Date.now()}@example.com`
    await page.setViewportSize({ width: 1440, height: 900 })
    await page.goto(locator)
    await page.getByRole('link', { name: 'Atelier Vesta Milano Flagship' }).click()
    await expect(page.getByRole('heading', { name: 'Request an appointment or information' })).toBeVisible()
    // An empty form is refused in the browser (nothing is sent): a summary takes the focus, each line a link to its field.
    const posts: string[] = []
    page.on('request', (sent) => {
      if (sent.url().includes('/api/forms/store-request')) posts.push(sent.url())
    })
    await waitForHydration(page.getByRole('button', { name: 'Send' }))
    await page.getByRole('button', { name: 'Send' }).click()
    const summary = page.locator('.ctl-summary')
    await expect(summary).toBeFocused()
    await expect(summary.getByRole('link')).toHaveText([
      'First name: This field is required.',
      'E-mail address: This field is required.',
      'Preferred date: This field is required.',
      'Personal data processing: You must accept to continue.',
    ])
    expect(posts).toEqual([])
    await screenshot(page, 'stores-request-errors-1440')
    await summary.getByRole('link', { name: /^E-mail address/ }).click()
    await expect(page.getByLabel('E-mail address')).toBeFocused()
    await page.getByLabel('First name').fill('Giulia Rossi')
    await page.getByLabel('E-mail address').fill(email)
    await page.getByLabel('Phone', { exact: false }).last().fill('02 12 345')
    await page.getByLabel('Preferred date').fill('2030-01-15')
    await page.getByLabel('Message').fill('I would like to see the Arno sofa.')
    await page.getByRole('button', { name: 'Send' }).click()
    await expect(summary).toBeFocused()
    await expect(summary.getByRole('link')).toHaveText(['Personal data processing: You must accept to continue.'])
    await expect(page.getByLabel(/privacy policy/)).toHaveAccessibleDescription('You must accept to continue.')
    expect(posts).toEqual([])
    await expect(page.getByLabel('First name')).toHaveValue('Giulia Rossi')
    await expectNoAxeViolations(page)
    // The consent text links to the privacy policy in the visitor's language, in a new window (the form keeps its input).
    const policy = page.getByRole('link', { name: /^privacy policy/ })
    await expect(policy).toHaveAttribute('href', '/en/privacy-policy')
    await expect(policy).toHaveAttribute('target', '_blank')
    await page.getByLabel(/privacy policy/).check()
    await page.getByRole('button', { name: 'Send' }).click()
    await expect(page.getByText('Thank you for contacting us! We will respond as soon as possible.')).toBeVisible()
    await screenshot(page, 'stores-request-sent-1440')

    const found = await request.get(`/api/store-requests?where[email][equals]=${encodeURIComponent(email)}&depth=0`, { headers: await editorHeaders(request) })
    expect(found.status()).toBe(200)
    const body = (await found.json()) as { docs: { name: string; kind: string; status: string }[] }
    expect(body.docs).toEqual([expect.objectContaining({ name: 'Giulia Rossi', kind: 'appointment', status: 'new' })])
    expect((await request.get('/api/store-requests')).status()).toBe(403)
    const outbox = path.resolve('data/e2e/outbox')
    const mails = fs.readdirSync(outbox).map((file) => fs.readFileSync(path.join(outbox, file), 'utf8'))
    expect(mails.filter((mail) => mail.includes(email))).toHaveLength(2)
  })

  test('China variant: no map code, search and distance sorting still work', async ({ page, request }) => {
    await setChinaVariant(request, true)
    try {
      await expect.poll(async () => (await request.get(locator)).text(), { timeout: 30_000 }).not.toContain('locator--with-map')
      const scripts: string[] = []
      page.on('response', (response) => {
        if (response.request().resourceType() === 'script') scripts.push(response.url())
      })
      await page.goto(locator)
      await searchPlace(page, 'Paris')
      await expect(firstStoreName(page)).toHaveText('Atelier Vesta Paris Saint-Germain')
      expect((await page.content()).toLowerCase()).not.toContain('maplibre')
      const bodies = await Promise.all(scripts.map(async (url) => (await request.get(url)).text()))
      expect(bodies.filter((text) => text.includes('maplibregl'))).toEqual([])
      await expect(page.locator('canvas')).toHaveCount(0)
    } finally {
      await setChinaVariant(request, false)
    }
  })
})
