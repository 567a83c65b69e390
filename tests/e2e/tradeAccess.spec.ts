import { expect, test, type Page } from '@playwright/test'
import { expectNoAxeViolations, outboxMails, screenshot, waitForHydration } from './helpers'
import { proofOfWorkHeaders } from './proofOfWork'
import { ownAddressPerTest, visitorPassphrase } from './visitors'

ownAddressPerTest('100.71')
// A registration, the admin's edit screen and several renders on a shared two-core machine.
test.describe.configure({ timeout: 240_000 })

const editor = { email: 'editor@ateliervesta.example', password: 'vesta-demo-2026' }

/** A registered, verified professional (the product's own endpoints and the mailed link): its e-mail address. */
async function registeredProfessional(page: Page, origin: string): Promise<string> {
  const email = `e2e-trade-${Date.now()}@example.com`
  const registered = await page.request.post('/api/user/register?lang=en', {
    headers: { Origin: origin, ...(await proofOfWorkHeaders(page.request)) },
    data: {
      kind: 'professional', name: 'Marta', surname: 'Bianchi', email, country: 'IT', province: 'MI', city: 'Milano',
      profession: 'architect', company: 'Studio Bianchi', vatNumber: 'IT01234567890',
      password: visitorPassphrase, passwordRepeat: visitorPassphrase, privacy: true, terms: true,
    },
  })
  expect(registered.status()).toBe(200)
  const mail = () => outboxMails({ containing: '/api/user/auth/verify-email', to: email }).at(-1)
  await expect.poll(mail).toBeTruthy()
  const link = new URL(/https?:\/\/[^\s]+\/api\/user\/auth\/verify-email\?[^\s]+/.exec(mail() ?? '')?.[0] ?? '')
  expect((await page.request.get(link.pathname + link.search, { maxRedirects: 0 })).status()).toBe(302)
  return email
}

async function shots(page: Page, name: string) {
  for (const width of [390, 1440]) {
    await page.setViewportSize({ width, height: 900 })
    await screenshot(page, `${name}-${width}`)
  }
}

test('a professional applies, an editor approves in the admin, and the visitor enters Access (en)', async ({ page, baseURL }) => {
  const origin = baseURL ?? ''
  // Signed out, the area sends to the sign-in, which brings the visitor back.
  await page.goto('/en/access')
  await expect(page).toHaveURL(/\/en\/user\/login\?next=%2Fen%2Faccess$/)

  const email = await registeredProfessional(page, origin)
  expect((await page.request.post('/api/user/login?lang=en', { headers: { Origin: origin }, data: { email, password: visitorPassphrase } })).status()).toBe(200)

  const landing = await page.goto('/en/access')
  expect(landing?.headers()['cache-control']).toContain('no-store')
  expect(landing?.headers()['cache-control']).toContain('private')
  expect(landing?.headers()['x-robots-tag']).toBe('noindex, nofollow')
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Access')
  await expect(page.getByRole('heading', { level: 2, name: 'Apply for Access' })).toBeVisible()
  // The header links the area for a professional, from the session's JSON.
  await expect(page.locator('header').getByRole('link', { name: 'Access' })).toBeVisible()
  // The form comes filled from the profile.
  await expect(page.getByLabel('Company *')).toHaveValue('Studio Bianchi')
  await expect(page.getByLabel('VAT number *')).toHaveValue('IT01234567890')
  await expectNoAxeViolations(page, 'main')
  await shots(page, 'trade-apply')

  const vat = page.getByLabel('VAT number *')
  await waitForHydration(vat)
  await vat.fill('IT<01>')
  await page.getByRole('button', { name: 'Send application' }).click()
  await expect(page.getByText('Enter the VAT number with letters and digits only (4 to 20 characters).')).toBeVisible()
  await expect(vat).toHaveAttribute('aria-invalid', 'true')
  await vat.fill('IT 01234567890')
  await page.getByRole('button', { name: 'Send application' }).click()
  await expect(page.getByRole('heading', { level: 2, name: 'Your application is being reviewed' })).toBeVisible()
  await expect(page.getByText('IT 01234567890')).toBeVisible()
  await expectNoAxeViolations(page, 'main')
  await shots(page, 'trade-pending')

  // The editor, in the admin: the application, approved with a group and two markets.
  await page.setViewportSize({ width: 1440, height: 900 })
  await page.goto('/admin/login')
  await page.locator('#field-email').fill(editor.email)
  await page.locator('#field-password').fill(editor.password)
  await page.getByRole('button', { name: /log ?in/i }).click()
  await expect(page).toHaveURL(/\/admin\/?$/)
  await page.goto('/admin/collections/trade-applications')
  await page.getByRole('link', { name: 'Studio Bianchi' }).first().click()
  await expect(page.locator('#field-email')).toHaveValue(email)
  const choose = async (field: string, option: string) => {
    await page.locator(`#field-${field} .rs__control`).click()
    await page.locator('.rs__option', { hasText: new RegExp(`^${option}$`) }).click()
  }
  await choose('status', 'approved')
  await choose('group', 'dealer')
  await choose('markets', 'eu')
  await choose('markets', 'ch')
  await page.getByRole('button', { name: 'Save' }).click()
  await expect(page.getByText(/updated successfully/i)).toBeVisible()
  await expect.poll(() => outboxMails({ containing: 'Your Access application is approved', to: email }).length).toBe(1)

  await page.goto('/en/access')
  await expect(page.getByRole('heading', { level: 2, name: 'Welcome to Access' })).toBeVisible()
  await expect(page.locator('main')).toContainText('Dealer')
  await expect(page.locator('main')).toContainText('Europe (EUR), Switzerland (CHF)')
  await expectNoAxeViolations(page, 'main')
  await shots(page, 'trade-approved')
})
