import { expect, test, type Page } from '@playwright/test'
import { expectNoAxeViolations, labelCatalogue, outboxMails, screenshot, waitForHydration } from './helpers'
import { authenticatorCode, ownAddressPerTest, registeredVisitor, signedInVisitor, visitorPassphrase } from './visitors'

/**
 * Issue 17's journeys in Chinese (the English ones: accounts, accountsSelfService and mfa specs;
 * Russian covers the professional registration and the recovery screen): a private visitor
 * registered through the form and confirmed from the mail; MFA on, signed out, signed in with the
 * password and the code, the profile edited, the account deleted; the password recovered from the
 * mailed link; a failed profile save keeps what was typed. Every text expected
 * comes from the Chinese label catalogue.
 */

ownAddressPerTest('100.84')
// Long journeys with several axe checks on a shared two-core machine; screens render on first request.
test.describe.configure({ timeout: 300_000 })

const zh = labelCatalogue('zh')
const required = (key: string) => `${zh(key)} *`
/** Waiting for a screen reached by a click: the server renders each screen on its first request (the run starts with empty caches). */
const screen = { timeout: 60_000 }

async function expectChinese(page: Page, heading: string) {
  await expect(page.locator('html')).toHaveAttribute('lang', /^zh/)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading)
}

async function signIn(page: Page, email: string, password = visitorPassphrase) {
  const form = page.locator('form.account-form')
  await waitForHydration(form)
  await form.getByLabel(zh('form.email'), { exact: true }).fill(email)
  await form.getByLabel(zh('form.password'), { exact: true }).fill(password)
  await form.getByRole('button', { name: zh('auth.loginSubmit'), exact: true }).click()
}

