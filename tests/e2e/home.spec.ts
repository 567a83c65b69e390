import { expect, test } from '@playwright/test'
import { expectNoAxeViolations, productByCode, screenshot } from './helpers'

const languages = [
  { code: 'it', path: '/', htmlLang: 'it-IT' },
  { code: 'en', path: '/en', htmlLang: 'en' },
  { code: 'de', path: '/de', htmlLang: 'de-DE' },
  { code: 'es', path: '/es', htmlLang: 'es-ES' },
  { code: 'fr', path: '/fr', htmlLang: 'fr-FR' },
  { code: 'ru', path: '/ru', htmlLang: 'ru-RU' },
  { code: 'zh', path: '/zh', htmlLang: 'zh-CN' },
]

for (const language of languages) {
  test(`home renders in ${language.code} with its own content`, async ({ page, request }) => {
    const product = await productByCode(request, 'AV-SOF-001', language.code)
    const response = await page.goto(language.path)
    expect(response?.status()).toBe(200)
    await expect(page.locator('html')).toHaveAttribute('lang', language.htmlLang)
    await expect(page.getByRole('banner')).toContainText('Atelier Vesta')
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    await expect(page.getByRole('main')).toContainText(product.name)
    await expect(page.getByRole('contentinfo')).toBeVisible()
    // Images are served optimised and are really there.
    const image = page.locator('main img').first()
    await expect(image).toBeVisible()
    expect(await image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0)
  })
}

test('the Italian home is served at / and the Italian home content differs from English', async ({ page, request }) => {
  const italian = await productByCode(request, 'AV-SOF-001', 'it')
  const english = await productByCode(request, 'AV-SOF-001', 'en')
  expect(italian.name).not.toBe(english.name)
  await page.goto('/')
  await expect(page.getByRole('main')).toContainText(italian.name)
})

for (const viewport of [
  { name: 'mobile', width: 390, height: 844 },
  { name: 'desktop', width: 1440, height: 900 },
]) {
  test(`home is accessible at ${viewport.name} width`, async ({ page }) => {
    await page.setViewportSize({ width: viewport.width, height: viewport.height })
    await page.goto('/en')
    await page.waitForLoadState('load')
    // The slider shows its phone picture on narrow screens and hides the wide one (and back).
    await expect(page.locator('main img:visible').first()).toBeVisible()
    await screenshot(page, `home-en-${viewport.name}`)
    await expectNoAxeViolations(page)
  })
}

test('keyboard users can skip to the content and reach the menu', async ({ page }) => {
  await page.goto('/en')
  await page.keyboard.press('Tab')
  const skip = page.getByRole('link', { name: /skip/i })
  await expect(skip).toBeFocused()
  await page.keyboard.press('Enter')
  await expect(page.locator('main')).toBeFocused()
})
