import fs from 'node:fs'
import path from 'node:path'
import { expect, test, type APIRequestContext, type Page } from '@playwright/test'
import { expectNoAxeViolations, screenshot, waitForHydration } from './helpers'
import { proofOfWorkHeaders } from './proofOfWork'

const outbox = path.resolve('data/e2e/outbox')
/** A mail's text with quoted-printable soft breaks undone. */
const readable = (mail: string) => mail.replace(/=\r?\n/g, '').replace(/=3D/g, '=')
/** The newest mail to an address in the e2e server's outbox that contains `about`. */
function mailTo(address: string, about: string): string | undefined {
  const mails = fs.existsSync(outbox) ? fs.readdirSync(outbox).sort().map((file) => fs.readFileSync(path.join(outbox, file), 'utf8')) : []
  return mails
    .filter((mail) => mail.includes(`To: ${address}`))
    .map(readable)
    .filter((mail) => mail.includes(about))
    .at(-1)
}
async function linkIn(address: string, pattern: RegExp, about: string): Promise<string> {
  await expect.poll(() => mailTo(address, about)).toBeTruthy()
  const link = pattern.exec(mailTo(address, about) ?? '')?.[0] ?? ''
  expect(link).not.toBe('')
  return new URL(link).pathname + new URL(link).search + new URL(link).hash
}

const passphrase = 'a quiet walk along the lagoon'
/** This run's own block of addresses: a rerun on the same prepared database starts with fresh counts. */
const run = Math.floor(Date.now() / 1000) % 250
let visitors = 0
// Long journeys on a shared two-core machine: each screen is rendered on its first request.
test.describe.configure({ timeout: 240_000 })
test.beforeEach(async ({ context }) => {
  await context.setExtraHTTPHeaders({ 'X-Forwarded-For': `198.19.${run}.${(++visitors % 250) + 1}` })
})

/** A verified account, registered through the API as the registration screen would. */
async function verifiedAccount(request: APIRequestContext, email: string): Promise<void> {
  const headers = { 'X-Forwarded-For': `198.19.${run}.${(++visitors % 250) + 1}` }
  const registered = await request.post('/api/user/register?lang=en', {
    headers: { ...headers, ...(await proofOfWorkHeaders(request, headers)) },
    data: { kind: 'private', name: 'Giulia', surname: 'Rossi', email, country: 'IT', province: 'MI', city: 'Milano', password: passphrase, passwordRepeat: passphrase, privacy: true, terms: true },
  })
  expect(registered.status()).toBe(200)
  await request.get(await linkIn(email, /https?:\/\/[^\s]+\/api\/user\/auth\/verify-email\?[^\s]+/, '/api/user/auth/verify-email'))
}

async function signIn(page: Page, email: string, password = passphrase) {
  const form = page.locator('form.account-form')
  await waitForHydration(form)
  await form.getByLabel('E-mail address').fill(email)
  await form.getByLabel('Password', { exact: true }).fill(password)
  await form.getByRole('button', { name: 'Sign in' }).click()
}