test('zh: turn MFA on with the QR code, sign out, sign in with the password and the code, edit the profile, delete the account', async ({ page, baseURL }) => {
  if (!baseURL) throw new Error('baseURL comes from playwright.config.ts')
  const email = await registeredVisitor(page, baseURL, 'zh-mfa')
  await page.goto('/zh/user/login?next=%2Fzh%2Fuser%2Fedit-profile')
  await expectChinese(page, zh('auth.loginTitle'))
  await signIn(page, email)
  await expect(page).toHaveURL(/\/zh\/user\/edit-profile$/, screen)
  await expectChinese(page, zh('profile.edit'))

  // MFA set-up: the password first, then the QR code, its key and the backup codes.
  const mfa = page.getByRole('region', { name: zh('account.mfa.title') })
  await expect(mfa.getByText(zh('account.mfa.statusOff'))).toBeVisible()
  await waitForHydration(mfa.getByRole('button', { name: zh('account.mfa.setUp') }))
  await mfa.getByRole('button', { name: zh('account.mfa.setUp') }).click()
  await expect(mfa.getByText(zh('account.mfa.passwordToStart'))).toBeVisible()
  await mfa.getByLabel(zh('form.password'), { exact: true }).fill(visitorPassphrase)
  await mfa.getByRole('button', { name: zh('account.mfa.continue') }).click()
  const qr = mfa.getByRole('img', { name: zh('account.mfa.qrLabel') })
  await expect(qr.locator('svg')).toBeVisible()
  await expect(mfa.getByText(zh('account.mfa.scan'))).toBeVisible()
  await expect(mfa.getByText(zh('account.mfa.backupTitle'))).toBeVisible()
  const key = (await mfa.locator('.account-mfa__secret').textContent()) ?? ''
  expect(key).toMatch(/^[A-Z2-7]{4}( [A-Z2-7]{1,4})+$/)
  await expect(mfa.locator('.account-mfa__backup li')).toHaveCount(10)
  await expect(mfa.getByRole('button', { name: zh('account.mfa.turnOn') })).toBeVisible()
  await expectNoAxeViolations(page)
  // The Chinese faces of what the screen shows have arrived (runtime/fonts/ChineseFontLoader).
  await expect(page.locator('html')).toHaveAttribute('data-chinese-font', 'ready')
  for (const width of [390, 1440]) {
    await page.setViewportSize({ width, height: 1000 })
    await qr.scrollIntoViewIfNeeded()
    await screenshot(page, `accounts-zh-mfa-setup-${width}`)
  }
  await mfa.getByLabel(zh('auth.mfaCode'), { exact: true }).fill(authenticatorCode(key))
  await mfa.getByRole('button', { name: zh('account.mfa.turnOn') }).click()
  await expect(mfa.getByRole('status')).toHaveText(zh('account.mfa.turnedOn'))
  await expect(mfa.getByText(zh('account.mfa.statusOn'))).toBeVisible()

  // Signed out from the profile, then in again: the password, then the authenticator's code.
  await page.getByRole('link', { name: zh('account.backToProfile') }).click()
  await expect(page).toHaveURL(/\/zh\/user\/profile$/, screen)
  await expectChinese(page, zh('profile.title'))
  const signOut = page.locator('.account-profile').getByRole('button', { name: zh('nav.signOut') })
  await waitForHydration(signOut)
  await signOut.click()
  await expect(page).toHaveURL(/\/zh\/user\/login$/, screen)
  await signIn(page, email)
  await expect(page.getByRole('status')).toHaveText(zh('auth.error.mfaMandatory'))
  const code = page.getByLabel(zh('auth.mfaCode'), { exact: true })
  await expect(code).toBeFocused()
  await expectNoAxeViolations(page)
  // The next step's code: the set-up's own is taken once only.
  await code.fill(authenticatorCode(key, 1))
  await page.getByRole('button', { name: zh('auth.verify'), exact: true }).click()
  await expect(page).toHaveURL(/\/zh\/user\/profile$/, screen)
  await expect(page.locator('.account-profile').getByText(email)).toBeVisible()

  // Edit the profile; a valid save says so in Chinese.
  await page.locator('.account-profile').getByRole('link', { name: zh('profile.edit') }).click()
  await expect(page).toHaveURL(/\/zh\/user\/edit-profile$/, screen)
  const profile = page.locator('section#profile')
  await waitForHydration(profile.locator('form'))
  await expect(profile.getByRole('heading', { level: 2 })).toHaveText(zh('profile.personalData'))
  await expect(profile.getByLabel(required('form.city'))).toHaveValue('Milano')
  await profile.getByLabel(required('form.name')).fill('丽娜')
  await profile.getByLabel(required('form.city')).fill('Como')
  await profile.getByRole('button', { name: zh('profile.saveChanges') }).click()
  await expect(profile.getByRole('status')).toHaveText(zh('profile.saved'))
  await expect(page.getByRole('region', { name: zh('account.mfa.title') }).getByText(zh('account.mfa.statusOn'))).toBeVisible()
  await expect(page.getByRole('region', { name: zh('account.sessions.title') })).toBeVisible()
  await expectNoAxeViolations(page)
  await expect(page.locator('html')).toHaveAttribute('data-chinese-font', 'ready')
  for (const width of [390, 1440]) {
    await page.setViewportSize({ width, height: 900 })
    await page.evaluate(() => window.scrollTo(0, 0))
    await screenshot(page, `accounts-zh-edit-profile-${width}`)
  }
  await page.goto('/zh/user/profile')
  const row = (label: string) => page.locator('.account-profile__row').filter({ has: page.getByText(label, { exact: true }) })
  await expect(row(zh('form.name'))).toContainText('丽娜')
  await expect(row(zh('form.city'))).toContainText('Como')

  // Delete the account, confirmed with the password: the sign-in page says so, the profile is gone.
  await page.goto('/zh/user/edit-profile')
  const remove = page.locator('section#delete')
  await waitForHydration(remove.locator('form'))
  await expect(remove.getByRole('heading', { level: 2 })).toHaveText(zh('account.delete.title'))
  await remove.getByLabel(required('form.password')).fill(visitorPassphrase)
  await remove.getByRole('button', { name: zh('account.delete.submit') }).click()
  await expect(page).toHaveURL(/\/zh\/user\/login\?deleted=1$/, screen)
  await expect(page.getByRole('status')).toHaveText(zh('account.deleted'))
  await expectNoAxeViolations(page)
  await page.goto('/zh/user/profile')
  await expect(page).toHaveURL(/\/zh\/user\/login\?next=%2Fzh%2Fuser%2Fprofile$/, screen)
})

