import { expect, test } from '@playwright/test'
import { rateBudgets } from '../../src/domain/limits'
import { expectNoAxeViolations, screenshot } from './helpers'

for (const width of [390, 1440]) {
  test(`the search page and its results are accessible at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 })
    await page.goto('/de/search')
    await expectNoAxeViolations(page)
    await screenshot(page, `search-form-${width}`)
    await page.goto('/en/search/results?q=sofa')
    await expect(page.getByRole('heading', { level: 2, name: /Products/ })).toBeVisible()
    await expect(page.locator('.search-hit mark').first()).toHaveText(/sofa/i)
    await expectNoAxeViolations(page)
    await screenshot(page, `search-results-${width}`)
  })
}

test('suggestions as you type: arrows choose one, Enter opens it', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 })
  await page.goto('/en/search')
  const box = page.getByRole('combobox', { name: 'Search the site' })
  await box.pressSequentially('astor so', { delay: 40 })
  const list = page.getByRole('listbox', { name: 'Suggestions' })
  await expect(list.getByRole('option').first()).toContainText('Astor')
  await expectNoAxeViolations(page)
  await screenshot(page, 'search-combobox-1440')
  await box.press('ArrowDown')
  await expect(box).toHaveAttribute('aria-activedescendant', /option-0/)
  await expect(list.getByRole('option').first()).toHaveAttribute('aria-selected', 'true')
  await box.press('Enter')
  await expect(page).toHaveURL(/\/en\/products\/astor/)
})

test('a typo still finds the product; a code puts it first; Chinese without spaces', async ({ page }) => {
  await page.goto('/en/search/results?q=armchiar')
  await expect(page.locator('#results-products + ul li').first()).toContainText(/armchair/i)

  await page.goto('/it/search/results?q=ple04')
  await expect(page.locator('.search-hit').first()).toContainText('PLE 04')

  await page.goto('/en/search/results?q=AV-SOF-001')
  await expect(page.locator('.search-hit').first()).toContainText('Astor sofa')

  await page.goto('/zh/search/results?q=科莫湖畔别墅')
  await expect(page.locator('#results-projects + ul li').first()).toContainText('科莫湖畔别墅')
})

test('bad input never errors: empty, symbols, injected syntax, too long, paging past the end', async ({ page, request }) => {
  for (const q of ['', '***', "'; DROP TABLE products; --", '<script>alert(1)</script>']) {
    const response = await page.goto(`/en/search/results?q=${encodeURIComponent(q)}`)
    expect(response?.status()).toBe(200)
  }
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Results for “<script>alert(1)</script>”')

  await page.goto(`/en/search/results?q=${'sofa '.repeat(60)}`)
  await expect(page.getByText('Your search was limited to the first 200 characters.')).toBeVisible()

  await page.goto('/en/search/results?q=sofa&type=products&page=999')
  await expect(page.locator('.search-hit').first()).toBeVisible()

  await page.goto('/en/search/results?q=qwxzy')
  await expect(page.getByText('No results for “qwxzy”.')).toBeVisible()

  const suggest = await request.get('/api/search/suggest?lang=en&q=%22%29%28*')
  expect(await suggest.json()).toEqual({ items: [] })
})

test('the suggestion API is rate-limited per address', async ({ request }) => {
  // Sent through the trusted proxy (TRUSTED_PROXIES in tests/e2e/environment.mjs): this visitor's own count.
  const headers = { 'X-Forwarded-For': '198.51.100.77' }
  const { points, durationSeconds } = rateBudgets.searchSuggest
  // The German index is built by the first German request (well under a second on a quiet
  // machine, many seconds on a loaded one): built first, from another address, so that the
  // 40 requests below all fall inside one budget window.
  expect((await request.get('/api/search/suggest?lang=de&q=tisch', { headers: { 'X-Forwarded-For': '198.51.100.78' } })).status()).toBe(200)
  // 40 at once: the budget passes, the rest are refused with a message and the seconds to wait.
  const responses = await Promise.all(Array.from({ length: 40 }, () => request.get('/api/search/suggest?lang=de&q=sofa', { headers })))
  const statuses = responses.map((response) => response.status())
  expect(statuses.filter((status) => status === 200)).toHaveLength(points)
  const limited = responses.find((response) => response.status() === 429)
  const retryAfter = Number(limited?.headers()['retry-after'])
  expect(retryAfter).toBeGreaterThanOrEqual(1)
  expect(retryAfter).toBeLessThanOrEqual(durationSeconds)
  expect(((await limited?.json()) as { message?: string } | undefined)?.message).toBe('Zu viele Suchanfragen in kurzer Zeit. Bitte versuchen Sie es in ein paar Sekunden erneut.')
})

for (const width of [390, 1440]) {
  test(`the header searches from any page: a typo, a suggestion chosen with the keyboard (${width} px)`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 })
    await page.goto('/en/products/')
    const banner = page.getByRole('banner')
    // The tool comes before its panel, whose submit button is also called "Search".
    const tool = banner.getByRole('button', { name: 'Search' }).first()
    await tool.click()
    await expect(tool).toHaveAttribute('aria-expanded', 'true')
    const box = banner.getByRole('combobox', { name: 'Search the site' })
    await expect(box).toBeFocused()
    await box.pressSequentially('armchiar', { delay: 40 })
    const first = banner.getByRole('listbox', { name: 'Suggestions' }).getByRole('option').first()
    await expect(first).toContainText(/armchair/i)
    await expectNoAxeViolations(page)
    await screenshot(page, `header-search-${width}`)
    // Escape closes the suggestions first, then the panel, and focus returns to the tool.
    await box.press('Escape')
    await expect(box).toBeVisible()
    await box.press('Escape')
    await expect(box).toBeHidden()
    await expect(tool).toBeFocused()
    // Open again, choose the first suggestion with the arrow keys, land on it.
    await tool.press('Enter')
    await banner.getByRole('combobox', { name: 'Search the site' }).pressSequentially('armchiar', { delay: 40 })
    const option = banner.getByRole('listbox', { name: 'Suggestions' }).getByRole('option').first()
    const title = ((await option.locator('.search-combobox__title').textContent()) ?? '').trim()
    await page.keyboard.press('ArrowDown')
    await page.keyboard.press('Enter')
    await expect(page.locator('h1')).toHaveText(title)
    await expect(banner.getByRole('combobox')).toHaveCount(0)
  })
}

test('without JavaScript the header search is a link to the search page', async ({ browser, baseURL }) => {
  const context = await browser.newContext({ javaScriptEnabled: false, baseURL })
  const page = await context.newPage()
  await page.goto('/de/produkte/')
  await expect(page.getByRole('banner').getByRole('link', { name: 'Suche' }).first()).toHaveAttribute('href', '/de/search')
  await context.close()
})
