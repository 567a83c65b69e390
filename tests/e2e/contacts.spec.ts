import { expect, test } from '@playwright/test'
import { expectNoAxeViolations } from './helpers'

for (const { lang, path } of [
  { lang: 'en', path: '/en/contacts' },
  { lang: 'ru', path: '/ru/контакты' },
]) {
  test(`contacts (${lang}): e-mail addresses, the phone and the address are links`, async ({ page }) => {
    await page.goto(path)
    const text = page.locator('main')
    for (const address of ['info', 'contract', 'press']) {
      await expect(text.getByRole('link', { name: `${address}@ateliervesta.example` }).first()).toHaveAttribute('href', `mailto:${address}@ateliervesta.example`)
    }
    await expect(text.getByRole('link', { name: '+39 039 245 1962' })).toHaveAttribute('href', 'tel:+390392451962')
    const map = text.getByRole('link', { name: /Viale Martiri della Libertà 42/ })
    await expect(map).toHaveAttribute('href', /^https:\/\/www\.openstreetmap\.org\/search\?query=/)
    await expect(map).toHaveAttribute('target', '_blank')
    await expectNoAxeViolations(page)
  })
}
