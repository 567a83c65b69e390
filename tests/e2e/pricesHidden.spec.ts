import { expect, test } from '@playwright/test'
import { pdfText } from '../fixtures/pdfText'
import { editorHeaders, expectNoAxeViolations, screenshot, waitForHydration } from './helpers'

/**
 * Issue 20: a brand that hides its prices ('Hide prices' in the site settings) quotes no amount in
 * the sofa configurator ('Price on request' for the total, no option's difference, nothing on the
 * spec sheet), nor on the product page. It changes a site-wide setting, so it runs on the 'alone'
 * server (one worker, its own database) and puts the setting back however it ends.
 */

const configure = '/en/products/astor-sofa/configure'
const value = 'av-sof-001-236_upholstery.ple-01~cushions.tess-101~base.metalli-02_scatter'
const money = /[€£$]\s?\d|\d\s?(€|CHF)/

test('with prices hidden, the configurator, its spec sheet and the product page quote no amount', async ({ page, request }) => {
  test.setTimeout(120_000)
  const headers = await editorHeaders(request)
  const setHidePrices = async (hidePrices: boolean) => expect((await request.post('/api/globals/site-settings', { headers, data: { hidePrices } })).status()).toBe(200)
  await setHidePrices(true)
  try {
    // The setting shows through the page caches within moments (a publish revalidates them).
    await expect.poll(async () => (await (await request.get(`${configure}?c=${value}`)).text()).includes('Price on request'), { timeout: 20_000 }).toBe(true)

    await page.setViewportSize({ width: 1440, height: 900 })
    await page.goto(`${configure}?c=${value}`)
    const total = page.getByTestId('configurator-price')
    await expect(total).toHaveText('Price on request')
    const sofaBed = page.getByRole('checkbox', { name: /Sofa-bed mechanism/ })
    await waitForHydration(sofaBed)
    await sofaBed.check()
    await expect(page).toHaveURL(/sofa-bed/)
    await expect(total).toHaveText('Price on request')
    await expect(page.locator('main')).not.toContainText(money)
    await expectNoAxeViolations(page)
    await screenshot(page, 'configurator-hidden-prices-1440')

    const sheetLink = page.getByRole('link', { name: 'Download the spec sheet' })
    const sheet = await page.request.get((await sheetLink.getAttribute('href')) ?? '')
    expect(sheet.status()).toBe(200)
    const { text } = await pdfText(new Uint8Array(await sheet.body()))
    expect(text).toContain('Astor sofa')
    expect(text).toContain('Full-Grain Sand (PLE 01)')
    expect(text).not.toContain('Suggested retail price')
    expect(text).not.toMatch(money)

    await page.goto('/en/products/astor-sofa')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^Astor sofa/)
    await expect(page.locator('main')).not.toContainText(money)
  } finally {
    await setHidePrices(false)
  }
  await expect.poll(async () => (await (await request.get(configure)).text()).includes('€7,400'), { timeout: 20_000 }).toBe(true)
})
