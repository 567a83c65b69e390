import fs from 'node:fs'
import path from 'node:path'
import { expect, test, type Page } from '@playwright/test'
import { expectNoAxeViolations, screenshot, waitForHydration } from './helpers'
import { proofOfWorkHeaders } from './proofOfWork'
import { authenticatorCode } from './visitors'

const outbox = path.resolve('data/e2e/outbox')
const passphrase = 'a quiet walk along the lagoon'
/** This run's own block of addresses: a rerun on the same prepared database starts with fresh counts. */
const run = Math.floor(Date.now() / 1000) % 250
let visitors = 0
test.beforeEach(async ({ context }) => {
  await context.setExtraHTTPHeaders({ 'X-Forwarded-For': `198.19.${run}.${(++visitors % 250) + 1}` })
})

/** The verification link of the newest mail to `address`, as a path of the e2e server. */
async function verificationPath(address: string): Promise<string> {
  const find = () => {
    const mails = fs.existsSync(outbox) ? fs.readdirSync(outbox).sort().map((file) => fs.readFileSync(path.join(outbox, file), 'utf8').replace(/=\r?\n/g, '').replace(/=3D/g, '=')) : []
    return /https?:\/\/[^\s]+\/api\/user\/auth\/verify-email\?[^\s]+/.exec(mails.filter((mail) => mail.includes(`To: ${address}`)).at(-1) ?? '')?.[0]
  }
  await expect.poll(find).toBeTruthy()
  const link = new URL(find() ?? '')
  return link.pathname + link.search
}

async function passwordStep(page: Page, email: string) {
  const form = page.locator('form.account-form')
  await waitForHydration(form)
  await form.getByLabel('E-mail address').fill(email)
  await form.getByLabel('Password', { exact: true }).fill(passphrase)
  await form.getByRole('button', { name: 'Sign in' }).click()
}

test('en: set up MFA with the QR code, sign out, sign in with the password and then the code', async ({ page }) => {
  // Many steps, each checked by axe: more than one default test's time on a busy machine.
  test.slow()
  const email = `e2e-mfa-${Date.now()}@example.com`
  const registered = await page.request.post('/api/user/register?lang=en', {
    headers: await proofOfWorkHeaders(page.request),
    data: { kind: 'private', name: 'Giulia', surname: 'Rossi', email, country: 'IT', province: 'MI', city: 'Milano', password: passphrase, passwordRepeat: passphrase, privacy: true, terms: true },
  })
  expect(registered.status()).toBe(200)
  await page.goto(await verificationPath(email))
  await passwordStep(page, email)
  await expect(page).toHaveURL(/\/en\/user\/profile$/)
  // MFA is set up on edit-profile, among the other account settings.
  await page.goto('/en/user/edit-profile')

  const section = page.getByRole('region', { name: 'Two-step sign-in (MFA)' })
  await expect(section.getByText('MFA is off.')).toBeVisible()
  await section.getByRole('button', { name: 'Set up MFA' }).click()
  await section.getByLabel('Password').fill('not my passphrase')
  await section.getByRole('button', { name: 'Continue' }).click()
  await expect(section.getByText('Incorrect password')).toBeVisible()
  await section.getByLabel('Password').fill(passphrase)
  await section.getByRole('button', { name: 'Continue' }).click()

  const qr = section.getByRole('img', { name: 'QR code for your authenticator app' })
  await expect(qr.locator('svg')).toBeVisible()
  const key = (await section.locator('.account-mfa__secret').textContent()) ?? ''
  expect(key).toMatch(/^[A-Z2-7]{4}( [A-Z2-7]{1,4})+$/)
  await expect(section.locator('.account-mfa__backup li')).toHaveCount(10)
  await expectNoAxeViolations(page)
  for (const width of [390, 1440]) {
    await page.setViewportSize({ width, height: 1000 })
    await qr.scrollIntoViewIfNeeded()
    await screenshot(page, `mfa-setup-${width}`)
  }
  await section.getByLabel('Verification code').fill(authenticatorCode(key))
  await section.getByRole('button', { name: 'Turn on MFA' }).click()
  await expect(section.getByRole('status')).toHaveText('MFA is now on: your next sign-in will ask for a code.')
  await expect(section.getByText('MFA is on.')).toBeVisible()
  await expectNoAxeViolations(page)

  await page.goto('/en/user/profile')
  await page.locator('.account-profile').getByRole('button', { name: 'Sign out' }).click()
  await expect(page).toHaveURL(/\/en\/user\/login$/)
  await passwordStep(page, email)
  await expect(page.getByRole('status')).toHaveText('Mandatory multi-factor authentication')
  const code = page.getByLabel('Verification code')
  await expect(code).toBeFocused()
  await code.fill('000000' === authenticatorCode(key, 1) ? '111111' : '000000')
  await page.getByRole('button', { name: 'Verify' }).click()
  await expect(page.getByText('Invalid multi-factor authentication (MFA)')).toBeVisible()
  await expectNoAxeViolations(page)
  for (const width of [390, 1440]) {
    await page.setViewportSize({ width, height: 900 })
    await screenshot(page, `mfa-signin-code-${width}`)
  }
  await code.fill(authenticatorCode(key, 1))
  await code.press('Enter')
  await expect(page).toHaveURL(/\/en\/user\/profile$/)
  await page.goto('/en/user/edit-profile')
  await expect(page.getByText('MFA is on.')).toBeVisible()
})
