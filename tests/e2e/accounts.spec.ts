import fs from 'node:fs'
import path from 'node:path'
import { expect, test, type Page } from '@playwright/test'
import { expectNoAxeViolations, screenshot, waitForHydration } from './helpers'
import { proofOfWorkHeaders } from './proofOfWork'

const outbox = path.resolve('data/e2e/outbox')
/** A mail's text with quoted-printable soft breaks undone. */
const readable = (mail: string) => mail.replace(/=\r?\n/g, '').replace(/=3D/g, '=')
/** The newest mail to an address in the e2e server's outbox that contains `about` (the newsletter's own may come too). */
function mailTo(address: string, about = '/api/user/auth/verify-email'): string | undefined {
  const mails = fs.existsSync(outbox) ? fs.readdirSync(outbox).sort().map((file) => fs.readFileSync(path.join(outbox, file), 'utf8')) : []
  return mails
    .filter((mail) => mail.includes(`To: ${address}`))
    .map(readable)
    .filter((mail) => mail.includes(about))
    .at(-1)
}
/** The verification link of the newest mail to `address`, as a path of the e2e server. */
async function verificationPath(address: string): Promise<string> {
  await expect.poll(() => mailTo(address)).toBeTruthy()
  const link = /https?:\/\/[^\s]+\/api\/user\/auth\/verify-email\?[^\s]+/.exec(mailTo(address) ?? '')?.[0] ?? ''
  expect(link).not.toBe('')
  return new URL(link).pathname + new URL(link).search
}

const passphrase = 'a quiet walk along the lagoon'
/** This run's own block of addresses: a rerun on the same prepared database starts with fresh counts. */
const run = Math.floor(Date.now() / 1000) % 250
let visitors = 0
/** Each test counts as a visitor of its own address (the e2e server trusts the local proxy's X-Forwarded-For). */
test.beforeEach(async ({ context }) => {
  await context.setExtraHTTPHeaders({ 'X-Forwarded-For': `198.18.${run}.${(++visitors % 250) + 1}` })
})

async function signIn(page: Page, email: string, labels: { email: RegExp | string; password: RegExp | string; submit: string; rememberMe?: string }) {
  const form = page.locator('form.account-form')
  await waitForHydration(form)
  await form.getByLabel(labels.email).fill(email)
  await form.getByLabel(labels.password, { exact: true }).fill(passphrase)
  if (labels.rememberMe) await form.getByRole('checkbox', { name: labels.rememberMe }).check()
  await form.getByRole('button', { name: labels.submit }).click()
}