test('en: forgot password → the same notice → the mailed link → a new password → signed in with it', async ({ page, request }) => {
  const email = `e2e-recover-${Date.now()}@example.com`
  await verifiedAccount(request, email)
  await page.goto('/en/user/login')
  await waitForHydration(page.locator('form.account-form'))
  await page.getByRole('link', { name: 'Forgot your password?' }).click()
  await expect(page).toHaveURL(/\/en\/user\/recovery-psw$/, { timeout: 60_000 })
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Recover your password')
  const form = page.locator('form.account-form')
  await waitForHydration(form)
  await expectNoAxeViolations(page)
  await form.getByLabel('E-mail address').fill(email)
  await form.getByRole('button', { name: 'Send instructions' }).click()
  await expect(form.getByRole('status')).toHaveText(`If ${email} is linked to an account, you will shortly receive an e-mail with instructions to reset your password.`)
  for (const width of [390, 1440]) {
    await page.setViewportSize({ width, height: 900 })
    await screenshot(page, `accounts-recovery-${width}`)
  }

  // The mail's link, opened as a fresh page (as from a mail client).
  const link = await linkIn(email, /https?:\/\/[^\s]+\/en\/user\/recovery-psw#token=[A-Za-z0-9]+/, 'recovery-psw#token=')
  await page.goto('about:blank')
  await page.goto(link)
  const reset = page.locator('form.account-form')
  await waitForHydration(reset)
  await expect(reset.getByText('Choose a new password for your account.', { exact: false })).toBeVisible()
  await reset.getByLabel('New password *', { exact: true }).fill('short')
  await reset.getByLabel('Repeat the new password *').fill('short')
  await reset.getByRole('button', { name: 'Save the new password' }).click()
  await expect(reset.getByText('Enter at least 12 characters.')).toBeVisible()
  await expectNoAxeViolations(page)
  await screenshot(page, 'accounts-reset-1440')
  const newPassword = 'the tide comes in slowly at dusk'
  await reset.getByLabel('New password *', { exact: true }).fill(newPassword)
  await reset.getByLabel('Repeat the new password *').fill(newPassword)
  await reset.getByRole('button', { name: 'Save the new password' }).click()
  await expect(page).toHaveURL(/\/en\/user\/login\?reset=1$/)
  await expect(page.getByRole('status')).toHaveText('Your password has been changed. Sign in with the new one.')
  await signIn(page, email, newPassword)
  await expect(page).toHaveURL(/\/en\/user\/profile$/)
})

test('en: the guard brings an anonymous visitor back to edit-profile; edit, change password, sessions, delete', async ({ page, request }) => {
  const email = `e2e-edit-${Date.now()}@example.com`
  await verifiedAccount(request, email)
  await page.goto('/en/user/edit-profile')
  await expect(page).toHaveURL(/\/en\/user\/login\?next=%2Fen%2Fuser%2Fedit-profile$/)
  await signIn(page, email)
  await expect(page).toHaveURL(/\/en\/user\/edit-profile$/)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Edit profile')
  const profile = page.locator('section#profile')
  await waitForHydration(profile.locator('form'))
  await expect(profile.getByLabel('City *')).toHaveValue('Milano')
  await expectNoAxeViolations(page)
  for (const width of [390, 1440]) {
    await page.setViewportSize({ width, height: 900 })
    await screenshot(page, `accounts-edit-profile-${width}`)
    await page.screenshot({ path: `test-results/screenshots/accounts-edit-profile-${width}-full.png`, fullPage: true })
  }

  // A refusal keeps what was typed; a valid save says so.
  await profile.getByLabel('First name *').fill('')
  await profile.getByLabel('City *').fill('Como')
  await profile.getByRole('button', { name: 'Save changes' }).click()
  await expect(profile.getByText('This field is required.')).toBeVisible()
  await expect(profile.getByLabel('City *')).toHaveValue('Como')
  await profile.getByLabel('First name *').fill('Giulia')
  await profile.getByRole('button', { name: 'Save changes' }).click()
  await expect(profile.getByRole('status')).toHaveText('Profile updated')
  await page.goto('/en/user/profile')
  await expect(page.locator('.account-profile__row').filter({ has: page.getByText('City', { exact: true }) })).toContainText('Como')

  await page.getByRole('link', { name: 'Edit profile' }).click()
  const password = page.locator('section#password')
  await waitForHydration(password.locator('form'))
  await password.getByLabel('Current password *').fill(passphrase)
  await password.getByLabel('New password *', { exact: true }).fill('a brand new evening phrase')
  await password.getByLabel('Repeat the new password *').fill('a brand new evening phrase')
  await password.getByRole('button', { name: 'Change password' }).click()
  await expect(password.getByRole('status')).toHaveText('Your password has been changed. Every other device has been signed out.')
  const sessions = page.locator('section#sessions')
  await expect(sessions.getByText('This device')).toBeVisible()
  await expectNoAxeViolations(page)

  const remove = page.locator('section#delete')
  await remove.getByLabel('Password *').fill('a brand new evening phrase')
  await remove.getByRole('button', { name: 'Delete my account for good' }).click()
  await expect(page).toHaveURL(/\/en\/user\/login\?deleted=1$/)
  await expect(page.getByRole('status')).toHaveText('Your account has been deleted.')
  await page.goto('/en/user/profile')
  await expect(page).toHaveURL(/\/en\/user\/login\?next=%2Fen%2Fuser%2Fprofile$/)
})

test('en: change of e-mail on edit-profile: a wrong password keeps what was typed, then the link at the new address changes it', async ({ page, request }) => {
  const email = `e2e-move-${Date.now()}@example.com`
  const fresh = email.replace('e2e-move-', 'e2e-moved-')
  await verifiedAccount(request, email)
  await page.goto('/en/user/login?next=%2Fen%2Fuser%2Fedit-profile')
  await signIn(page, email)
  await expect(page).toHaveURL(/\/en\/user\/edit-profile$/)
  const section = page.locator('section#email')
  await waitForHydration(section.locator('form'))
  await expect(section.getByRole('heading', { level: 2 })).toHaveText('Change e-mail address')
  await expect(section.getByText(`Current address: ${email}`)).toBeVisible()
  await section.getByLabel('New e-mail address *').fill(fresh)
  await section.getByLabel('Password *').fill('not my passphrase at all')
  await section.getByRole('button', { name: 'Send the confirmation link' }).click()
  await expect(section.getByText('The current password is not correct.')).toBeVisible()
  await expect(section.getByLabel('New e-mail address *')).toHaveValue(fresh)
  await section.getByLabel('Password *').fill(passphrase)
  await section.getByRole('button', { name: 'Send the confirmation link' }).click()
  // What happens next, said where the visitor looks.
  await expect(section.getByRole('status')).toHaveText(`We sent a confirmation link to ${fresh}. Your address changes when you open it.`)
  await expectNoAxeViolations(page)

  await page.goto(await linkIn(fresh, /https?:\/\/[^\s]+\/api\/user\/auth\/verify-email\?[^\s]+/, '/api/user/auth/verify-email'))
  await expect(page).toHaveURL(/\/en\/user\/edit-profile\?email=changed$/)
  await expect(page.locator('section#email').getByText('Your e-mail address has been changed: sign in with the new one from now on.')).toBeVisible()
  await expect(page.locator('section#email').getByText(`Current address: ${fresh}`)).toBeVisible()
  await expectNoAxeViolations(page)
})

test('ru: the recovery screen and the guarded edit-profile speak Russian; axe clean', async ({ page }) => {
  await page.goto('/ru/user/recovery-psw')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Восстановление пароля')
  await waitForHydration(page.locator('form.account-form'))
  await expectNoAxeViolations(page)
  await page.goto('/ru/user/edit-profile')
  await expect(page).toHaveURL(/\/ru\/user\/login\?next=%2Fru%2Fuser%2Fedit-profile$/)
})