/** A private visitor registered through the Chinese form and confirmed from the mailed link: its address. */
async function registerInChinese(page: Page, tag: string): Promise<string> {
  const email = `e2e-${tag}-${Date.now()}@example.com`
  await page.goto('/zh/user/signin')
  await expectChinese(page, zh('auth.registerTitle'))
  const form = page.locator('form.account-form')
  await waitForHydration(form)
  await form.getByRole('radio', { name: zh('auth.accountPrivate') }).check()
  await form.getByLabel(required('form.name')).fill('丽娜')
  await form.getByLabel(required('form.surname')).fill('王')
  await form.getByLabel(required('form.email')).fill(email)
  await form.getByLabel(required('form.country')).selectOption('IT')
  // In Italy the province is the list of provinces.
  await form.getByLabel(required('form.province')).selectOption('MI')
  await form.getByLabel(required('form.city')).fill('Milano')
  await form.getByLabel(required('form.password'), { exact: true }).fill(visitorPassphrase)
  await form.getByLabel(required('form.passwordRepeat')).fill(visitorPassphrase)
  for (const box of await form.getByRole('checkbox').all()) await box.check()
  await expectNoAxeViolations(page)
  await form.getByRole('button', { name: zh('auth.registerSubmit') }).click()
  await expect(page).toHaveURL(/\/zh\/user\/thankyou$/, screen)
  await expectChinese(page, zh('auth.registrationSuccess'))
  await expect(page.getByText(zh('auth.registrationSuccessMessage'))).toBeVisible()

  const mail = () => outboxMails({ containing: '/api/user/auth/verify-email', to: email }).at(-1)
  await expect.poll(mail).toBeTruthy()
  const link = new URL(/https?:\/\/[^\s]+\/api\/user\/auth\/verify-email\?[^\s]+/.exec(mail() ?? '')?.[0] ?? '')
  await page.goto(link.pathname + link.search)
  await expect(page).toHaveURL(/\/zh\/user\/login\?verified=1$/, screen)
  await expect(page.getByRole('status')).toHaveText(zh('account.verified'))
  await expectNoAxeViolations(page)
  return email
}