test('en: register as a private visitor, verify from the mail, sign in, see the profile, sign out', async ({ page }) => {
  // A whole journey with five axe checks: about a minute on two busy cores.
  test.slow()
  const email = `e2e-private-${Date.now()}@example.com`
  await page.goto('/en/user/signin')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Registration')
  const form = page.locator('form.account-form')
  await waitForHydration(form)
  await expectNoAxeViolations(page)
  // The server checks: a short password is refused beside its field, everything typed stays.
  await form.getByLabel('First name *').fill('Giulia')
  await form.getByLabel('Surname *').fill('Rossi')
  await form.getByLabel('E-mail address *').fill(email)
  await form.getByLabel('Country *').selectOption('IT')
  await form.getByLabel('Province *').selectOption('MI')
  await form.getByLabel('City *').fill('Milano')
  await form.getByLabel('Password *', { exact: true }).fill('too short')
  await form.getByLabel('Repeat password *').fill('too short')
  await form.getByRole('button', { name: 'Register' }).click()
  await expect(form.getByText('Enter at least 12 characters.')).toBeVisible()
  await expect(form.getByText('You must accept to continue.').first()).toBeVisible()
  await expect(form.getByLabel('First name *')).toHaveValue('Giulia')
  await expectNoAxeViolations(page)
  // The password policy: long enough but weak, refused with its reason beside the field; the form keeps the rest.
  await form.getByRole('checkbox', { name: /privacy policy/ }).check()
  await form.getByRole('checkbox', { name: /terms and conditions/ }).check()
  await form.getByLabel('Password *', { exact: true }).fill('aaaaaaaaaaaaaaaa')
  await form.getByLabel('Repeat password *').fill('aaaaaaaaaaaaaaaa')
  await form.getByRole('button', { name: 'Register' }).click()
  await expect(form.getByText('Password too weak')).toBeVisible()
  await expect(form.getByLabel('City *')).toHaveValue('Milano')
  await expectNoAxeViolations(page)
  await form.getByLabel('Password *', { exact: true }).fill('giulia.rossi.milano')
  await form.getByLabel('Repeat password *').fill('giulia.rossi.milano')
  await form.getByRole('button', { name: 'Register' }).click()
  await expect(form.getByText('Password contains user information')).toBeVisible()

  await form.getByLabel('Password *', { exact: true }).fill(passphrase)
  await form.getByLabel('Repeat password *').fill(passphrase)
  await form.getByRole('button', { name: 'Register' }).click()
  await expect(page).toHaveURL(/\/en\/user\/thankyou$/)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Registration successful')
  await expectNoAxeViolations(page)

  await page.goto(await verificationPath(email))
  await expect(page).toHaveURL(/\/en\/user\/login\?verified=1$/)
  await expect(page.getByRole('status')).toHaveText('Your e-mail address is confirmed: you can sign in now.')
  await expectNoAxeViolations(page)
  await signIn(page, email, { email: 'E-mail address', password: 'Password', submit: 'Sign in', rememberMe: 'Remember me' })
  await expect(page).toHaveURL(/\/en\/user\/profile$/)
  await expect(page.getByText('Giulia', { exact: true })).toBeVisible()
  // 'Remember me': the session cookie lasts 30 days (without it, one day: the Russian journey below).
  const remembered = (await page.context().cookies()).find((cookie) => cookie.name === 'visitor.session_token')
  expect(Math.round(((remembered?.expires ?? 0) - Date.now() / 1000) / 86400)).toBe(30)
  const row = (label: string) => page.locator('.account-profile__row').filter({ has: page.getByText(label, { exact: true }) })
  await expect(row('Province')).toContainText('Milano')
  await expect(row('City')).toContainText('Milano')
  await expect(page.locator('header').getByRole('link', { name: 'My account' })).toBeVisible()
  await expectNoAxeViolations(page)
  for (const width of [390, 1440]) {
    await page.setViewportSize({ width, height: 900 })
    await screenshot(page, `accounts-profile-${width}`)
  }

  await page.locator('.account-profile').getByRole('button', { name: 'Sign out' }).click()
  await expect(page).toHaveURL(/\/en\/user\/login$/)
  await expect(page.locator('header').getByRole('link', { name: 'Sign in' })).toBeVisible()
  await page.goto('/en/user/profile')
  await expect(page).toHaveURL(/\/en\/user\/login\?next=%2Fen%2Fuser%2Fprofile$/)
})

test('ru: a professional registers, verifies and signs in; the guard brings them back to the profile', async ({ page }) => {
  const email = `e2e-pro-${Date.now()}@example.com`
  await page.goto('/ru/user/signin')
  const form = page.locator('form.account-form')
  await waitForHydration(form)
  await form.getByRole('radio', { name: 'Профессионалы' }).check()
  await form.getByLabel(/^Имя/).fill('Анна')
  await form.getByLabel(/^Фамилия/).fill('Иванова')
  await form.getByLabel(/^Адрес электронной почты/).fill(email)
  await form.getByLabel(/^Страна/).selectOption('DE')
  await form.getByLabel(/^Область/).fill('Bayern')
  await form.getByLabel(/^Город/).fill('München')
  await form.getByLabel(/^Профессия/).selectOption('architect')
  await form.getByLabel(/^Компания/).fill('Studio Iwanowa')
  await form.getByLabel(/^Пароль/).fill(passphrase)
  await form.getByLabel(/^Повторите пароль/).fill(passphrase)
  for (const box of await form.getByRole('checkbox').all()) await box.check()
  await expectNoAxeViolations(page)
  await form.getByRole('button', { name: 'Зарегистрироваться' }).click()
  await expect(page).toHaveURL(/\/ru\/user\/thankyou$/)

  await page.goto(await verificationPath(email))
  await page.goto('/ru/user/profile')
  await expect(page).toHaveURL(/\/ru\/user\/login\?next=%2Fru%2Fuser%2Fprofile$/)
  await signIn(page, email, { email: /^Адрес электронной почты/, password: /^Пароль/, submit: 'Войти' })
  await expect(page).toHaveURL(/\/ru\/user\/profile$/)
  await expect(page.getByText('Studio Iwanowa')).toBeVisible()
  await expect(page.getByText('Архитектор')).toBeVisible()
  // 'Remember me' not ticked: a one-day session, extended while in use.
  const session = (await page.context().cookies()).find((cookie) => cookie.name === 'visitor.session_token')
  expect(Math.round(((session?.expires ?? 0) - Date.now() / 1000) / 3600)).toBe(24)
  await expectNoAxeViolations(page)
})

