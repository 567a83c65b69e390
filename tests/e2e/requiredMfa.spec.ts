import { expect, test } from '@playwright/test'
import { editorHeaders, expectNoAxeViolations, outboxMails, screenshot, waitForHydration } from './helpers'
import { proofOfWorkHeaders } from './proofOfWork'
import { authenticatorCode, visitorPassphrase } from './visitors'

/**
 * Issue 17: with 'Administrator requires MFA' set for everybody, a visitor without MFA who signs in
 * is held at the set-up: the personal pages send them to it, the personal endpoints refuse them,
 * and once the authenticator app is set up the whole account opens. It changes a site-wide
 * setting, so it runs on the 'alone' server (one worker, its own database) and puts it back
 * however it ends.
 */

test('a visitor held by the MFA policy sets it up before anything personal opens', async ({ page, request, baseURL }) => {
  test.slow()
  if (!baseURL) throw new Error('baseURL comes from playwright.config.ts')
  await page.context().setExtraHTTPHeaders({ 'X-Forwarded-For': `198.18.${Math.floor(Date.now() / 1000) % 250}.${test.info().retry + 1}` })
  const email = `e2e-held-${Date.now()}-${test.info().retry}@example.com`
  const registered = await page.request.post('/api/user/register?lang=en', {
    headers: { Origin: baseURL, ...(await proofOfWorkHeaders(page.request)) },
    data: { kind: 'private', name: 'Giulia', surname: 'Rossi', email, country: 'IT', province: 'MI', city: 'Milano', password: visitorPassphrase, passwordRepeat: visitorPassphrase, privacy: true, terms: true },
  })
  expect(registered.status()).toBe(200)
  const mail = () => outboxMails({ containing: '/api/user/auth/verify-email', to: email, server: 'alone' }).at(-1)
  await expect.poll(mail).toBeTruthy()
  const link = new URL(/https?:\/\/[^\s]+\/api\/user\/auth\/verify-email\?[^\s]+/.exec(mail() ?? '')?.[0] ?? '')

  const headers = await editorHeaders(request)
  const setPolicy = async (visitorMfa: 'off' | 'everybody') => expect((await request.post('/api/globals/site-settings', { headers, data: { visitorMfa } })).status()).toBe(200)
  await setPolicy('everybody')
  try {
    await page.goto(link.pathname + link.search)
    const form = page.locator('form.account-form')
    await waitForHydration(form)
    await form.getByLabel('E-mail address').fill(email)
    await form.getByLabel('Password', { exact: true }).fill(visitorPassphrase)
    await form.getByRole('button', { name: 'Sign in' }).click()
    // The set-up page is rendered afresh after the policy's publish purged the pages: a moment more.
    await expect(page).toHaveURL(/\/en\/user\/edit-profile\?mfa=required$/, { timeout: 30_000 })
    const section = page.getByRole('region', { name: 'Two-step sign-in (MFA)' })
    await expect(section).toBeVisible()
    await expect(page.getByText('Administrator requires multi-factor authentication (MFA)').first()).toBeVisible()
    // Held: nothing else of the account, and the personal answers say why.
    await expect(page.getByRole('region', { name: 'Active sessions' })).toHaveCount(0)
    // No 'Back to my profile' while held: the profile would only send the visitor back here.
    await expect(page.getByRole('link', { name: 'Back to my profile' })).toHaveCount(0)
    const profile = await page.request.get('/api/user/profile?lang=en')
    expect(profile.status()).toBe(403)
    expect(((await profile.json()) as { error: string }).error).toBe('mfa_setup_required')
    await expectNoAxeViolations(page)
    for (const width of [390, 1440]) {
      await page.setViewportSize({ width, height: 1000 })
      await page.evaluate(() => window.scrollTo(0, 0))
      await screenshot(page, `mfa-held-${width}`)
    }
    // A personal page sends the visitor back to the set-up.
    await page.goto('/en/user/profile')
    await expect(page).toHaveURL(/\/en\/user\/edit-profile\?mfa=required$/)

    // Held, the set-up has begun: it asks for the password straight away.
    await section.getByLabel('Password').fill(visitorPassphrase)
    await section.getByRole('button', { name: 'Continue' }).click()
    const key = (await section.locator('.account-mfa__secret').textContent()) ?? ''
    expect(key).toMatch(/^[A-Z2-7]{4}( [A-Z2-7]{1,4})+$/)
    await section.getByLabel('Verification code').fill(authenticatorCode(key))
    await section.getByRole('button', { name: 'Turn on MFA' }).click()
    await expect(section.getByText('MFA is on.')).toBeVisible()
    // Set up: the whole account opens.
    await expect(page.getByRole('region', { name: 'Active sessions' })).toBeVisible()
    expect((await page.request.get('/api/user/profile?lang=en')).status()).toBe(200)
    await expectNoAxeViolations(page)
    // And with it the way back to the profile, which now opens.
    await page.getByRole('link', { name: 'Back to my profile' }).click()
    await expect(page).toHaveURL(/\/en\/user\/profile$/)
    await expect(page.locator('.account-profile')).toBeVisible()
  } finally {
    await setPolicy('off')
  }
})
