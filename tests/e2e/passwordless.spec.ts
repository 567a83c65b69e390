import fs from 'node:fs'
import path from 'node:path'
import { expect, test, type APIRequestContext, type Page } from '@playwright/test'
import { expectNoAxeViolations, screenshot, waitForHydration } from './helpers'
import { proofOfWorkHeaders } from './proofOfWork'

const outbox = path.resolve('data/e2e/outbox')
/** The mails to an address in the e2e server's outbox, oldest first, quoted-printable soft breaks undone. */
function mailsTo(address: string): string[] {
  const mails = fs.existsSync(outbox) ? fs.readdirSync(outbox).sort().map((file) => fs.readFileSync(path.join(outbox, file), 'utf8')) : []
  return mails.filter((mail) => mail.includes(`To: ${address}`)).map((mail) => mail.replace(/=\r?\n/g, '').replace(/=3D/g, '='))
}
/** The six digits in the body of the newest mail to the address (headers hold other numbers; a Chinese body is base64). */
function codeIn(mail: string | undefined): string | undefined {
  const [head = '', ...rest] = (mail ?? '').split(/\r?\n\r?\n/)
  const body = /Content-Transfer-Encoding: base64/i.test(head) ? Buffer.from(rest.join(''), 'base64').toString('utf8') : rest.join('\n')
  return /(?<![\d=])\d{6}(?!\d)/.exec(body)?.[0]
}

const passphrase = 'a quiet walk along the lagoon'
const run = Math.floor(Date.now() / 1000) % 250
let visitors = 0
test.describe.configure({ timeout: 240_000 })
test.beforeEach(async ({ context }) => {
  await context.setExtraHTTPHeaders({ 'X-Forwarded-For': `198.18.${run}.${(++visitors % 250) + 1}` })
})

/** A verified account, registered through the API as the registration screen would. */
async function verifiedAccount(request: APIRequestContext, email: string, locale: string): Promise<void> {
  const address = { 'X-Forwarded-For': `198.18.${run}.${(++visitors % 250) + 1}` }
  const registered = await request.post(`/api/user/register?lang=${locale}`, {
    headers: { ...address, ...(await proofOfWorkHeaders(request, address)) },
    data: { kind: 'private', name: 'Giulia', surname: 'Rossi', email, country: 'IT', province: 'MI', city: 'Milano', password: passphrase, passwordRepeat: passphrase, privacy: true, terms: true },
  })
  expect(registered.status()).toBe(200)
  await expect.poll(() => mailsTo(email).at(-1)).toContain('/api/user/auth/verify-email')
  const link = new URL(/https?:\/\/\S+\/api\/user\/auth\/verify-email\?\S+/.exec(mailsTo(email).at(-1) ?? '')?.[0] ?? '')
  await request.get(link.pathname + link.search)
}

async function openPanel(page: Page, toggle: string) {
  const button = page.getByRole('button', { name: toggle })
  await waitForHydration(button)
  await button.click()
  return page.getByRole('region', { name: toggle })
}

const journeys = [
  {
    locale: 'en',
    toggle: 'Sign in without a password',
    email: 'E-mail address',
    sendCode: 'Send code',
    code: 'Sign-in code',
    signIn: 'Sign in',
    sent: (email: string) => `If ${email} has an account, a sign-in code is on its way. It is valid for 10 minutes.`,
    invalid: 'Invalid or expired code',
  },
  {
    locale: 'zh',
    toggle: '无需密码登录',
    email: '电子邮箱地址',
    sendCode: '发送验证码',
    code: '登录验证码',
    signIn: '登录',
    sent: (email: string) => `如果 ${email} 已注册账户，登录验证码已发送，10 分钟内有效。`,
    invalid: '验证码无效或已过期',
  },
] as const