test('sign-in: an unknown address and a wrong password get the same message', async ({ page }) => {
  await page.goto('/en/user/login')
  await signIn(page, 'nobody-here@example.com', { email: 'E-mail address', password: 'Password', submit: 'Sign in' })
  await expect(page.locator('form.account-form').getByRole('alert')).toHaveText('Incorrect e-mail address or password')
  await expectNoAxeViolations(page)
})

test('sign-in after 3 wrong passwords: the form solves the proof of work and sends again; what was typed stays', async ({ page, request }) => {
  const email = `e2e-pow-${Date.now()}@example.com`
  const headers = { 'X-Forwarded-For': `198.18.${run}.253` }
  const registered = await request.post('/api/user/register?lang=en', {
    headers: { ...headers, ...(await proofOfWorkHeaders(request, headers)) },
    data: { kind: 'private', name: 'Paola', surname: 'Neri', email, country: 'IT', province: 'VE', city: 'Venezia', password: passphrase, passwordRepeat: passphrase, privacy: true, terms: true },
  })
  expect(registered.status()).toBe(200)
  await request.get(await verificationPath(email))
  const posts: { proofOfWork: boolean; status: number }[] = []
  page.on('response', (response) => {
    if (response.url().includes('/api/user/login?')) posts.push({ proofOfWork: response.request().headers()['x-proof-of-work'] !== undefined, status: response.status() })
  })
  await page.goto('/en/user/login')
  const form = page.locator('form.account-form')
  await waitForHydration(form)
  await form.getByLabel('E-mail address').fill(email)
  for (const guess of ['wrong passphrase one', 'wrong passphrase two', 'wrong passphrase three']) {
    await form.getByLabel('Password', { exact: true }).fill(guess)
    await form.getByRole('button', { name: 'Sign in' }).click()
    await expect(form.getByRole('alert')).toHaveText('Incorrect e-mail address or password')
    await expect(form.getByRole('button', { name: 'Sign in' })).toBeEnabled()
  }
  // The fourth try needs an answer: the form searched for it after the third refusal and sends it.
  await expect(form.getByLabel('E-mail address')).toHaveValue(email)
  await form.getByLabel('Password', { exact: true }).fill(passphrase)
  await form.getByRole('button', { name: 'Sign in' }).click()
  await expect(page).toHaveURL(/\/en\/user\/profile$/)
  expect(posts.map((post) => post.status)).toEqual([401, 401, 401, 200])
  expect(posts.map((post) => post.proofOfWork)).toEqual([false, false, false, true])
})

test('a product page is the same bytes signed in and signed out; the session is never cached', async ({ page, request }) => {
  const email = `e2e-bytes-${Date.now()}@example.com`
  // The API context is not the page's: it gets this run's address of its own.
  const headers = { 'X-Forwarded-For': `198.18.${run}.252` }
  const registered = await request.post('/api/user/register?lang=en', {
    headers: { ...headers, ...(await proofOfWorkHeaders(request, headers)) },
    data: { kind: 'private', name: 'Byte', surname: 'Same', email, country: 'FR', city: 'Paris', password: passphrase, passwordRepeat: passphrase, privacy: true, terms: true },
  })
  expect(registered.status()).toBe(200)
  await request.get(await verificationPath(email))
  const signedIn = await request.post('/api/user/login?lang=en', { headers, data: { email, password: passphrase } })
  expect(signedIn.status()).toBe(200)
  const session = await request.get('/api/_auth/session')
  expect(session.headers()['cache-control']).toBe('private, no-store')
  expect(((await session.json()) as { user?: { email: string } }).user?.email).toBe(email)

  const withCookie = await (await request.get('/en/products/astor-sofa')).text()
  const anonymous = await (await page.request.get('/en/products/astor-sofa', { headers: { cookie: '' } })).text()
  expect(withCookie).not.toContain(email)
  expect(withCookie).toBe(anonymous)
})

for (const width of [390, 1440]) {
  test(`account pages at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 })
    for (const screen of ['signin', 'login']) {
      await page.goto(`/en/user/${screen}`)
      await waitForHydration(page.locator('form.account-form'))
      await screenshot(page, `accounts-${screen}-${width}`)
      await page.screenshot({ path: `test-results/screenshots/accounts-${screen}-${width}-full.png`, fullPage: true })
    }
  })
}
