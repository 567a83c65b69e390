import { expect, test } from '@playwright/test'
import { startTestProvider, type TestProvider } from '../integration/oidcProvider'
import { e2eSingleSignOn } from './environment.mjs'
import { expectNoAxeViolations, screenshot, waitForHydration } from './helpers'
import { ownAddressPerTest, signedInVisitor, visitorPassphrase } from './visitors'

/**
 * Single sign-on in the browser: the login screen's button, a real OpenID provider (started here,
 * on the port the e2e server trusts from its start: tests/e2e/environment.mjs), the way back to
 * the page the visitor came from, and the failure page. The provider's login prompt answers by
 * itself (tests/integration/oidcProvider.ts): the journey is the site's, not the provider's UI.
 */
let provider: TestProvider
test.describe.configure({ mode: 'serial', timeout: 120_000 })
ownAddressPerTest('198.51')

test.beforeAll(async ({ baseURL }) => {
  provider = await startTestProvider(`${baseURL ?? ''}/api/user/sso/callback`, { ports: [e2eSingleSignOn.port], clientId: e2eSingleSignOn.clientId, clientSecret: e2eSingleSignOn.clientSecret })
})
test.afterAll(async () => {
  await provider.close()
})

const journeys = [
  { lang: 'en', button: `Continue with ${e2eSingleSignOn.displayName}`, name: 'Ada' },
  { lang: 'ru', button: `Продолжить через ${e2eSingleSignOn.displayName}`, name: 'Анна' },
] as const

for (const { lang, button, name } of journeys) {
  test(`${lang}: the login button signs in at the provider and comes back to the page asked for`, async ({ page }) => {
    const email = `e2e-sso-${lang}-${Date.now()}@idp.example`
    provider.nextLogin = { account: { sub: `sub-${lang}-${Date.now()}`, email, email_verified: true, given_name: name, family_name: 'Test' } }
    await page.goto(`/${lang}/user/login?next=%2F${lang}%2Fuser%2Fedit-profile`)
    const link = page.getByRole('link', { name: button })
    await waitForHydration(link)
    // A real link (works without JavaScript) carrying the language and, once hydrated, the way back.
    await expect(link).toHaveAttribute('href', `/api/user/sso/start?lang=${lang}&next=%2F${lang}%2Fuser%2Fedit-profile`)
    await expectNoAxeViolations(page)
    for (const width of [390, 1440]) {
      await page.setViewportSize({ width, height: 900 })
      await screenshot(page, `sso-login-${lang}-${width}`)
    }
    await link.focus()
    await page.keyboard.press('Enter')
    await expect(page).toHaveURL(new RegExp(`/${lang}/user/edit-profile$`))
    const session = (await (await page.request.get('/api/_auth/session')).json()) as { user?: { email: string; name: string } }
    expect(session.user).toMatchObject({ email, name })
  })
}

test('en: a provider that refuses (login_required) lands on the failure page with the catalogue’s message and a way back', async ({ page }) => {
  provider.nextLogin = { error: 'login_required' }
  await page.goto('/en/user/login')
  const link = page.getByRole('link', { name: `Continue with ${e2eSingleSignOn.displayName}` })
  await waitForHydration(link)
  await link.click()
  await expect(page).toHaveURL(/\/en\/user\/sso-error\?code=login_required$/)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Single sign-on failed')
  await expect(page.locator('.account-page').getByRole('alert')).toHaveText('Sign-in required')
  await expect(page.getByText('the raw text of the provider')).toHaveCount(0)
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/)
  await expectNoAxeViolations(page)
  await screenshot(page, 'sso-error-en-1440')
  await page.getByRole('link', { name: 'Back to sign in' }).click()
  await expect(page).toHaveURL(/\/en\/user\/login$/)
})

test('ru: the failure page speaks the visitor’s language; an unknown code says only Something went wrong', async ({ page }) => {
  await page.goto('/ru/user/sso-error?code=%3Cscript%3Ealert(1)%3C%2Fscript%3E')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Не удалось выполнить единый вход')
  await expect(page.locator('.account-page').getByRole('alert')).toHaveText('Что-то пошло не так')
  await expectNoAxeViolations(page)
})

