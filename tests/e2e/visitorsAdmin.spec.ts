import { expect, test, type Page } from '@playwright/test'
import { expectNoAxeViolations, screenshot, waitForHydration } from './helpers'
import { ownAddressPerTest, registeredVisitor, visitorPassphrase } from './visitors'

ownAddressPerTest('100.66')
// An admin session, a registration and several admin screens on a shared two-core machine.
test.describe.configure({ timeout: 240_000 })

/** axe on the view itself: Payload's own header and navigation are not ours to fix (its locale label's contrast fails). */
const viewOnly = '[data-testid="visitors-view"]'
const editor = { email: 'editor@ateliervesta.example', password: 'vesta-demo-2026' }

async function editorSignIn(page: Page) {
  await page.goto('/admin/login')
  await page.locator('#field-email').fill(editor.email)
  await page.locator('#field-password').fill(editor.password)
  await page.getByRole('button', { name: /log ?in/i }).click()
  await expect(page).toHaveURL(/\/admin\/?$/)
}

test('an editor finds a visitor in the admin, blocks them (no sign-in), unblocks and deletes them on request', async ({ page, baseURL }) => {
  const origin = baseURL ?? ''
  const email = await registeredVisitor(page, origin, 'admin-visitor')
  const visitorSignIn = () => page.request.post('/api/user/login?lang=en', { headers: { Origin: origin }, data: { email, password: visitorPassphrase } })

  // Anonymous: the admin sends to its login, the endpoints refuse.
  expect((await page.request.get('/api/visitor-admin?lang=en')).status()).toBe(403)
  await page.setViewportSize({ width: 1440, height: 900 })
  await editorSignIn(page)
  // The admin's navigation, opened when the admin starts with it closed; the link sits after the collections.
  const openMenu = page.getByRole('button', { name: 'Open Menu' })
  if (await openMenu.isVisible()) await openMenu.click()
  await page.getByRole('navigation').getByRole('link', { name: 'Visitors', exact: true }).click()
  await expect(page).toHaveURL(/\/admin\/visitors$/)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Visitors')

  await page.getByLabel('Search by name or e-mail').fill(email.toUpperCase())
  await page.getByRole('button', { name: 'Search' }).click()
  await expect(page.getByTestId('visitor-count')).toHaveText('Visitors found: 1')
  const table = page.getByTestId('visitor-table')
  for (const column of ['Name', 'E-mail', 'Kind', 'Verified', 'Blocked', 'MFA on', 'Created', 'Last sign-in']) await expect(table.getByRole('columnheader', { name: column })).toBeVisible()
  const row = table.getByRole('row').filter({ hasText: email })
  await expect(row).toContainText('Private')
  await expect(row.getByRole('cell').nth(3)).toHaveText('No')
  await expectNoAxeViolations(page, viewOnly)
  for (const width of [390, 1440]) {
    await page.setViewportSize({ width, height: 900 })
    await screenshot(page, `admin-visitors-${width}`)
  }

  await row.getByRole('link', { name: 'Giulia Rossi' }).click()
  const detail = page.getByTestId('visitor-detail')
  await expect(detail.locator('#visitor-detail-title')).toHaveText('Giulia Rossi')
  await expect(detail).toContainText(email)
  const block = detail.getByRole('button', { name: 'Block', exact: true })
  await waitForHydration(block)
  const reason = detail.getByLabel('Reason (kept in the history)')
  // Without a reason nothing changes: the field says why and takes the focus.
  await block.click()
  await expect(detail.getByRole('alert')).toHaveText('Please give a reason (at least 3 characters).')
  await expect(reason).toBeFocused()
  await expect(detail.getByTestId('visitor-blocked-note')).toHaveCount(0)
  await reason.fill('Fake orders, three times')
  await block.click()
  await expect(detail.getByTestId('visitor-blocked-note')).toHaveText('Blocked: this visitor cannot sign in by any means, and their sessions have ended.')
  await expect(detail).toContainText('Reason for the block')
  await expect(detail).toContainText('Fake orders, three times')
  const history = detail.getByTestId('visitor-log')
  await expect(history.getByRole('row').nth(1)).toContainText('Blocked')
  await expect(history.getByRole('row').nth(1)).toContainText(editor.email)
  await expect(history.getByRole('row').nth(1)).toContainText('Fake orders, three times')
  for (const width of [390, 1440]) {
    await page.setViewportSize({ width, height: 900 })
    await screenshot(page, `admin-visitor-blocked-${width}`)
  }
  const refused = await visitorSignIn()
  expect(refused.status()).toBe(403)
  expect(((await refused.json()) as { message: string }).message).toBe('This account has been blocked. Please contact us if you think this is a mistake.')
  await expectNoAxeViolations(page, viewOnly)

  await reason.fill('Explained by phone')
  await detail.getByRole('button', { name: 'Unblock' }).click()
  await expect(detail.getByTestId('visitor-blocked-note')).toHaveCount(0)
  await expect(history.getByRole('row').nth(1)).toContainText('Unblocked')
  expect((await visitorSignIn()).status()).toBe(200)

  // Deleting asks first; cancelling keeps the visitor and gives the focus back.
  await detail.getByRole('button', { name: 'Delete visitor' }).click()
  const question = detail.getByRole('group')
  await expect(question).toContainText('Delete Giulia Rossi and everything they own')
  await expect(question.getByRole('button', { name: 'Yes, delete' })).toBeFocused()
  await expectNoAxeViolations(page, viewOnly)
  await question.getByRole('button', { name: 'Cancel' }).click()
  await expect(detail.getByRole('button', { name: 'Delete visitor' })).toBeFocused()
  await reason.fill('Asked by e-mail')
  await detail.getByRole('button', { name: 'Delete visitor' }).click()
  await detail.getByRole('button', { name: 'Yes, delete' }).click()
  await expect(page.getByTestId('visitor-count')).toHaveText('Visitors found: 0')
  // The latest changes under the list keep the deletion: the editor, the reason, the id only.
  await expect(page.getByTestId('visitor-log').getByRole('row').nth(1)).toContainText('Deleted')
  await expect(page.getByTestId('visitor-log').getByRole('row').nth(1)).toContainText('Asked by e-mail')
  await expect(page.getByTestId('visitor-log')).not.toContainText(email)
  expect((await visitorSignIn()).status()).toBe(401)
})