for (const journey of journeys) {
  test(`${journey.locale}: sign in with a code sent by e-mail (a wrong one refused, the right one pasted), back to next`, async ({ page, request }) => {
    const email = `e2e-code-${journey.locale}-${Date.now()}@example.com`
    await verifiedAccount(request, email, journey.locale)
    await page.goto(`/${journey.locale}/user/login?next=${encodeURIComponent(`/${journey.locale}/user/edit-profile`)}`)
    const panel = await openPanel(page, journey.toggle)
    await panel.getByLabel(journey.email).fill(email)
    const before = mailsTo(email).length
    await panel.getByRole('button', { name: journey.sendCode }).click()
    await expect(panel.getByRole('status')).toHaveText(journey.sent(email))
    await expect(panel.getByLabel(journey.code)).toBeFocused()
    await expect(panel.getByLabel(journey.code)).toHaveAttribute('autocomplete', 'one-time-code')
    await expect.poll(() => mailsTo(email).length).toBe(before + 1)
    const code = codeIn(mailsTo(email).at(-1)) ?? ''
    expect(code).toMatch(/^\d{6}$/)
    await expectNoAxeViolations(page)
    for (const width of [390, 1440]) {
      await page.setViewportSize({ width, height: 1000 })
      await panel.scrollIntoViewIfNeeded()
      await screenshot(page, `passwordless-code-${journey.locale}-${width}`)
    }

    await panel.getByLabel(journey.code).fill(code === '000000' ? '111111' : '000000')
    await panel.getByRole('button', { name: journey.signIn, exact: true }).click()
    await expect(panel.getByText(journey.invalid)).toBeVisible()
    await expect(panel.getByLabel(journey.code)).toHaveAttribute('aria-invalid', 'true')
    await expectNoAxeViolations(page)

    // Pasted as the mail shows it, with a space in the middle: accepted.
    await panel.getByLabel(journey.code).fill('')
    await panel.getByLabel(journey.code).focus()
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write'])
    await page.evaluate((text) => navigator.clipboard.writeText(text), `${code.slice(0, 3)} ${code.slice(3)}`)
    await page.keyboard.press('ControlOrMeta+V')
    await expect(panel.getByLabel(journey.code)).toHaveValue(`${code.slice(0, 3)} ${code.slice(3)}`)
    await panel.getByRole('button', { name: journey.signIn, exact: true }).click()
    await expect(page).toHaveURL(new RegExp(`/${journey.locale}/user/edit-profile$`))
  })
}

test('en: the mailed link signs in once and returns to next; opened again it says why it fails', async ({ page, request }) => {
  const email = `e2e-link-${Date.now()}@example.com`
  await verifiedAccount(request, email, 'en')
  await page.goto(`/en/user/login?next=${encodeURIComponent('/en/user/edit-profile')}`)
  const panel = await openPanel(page, 'Sign in without a password')
  await panel.getByLabel('E-mail address').fill(email)
  const before = mailsTo(email).length
  await panel.getByRole('button', { name: 'Send link' }).click()
  await expect(panel.getByRole('status')).toHaveText(`If ${email} has an account, a sign-in link is on its way. It is valid for 10 minutes.`)
  await expect.poll(() => mailsTo(email).length).toBe(before + 1)
  const link = new URL(/https?:\/\/\S+#link=[A-Za-z0-9]+/.exec(mailsTo(email).at(-1) ?? '')?.[0] ?? '')
  expect(link.pathname).toBe('/en/user/login')

  // Opened from the mail: a new tab.
  const tab = await page.context().newPage()
  await tab.goto(link.pathname + link.search + link.hash)
  await expect(tab).toHaveURL(/\/en\/user\/edit-profile$/)

  await page.context().clearCookies()
  const again = await page.context().newPage()
  await again.goto(link.pathname + link.search + link.hash)
  await expect(again.getByRole('alert').filter({ hasText: 'This sign-in link is invalid, already used or expired. Ask for a new one.' })).toBeVisible()
  // The token left the address bar and the history at once.
  expect(new URL(again.url()).hash).toBe('')
  await expectNoAxeViolations(again)
  await screenshot(again, 'passwordless-link-used')
})

test('en: the mailed link opened in the tab that already shows the login (only the fragment changes) signs in too', async ({ page, request }) => {
  const email = `e2e-link-same-tab-${Date.now()}@example.com`
  await verifiedAccount(request, email, 'en')
  await page.goto(`/en/user/login?next=${encodeURIComponent('/en/user/edit-profile')}`)
  const panel = await openPanel(page, 'Sign in without a password')
  await panel.getByLabel('E-mail address').fill(email)
  const before = mailsTo(email).length
  await panel.getByRole('button', { name: 'Send link' }).click()
  await expect.poll(() => mailsTo(email).length).toBe(before + 1)
  const link = new URL(/https?:\/\/\S+#link=[A-Za-z0-9]+/.exec(mailsTo(email).at(-1) ?? '')?.[0] ?? '')
  // Same path and query as the page shown: the browser only fires hashchange, no new load.
  await page.evaluate((hash) => {
    window.location.hash = hash
  }, link.hash)
  await expect(page).toHaveURL(/\/en\/user\/edit-profile$/)
})