test('en: an account made by single sign-on deletes itself without a password, confirming at the provider when asked', async ({ page }) => {
  const sub = `sub-leave-${Date.now()}`
  provider.nextLogin = { account: { sub, email: `${sub}@idp.example`, email_verified: true, given_name: 'Leo', family_name: 'Test' } }
  await page.goto('/en/user/login?next=%2Fen%2Fuser%2Fedit-profile')
  const button = page.getByRole('link', { name: `Continue with ${e2eSingleSignOn.displayName}` })
  await waitForHydration(button)
  await button.click()
  await expect(page).toHaveURL(/\/en\/user\/edit-profile$/)
  const section = page.locator('#delete')
  await expect(section).toContainText(`Your account has no password: you confirm by signing in again with ${e2eSingleSignOn.displayName}.`)
  await expect(section.getByLabel('Password *')).toHaveCount(0)
  await expectNoAxeViolations(page, '#delete')
  for (const width of [390, 1440]) {
    await page.setViewportSize({ width, height: 900 })
    await section.scrollIntoViewIfNeeded()
    await screenshot(page, `sso-delete-${width}`)
  }
  // The session is fresh here; the server's answer to an older one (403, tested on both databases
  // in tests/integration/singleSignOn.test.ts) is played once, so the way through the provider is walked.
  let refusals = 0
  await page.route('**/api/user/delete?*', async (route) => {
    if (refusals++ > 0) return route.continue()
    return route.fulfill({ status: 403, contentType: 'application/json', body: JSON.stringify({ error: 'sign_in_again', message: 'For your security, sign in again to confirm, then delete your account within 10 minutes.' }) })
  })
  const remove = section.getByRole('button', { name: 'Delete my account for good' })
  await remove.click()
  await expect(section.getByRole('alert')).toHaveText('For your security, sign in again to confirm, then delete your account within 10 minutes.')
  await section.getByRole('button', { name: `Sign in again with ${e2eSingleSignOn.displayName}` }).click()
  await expect(page).toHaveURL(/\/en\/user\/edit-profile\?confirmed=1#delete$/)
  await expect(section.getByRole('status')).toHaveText('You signed in again: you can now delete your account.')
  await waitForHydration(remove)
  await remove.click()
  await expect(page).toHaveURL(/\/en\/user\/login\?deleted=1$/)
  const session = (await (await page.request.get('/api/_auth/session')).json()) as { user?: unknown }
  expect(session.user).toBeUndefined()
})

test('en: a visitor links the provider from edit-profile with the password, comes back linked, and unlinks it', async ({ page, baseURL }) => {
  await signedInVisitor(page, baseURL ?? '', 'sso-link')
  const sub = `sub-link-${Date.now()}`
  provider.nextLogin = { account: { sub, email: `${sub}@idp.example`, email_verified: true, given_name: 'Giulia', family_name: 'Rossi' } }
  await page.goto('/en/user/edit-profile')
  const section = page.locator('#sign-in-methods')
  await expect(section.getByRole('heading', { level: 2 })).toHaveText('Ways to sign in')
  await expect(section).toContainText('Not linked')
  const linkButton = section.getByRole('button', { name: `Link ${e2eSingleSignOn.displayName}` })
  await waitForHydration(linkButton)
  await expectNoAxeViolations(page, '#sign-in-methods')
  for (const width of [390, 1440]) {
    await page.setViewportSize({ width, height: 900 })
    await section.scrollIntoViewIfNeeded()
    await screenshot(page, `sso-link-${width}`)
  }
  await section.getByLabel('Password *').fill(visitorPassphrase)
  await linkButton.click()
  await expect(page).toHaveURL(/\/en\/user\/edit-profile\?linked=1#sign-in-methods$/)
  await expect(section.getByRole('status')).toHaveText(`${e2eSingleSignOn.displayName} is now linked to your account.`)
  await expect(section).toContainText('Linked')
  await section.getByRole('button', { name: `Unlink ${e2eSingleSignOn.displayName}` }).click()
  await expect(section.getByRole('status')).toHaveText(`${e2eSingleSignOn.displayName} is no longer linked to your account.`)
  await expect(section).toContainText('Not linked')
})

test('en: signing out of a session that came from the provider goes on to the provider’s logout', async ({ page }) => {
  const sub = `sub-out-${Date.now()}`
  provider.nextLogin = { account: { sub, email: `${sub}@idp.example`, email_verified: true, given_name: 'Ada', family_name: 'Test' } }
  await page.goto('/en/user/login?next=%2Fen%2Fuser%2Fprofile')
  const link = page.getByRole('link', { name: `Continue with ${e2eSingleSignOn.displayName}` })
  await waitForHydration(link)
  await link.click()
  await expect(page).toHaveURL(/\/en\/user\/profile$/)
  const signedOut = await page.evaluate(async () => (await (await fetch('/api/_auth/session?lang=en', { method: 'DELETE', credentials: 'same-origin' })).json()) as { providerLogout?: string })
  expect(signedOut.providerLogout ?? '').toMatch(new RegExp(`^http://127\\.0\\.0\\.1:${e2eSingleSignOn.port}/session/end\\?client_id=`))
  expect(((await (await page.request.get('/api/_auth/session')).json()) as { user?: unknown }).user).toBeUndefined()
})
