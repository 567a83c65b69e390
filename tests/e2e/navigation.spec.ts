import { expect, test, type Locator, type Page } from '@playwright/test'

declare global {
  interface Window {
    __NAV_POLL_MS?: number
    __marker?: number
    __barStates?: string[]
  }
}

/** The visible header link to a path (the language menu and the closed mobile menu repeat some). */
function headerLink(page: Page, href: string): Locator {
  return page.getByRole('banner').locator(`a[href="${href}"]`).filter({ visible: true }).first()
}

test('builds/latest.json names the running build and is never cached', async ({ request }) => {
  const response = await request.get(`/builds/latest.json?t=${Date.now()}`)
  expect(response.status()).toBe(200)
  expect(response.headers()['content-type']).toContain('application/json')
  expect(response.headers()['cache-control']).toContain('no-store')
  const body: unknown = await response.json()
  expect(body).toEqual({ id: expect.stringMatching(/\S/) })
})

test('the loading bar runs during a client-side navigation, which is logged with a timestamp', async ({ page }) => {
  const log: string[] = []
  page.on('console', (message) => {
    if (message.text().startsWith('[navigation]')) log.push(message.text())
  })
  await page.goto('/en/search')
  // The first page is logged once the runtime has hydrated.
  await expect.poll(() => log.length).toBeGreaterThan(0)
  const bar = page.locator('.nav-progress')
  await expect(bar).toHaveAttribute('data-state', 'idle')
  await expect(bar).toHaveAttribute('aria-hidden', 'true')
  // Fixed and 3 px high: it never pushes the page down.
  await expect(bar).toHaveCSS('position', 'fixed')
  await expect(bar).toHaveCSS('height', '3px')

  // Record every state the bar passes through, however briefly, and mark this document.
  await page.evaluate(() => {
    const element = document.querySelector<HTMLElement>('.nav-progress')
    if (!element) throw new Error('no loading bar')
    window.__marker = 1
    window.__barStates = [element.dataset.state ?? '']
    new MutationObserver((records) => {
      // The value each change replaced: no state is missed, however quickly the next one follows.
      for (const record of records) window.__barStates?.push(record.oldValue ?? '')
    }).observe(element, { attributes: true, attributeFilter: ['data-state'], attributeOldValue: true })
  })

  await headerLink(page, '/en').click()
  await page.waitForURL(/\/en$/)
  await expect.poll(() => page.evaluate(() => window.__barStates)).toContain('loading')
  await expect(bar).toHaveAttribute('data-state', 'idle')
  // A client-side navigation: still the same document.
  expect(await page.evaluate(() => window.__marker)).toBe(1)
  await expect.poll(() => log.some((line) => /^\[navigation\] \d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z \/en\/search → \/en$/.test(line))).toBe(true)
})

test('a new build turns the next navigation into a full page load', async ({ page }) => {
  await page.addInitScript(() => {
    window.__NAV_POLL_MS = 300
  })
  let polls = 0
  await page.route('**/builds/latest.json*', async (route) => {
    polls += 1
    await route.fulfill({ status: 200, contentType: 'application/json', headers: { 'cache-control': 'no-store' }, body: JSON.stringify({ id: 'a-newer-build' }) })
  })
  await page.goto('/en/search')
  await expect(page.locator('html')).toHaveAttribute('data-update-available', 'true')
  expect(polls).toBeGreaterThan(0)

  await page.evaluate(() => {
    window.__marker = 1
  })
  let documentsLoaded = 0
  page.on('load', () => {
    documentsLoaded += 1
  })
  await headerLink(page, '/en').click()
  await page.waitForURL(/\/en$/)
  await expect.poll(() => documentsLoaded).toBe(1)
  expect(await page.evaluate(() => window.__marker)).toBeUndefined()
})

test('without a new build, navigation stays on the client', async ({ page }) => {
  await page.addInitScript(() => {
    window.__NAV_POLL_MS = 300
  })
  let polls = 0
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/builds/latest.json') polls += 1
  })
  await page.goto('/en/search')
  await expect.poll(() => polls).toBeGreaterThan(1)
  await expect(page.locator('html')).not.toHaveAttribute('data-update-available', 'true')
  await page.evaluate(() => {
    window.__marker = 1
  })
  await headerLink(page, '/en').click()
  await page.waitForURL(/\/en$/)
  expect(await page.evaluate(() => window.__marker)).toBe(1)
})
