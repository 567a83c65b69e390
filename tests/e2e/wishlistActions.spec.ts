import { expect, test } from '@playwright/test'
import { expectNoAxeViolations, screenshot, waitForHydration } from './helpers'
import { ownAddressPerTest, signedInVisitor } from './visitors'

ownAddressPerTest('100.73')

/** Signed in, two products saved from the collection's cards (straight into the account), then the wishlist page. */
async function wishlistWithTwoProducts(page: Parameters<typeof signedInVisitor>[0], baseURL: string, tag: string) {
  await signedInVisitor(page, baseURL, tag)
  // The page's one list request answered first: a heart pressed while it is on its way could be overwritten by it.
  await Promise.all([page.waitForResponse((response) => response.url().includes('/api/user/wishlist?')), page.goto('/en/products/')])
  for (const index of [0, 1]) {
    const heart = page.locator('.card .wishlist-save__button').nth(index)
    await waitForHydration(heart)
    // The heart turns at once; the account has the item when its request is answered (leaving earlier could cut it off).
    // That request is `add`, or `merge` when the heart was pressed before the page's list had been read
    // (the response's headers arrive before its body): the item then waits in the browser and is merged.
    const saved = page.waitForResponse((response) => /\/api\/user\/wishlist\/(add|merge)\?/.test(response.url()) && response.request().method() === 'POST')
    await heart.click()
    await expect(heart).toHaveAttribute('aria-pressed', 'true')
    expect((await saved).ok()).toBe(true)
  }
  await page.goto('/en/user/wishlist')
  const items = page.getByTestId('wishlist-item')
  await expect(items).toHaveCount(2)
  const names = await items.locator('.wishlist-item__name').allTextContents()
  const codes = await items.locator('.wishlist-item__facts div', { hasText: 'Code' }).locator('dd').allTextContents()
  return { items, names, codes }
}

test('request information at a store: the store request form with the wishlist items listed', async ({ page, baseURL }) => {
  test.setTimeout(180_000)
  await page.setViewportSize({ width: 1440, height: 900 })
  const { names, codes } = await wishlistWithTwoProducts(page, baseURL ?? '', 'wishlist-request')
  const open = page.getByRole('button', { name: 'Request information at a store' })
  await waitForHydration(open)
  await open.click()
  await expect(open).toHaveAttribute('aria-expanded', 'true')
  await page.getByLabel('Store', { exact: true }).selectOption({ index: 1 })

  const form = page.locator('form.store-request-form')
  await waitForHydration(form)
  await expect(form.getByRole('radio', { name: 'Request information' })).toBeChecked()
  const message = form.getByLabel(/^Message/)
  await expect(message).toHaveValue(/^I would like information about these items from my wishlist:\n/)
  for (const [index, name] of names.entries()) await expect(message).toHaveValue(new RegExp(`- ${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} \\(${codes[index] ?? ''}\\)`))
  await expectNoAxeViolations(page)
  await screenshot(page, 'wishlist-request-1440')
  await page.setViewportSize({ width: 390, height: 844 })
  await form.scrollIntoViewIfNeeded()
  await screenshot(page, 'wishlist-request-390')

  await form.getByLabel(/^First name/).fill('Giulia Rossi')
  await form.getByLabel(/^E-mail address/).fill('giulia.rossi@example.com')
  await message.press('End')
  await message.pressSequentially('Are they available in walnut?')
  await form.getByRole('checkbox').check()
  await form.getByRole('button', { name: 'Send' }).click()
  await expect(page.locator('.store-request-form__done')).toBeVisible()
})

test('move to a moodboard: a new board named after the item; the item leaves the wishlist and is on the board', async ({ page, baseURL }) => {
  test.setTimeout(180_000)
  await page.setViewportSize({ width: 1440, height: 900 })
  const { items, names } = await wishlistWithTwoProducts(page, baseURL ?? '', 'wishlist-move')
  const name = names[0] ?? ''
  const move = items.first().getByRole('button', { name: `Move ${name} to a moodboard` })
  await waitForHydration(move)
  await move.click()
  const board = page.getByLabel('Moodboard', { exact: true })
  await expect(board).toHaveValue('new')
  await expect(page.getByLabel('Name of the new moodboard')).toHaveValue(name)
  await expectNoAxeViolations(page)
  await screenshot(page, 'wishlist-move-1440')
  await page.setViewportSize({ width: 390, height: 844 })
  await screenshot(page, 'wishlist-move-390')

  await page.getByRole('button', { name: 'Move', exact: true }).click()
  await expect(page.getByText(`${name} was moved to “${name}”.`)).toBeVisible()
  await expect(page.getByTestId('wishlist-item')).toHaveCount(1)
  await page.reload()
  await expect(page.getByTestId('wishlist-item')).toHaveCount(1)

  // On the board, in the visitor's boards.
  await page.goto('/en/user/moodboards')
  await expect(page.getByText(name, { exact: true }).first()).toBeVisible()
})