test('zh: register through the form, confirm from the mail; forgot the password → the same notice → the mailed link → a new password → signed in with it', async ({ page }) => {
  const email = await registerInChinese(page, 'zh-recover')
  await page.goto('/zh/user/login')
  await expectChinese(page, zh('auth.loginTitle'))
  await waitForHydration(page.locator('form.account-form'))
  await page.getByRole('link', { name: zh('auth.forgotPassword') }).click()
  await expect(page).toHaveURL(/\/zh\/user\/recovery-psw$/, screen)
  await expectChinese(page, zh('auth.recoveryTitle'))
  const form = page.locator('form.account-form')
  await waitForHydration(form)
  await expect(form.getByText(zh('auth.recoveryIntro'))).toBeVisible()
  await form.getByLabel(zh('form.email'), { exact: true }).fill(email)
  await form.getByRole('button', { name: zh('auth.recoverySubmit') }).click()
  await expect(form.getByRole('status')).toHaveText(zh('auth.recoveryEmailSent', { email }))
  await expectNoAxeViolations(page)

  // The mail's link, opened as a fresh page (as from a mail client): it leads to the Chinese screen.
  const mail = () => outboxMails({ containing: 'recovery-psw#token=', to: email }).at(-1)
  await expect.poll(mail).toBeTruthy()
  const link = new URL(/https?:\/\/[^\s]+\/zh\/user\/recovery-psw#token=[A-Za-z0-9]+/.exec(mail() ?? '')?.[0] ?? '')
  await page.goto('about:blank')
  await page.goto(link.pathname + link.hash)
  const reset = page.locator('form.account-form')
  await waitForHydration(reset)
  await expect(reset.getByText(zh('account.resetIntro'))).toBeVisible()
  const newPassword = '晚风轻拂着安静的湖面和远山'
  await reset.getByLabel(required('account.newPassword'), { exact: true }).fill(newPassword)
  await reset.getByLabel(required('account.newPasswordRepeat'), { exact: true }).fill(newPassword)
  await expectNoAxeViolations(page)
  await reset.getByRole('button', { name: zh('account.resetSubmit') }).click()
  await expect(page).toHaveURL(/\/zh\/user\/login\?reset=1$/, screen)
  await expect(page.getByRole('status')).toHaveText(zh('account.passwordReset'))
  await signIn(page, email, newPassword)
  await expect(page).toHaveURL(/\/zh\/user\/profile$/, screen)
  await expectChinese(page, zh('profile.title'))
})

test("zh: a profile save the server fails ('Unable to update profile') keeps everything typed; the next save goes through", async ({ page, baseURL }) => {
  if (!baseURL) throw new Error('baseURL comes from playwright.config.ts')
  await signedInVisitor(page, baseURL, 'zh-unsaved')
  await page.goto('/zh/user/edit-profile')
  const profile = page.locator('section#profile')
  await waitForHydration(profile.locator('form'))
  await expect(profile.getByLabel(required('form.city'))).toHaveValue('Milano')
  await profile.getByLabel(required('form.name')).fill('丽娜')
  await profile.getByLabel(required('form.surname')).fill('王')
  await profile.getByLabel(required('form.country')).selectOption('FR')
  // Outside Italy the province is free text.
  await profile.getByLabel(zh('form.province'), { exact: true }).fill('Île-de-France')
  await profile.getByLabel(required('form.city')).fill('Paris')
  await profile.getByRole('checkbox').check()

  // The store refusing the write (a full disk, a lost connection) cannot be caused from a browser:
  // the server's own answer for it (api/account.ts `updateProfile`: 500, `profile_update_failed` and
  // the message in the visitor's language, as tests/integration/accountsMail.test.ts proves it) is
  // played back here instead, through Playwright's page.route, for this one post.
  const sent: unknown[] = []
  await page.route('**/api/user/profile?lang=zh', async (route) => {
    if (route.request().method() !== 'POST') return route.fallback()
    sent.push(route.request().postDataJSON())
    await route.fulfill({
      status: 500,
      headers: { 'Cache-Control': 'private, no-store' },
      contentType: 'application/json',
      body: JSON.stringify({ error: 'profile_update_failed', message: zh('auth.error.profileUpdateFailed') }),
    })
  })
  await profile.getByRole('button', { name: zh('profile.saveChanges') }).click()
  await expect(profile.getByRole('alert').filter({ hasText: zh('auth.error.profileUpdateFailed') })).toHaveText(zh('auth.error.profileUpdateFailed'))
  expect(sent).toEqual([expect.objectContaining({ name: '丽娜', surname: '王', country: 'FR', province: 'Île-de-France', city: 'Paris', newsletter: true })])
  await expect(profile.getByText(zh('profile.saved'))).toHaveCount(0)
  await expect(profile.getByLabel(required('form.name'))).toHaveValue('丽娜')
  await expect(profile.getByLabel(required('form.surname'))).toHaveValue('王')
  await expect(profile.getByLabel(required('form.country'))).toHaveValue('FR')
  await expect(profile.getByLabel(zh('form.province'), { exact: true })).toHaveValue('Île-de-France')
  await expect(profile.getByLabel(required('form.city'))).toHaveValue('Paris')
  await expect(profile.getByRole('checkbox')).toBeChecked()
  await expect(profile.getByRole('button', { name: zh('profile.saveChanges') })).toBeEnabled()
  await expectNoAxeViolations(page)

  // The server back: the same form, untouched, saves.
  await page.unroute('**/api/user/profile?lang=zh')
  const saved = page.waitForResponse((response) => response.url().includes('/api/user/profile?lang=zh') && response.request().method() === 'POST')
  await profile.getByRole('button', { name: zh('profile.saveChanges') }).click()
  expect((await saved).status()).toBe(200)
  await expect(profile.getByRole('status')).toHaveText(zh('profile.saved'))
  await expect(profile.getByRole('alert').filter({ hasText: zh('auth.error.profileUpdateFailed') })).toHaveCount(0)
  const stored = (await (await page.request.get('/api/user/profile?lang=zh')).json()) as { profile: { name: string; country: string; province: string | null; city: string } }
  expect(stored.profile).toMatchObject({ name: '丽娜', country: 'FR', province: 'Île-de-France', city: 'Paris' })
})
