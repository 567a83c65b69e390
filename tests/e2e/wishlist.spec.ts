import { expect, test, type Page } from '@playwright/test'
import { expectNoAxeViolations, screenshot, waitForHydration } from './helpers'
import { ownAddressPerTest, registeredVisitor, visitorPassphrase } from './visitors'

ownAddressPerTest('198.19')

const heartCount = (page: Page) => page.locator('.header__wishlist .wishlist-link__count')
const localItems = (page: Page) => page.evaluate(() => JSON.parse(window.localStorage.getItem('vesta.wishlist') ?? '[]') as unknown[])

test('anonymous hearts are kept in the browser, merged into the account at sign-in, listed by type, and removable', async ({ page, baseURL }) => {
  // A long journey on a busy machine: eight pages, a registration and a sign-in.
  test.setTimeout(240_000)
  await page.setViewportSize({ width: 1440, height: 900 })
  const email = await registeredVisitor(page, baseURL ?? '', 'wishlist')

  // Signed out: a product card's heart, then a material card's.
  await page.goto('/en/products/')
  const productHeart = page.locator('.card .wishlist-save__button').first()
  await waitForHydration(productHeart)
  await expect(productHeart).toHaveAttribute('aria-pressed', 'false')
  await expect(productHeart).toHaveAccessibleName(/^Save .+ to your wishlist$/)
  await productHeart.click()
  await expect(productHeart).toHaveAttribute('aria-pressed', 'true')
  await expect(heartCount(page)).toHaveText('1')
  await expectNoAxeViolations(page)
  await screenshot(page, 'wishlist-products-1440')
  // Scrolled, the header condenses into the menu row: the tools must not cover the menu.
  await page.mouse.wheel(0, 600)
  await screenshot(page, 'wishlist-products-scrolled-1440')

  await page.goto('/en/materials/')
  const materialHeart = page.locator('.swatch-item .wishlist-save__button').first()
  await waitForHydration(materialHeart)
  // The page's one request told the heart the state; the count came from the browser's copy.
  await expect(heartCount(page)).toHaveText('1')
  await materialHeart.press('Enter')
  await expect(materialHeart).toHaveAttribute('aria-pressed', 'true')
  await expect(heartCount(page)).toHaveText('2')
  expect(await localItems(page)).toHaveLength(2)

  // A product page: the heart saves the chosen version (and material, when one is picked).
  await page.goto('/en/products/')
  await page.locator('.card__link').nth(1).click()
  await expect(page).toHaveURL(/\/en\/products\/[^/]+$/)
  const pageHeart = page.locator('.product-save .wishlist-save__button')
  await waitForHydration(pageHeart)
  const material = page.locator('.product-save select')
  if ((await material.count()) > 0) await material.selectOption({ index: 1 })
  await pageHeart.click()
  await expect(pageHeart).toHaveAttribute('aria-pressed', 'true')
  await expect(heartCount(page)).toHaveText('3')
  await expectNoAxeViolations(page)
  await screenshot(page, 'wishlist-product-page-1440')

  // Sign in: back on the wishlist, the three items are in the account and the browser's copy is gone.
  await page.goto('/en/user/wishlist')
  await expect(page).toHaveURL(/\/en\/user\/login\?next=%2Fen%2Fuser%2Fwishlist$/)
  const form = page.locator('form.account-form')
  await waitForHydration(form)
  await form.getByLabel('E-mail address').fill(email)
  await form.getByLabel('Password', { exact: true }).fill(visitorPassphrase)
  await form.getByRole('button', { name: 'Sign in' }).click()
  await expect(page).toHaveURL(/\/en\/user\/wishlist$/)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Wishlist')
  await expect(page.getByTestId('wishlist-item')).toHaveCount(3)
  await expect(page.getByRole('heading', { level: 2, name: 'Products' })).toBeVisible()
  await expect(page.getByRole('heading', { level: 2, name: 'Materials' })).toBeVisible()
  expect(await localItems(page)).toEqual([])
  await expect(heartCount(page)).toHaveText('3')
  await expectNoAxeViolations(page)
  await screenshot(page, 'wishlist-page-1440')
  await page.setViewportSize({ width: 390, height: 844 })
  await screenshot(page, 'wishlist-page-390')

  // Remove one: gone from the page and, after a reload, from the account.
  const first = page.getByTestId('wishlist-item').first()
  const name = (await first.locator('.wishlist-item__name').textContent()) ?? ''
  await first.getByRole('button', { name: `Remove ${name} from your wishlist` }).click()
  await expect(page.getByTestId('wishlist-item')).toHaveCount(2)
  await expect(heartCount(page)).toHaveText('2')
  await page.reload()
  await expect(page.getByTestId('wishlist-item')).toHaveCount(2)

  // Saving again is one item, whatever the browser held (signed in: straight to the account).
  await page.goto('/en/materials/')
  const savedMaterial = page.locator('.swatch-item .wishlist-save__button').first()
  await waitForHydration(savedMaterial)
  await expect(savedMaterial).toHaveAttribute('aria-pressed', 'true')
  await page.setViewportSize({ width: 390, height: 844 })
  await screenshot(page, 'wishlist-materials-390')
})

test('an empty wishlist says so and points to the collection', async ({ page, baseURL }) => {
  test.setTimeout(120_000)
  await page.setViewportSize({ width: 1440, height: 900 })
  const email = await registeredVisitor(page, baseURL ?? '', 'wishlist')
  await page.goto('/en/user/login?next=%2Fen%2Fuser%2Fwishlist')
  const form = page.locator('form.account-form')
  await waitForHydration(form)
  await form.getByLabel('E-mail address').fill(email)
  await form.getByLabel('Password', { exact: true }).fill(visitorPassphrase)
  await form.getByRole('button', { name: 'Sign in' }).click()
  await expect(page).toHaveURL(/\/en\/user\/wishlist$/)
  await expect(page.getByText('Your wishlist is empty.')).toBeVisible()
  await expect(page.getByRole('link', { name: 'Discover the collection' })).toHaveAttribute('href', '/en/products/')
  await expectNoAxeViolations(page)
  await screenshot(page, 'wishlist-empty-1440')
})

test('the public HTML is the same for everybody: no heart pressed, no count, no card hearts before React runs', async ({ request }) => {
  const list = await (await request.get('/en/products/')).text()
  expect(list).not.toContain('wishlist-save__button')
  const product = /href="(\/en\/products\/[^"/?#]+)"/.exec(list)?.[1] ?? ''
  const html = await (await request.get(product)).text()
  expect(html).toContain('aria-pressed="false"')
  expect(html).not.toContain('aria-pressed="true"')
  expect(html).not.toMatch(/wishlist-link__count"[^>]*>\d/)
})
