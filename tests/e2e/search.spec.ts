import { expect, test } from '@playwright/test'
import { expectNoAxeViolations } from './helpers'

for (const width of [390, 1440]) {
  test(`the search page and its results are accessible at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 })
    await page.goto('/de/search')
    await expectNoAxeViolations(page)
    await page.goto('/en/search/results?q=sofa')
    await expect(page.getByRole('heading', { level: 2, name: /Products/ })).toBeVisible()
    await expectNoAxeViolations(page)
  })
}
