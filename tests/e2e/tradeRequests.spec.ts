import fs from 'node:fs'
import path from 'node:path'
import { expect, test, type Page } from '@playwright/test'
import { expectNoAxeViolations, outboxMails, screenshot, waitForHydration } from './helpers'
import { proofOfWorkHeaders } from './proofOfWork'
import { ownAddressPerTest, visitorPassphrase } from './visitors'

ownAddressPerTest('100.79')
// A registration, two admin edit screens, an upload and several renders on a shared two-core machine.
test.describe.configure({ timeout: 300_000 })

const editor = { email: 'editor@ateliervesta.example', password: 'vesta-demo-2026' }
type Messages = Record<string, string>
const messages = (locale: string) => JSON.parse(fs.readFileSync(path.resolve(`src/i18n/messages/${locale}.json`), 'utf8')) as Messages
/** The smallest PDF Payload's upload check takes. */
const pdf = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\nxref\n0 2\n0000000000 65535 f \n0000000009 00000 n \ntrailer << /Size 2 /Root 1 0 R >>\nstartxref\n49\n%%EOF\n')

/** A registered, verified professional who has applied (the product's own endpoints): the e-mail address. */
async function applicant(page: Page, origin: string, locale: string, company: string): Promise<string> {
  const email = `e2e-requests-${locale}-${Date.now()}@example.com`
  const registered = await page.request.post(`/api/user/register?lang=${locale}`, {
    headers: { Origin: origin, ...(await proofOfWorkHeaders(page.request)) },
    data: {
      kind: 'professional', name: 'Marta', surname: 'Bianchi', email, country: 'IT', province: 'MI', city: 'Milano',
      profession: 'architect', company, vatNumber: 'IT01234567890',
      password: visitorPassphrase, passwordRepeat: visitorPassphrase, privacy: true, terms: true,
    },
  })
  expect(registered.status()).toBe(200)
  const mail = () => outboxMails({ containing: '/api/user/auth/verify-email', to: email }).at(-1)
  await expect.poll(mail).toBeTruthy()
  const link = new URL(/https?:\/\/[^\s]+\/api\/user\/auth\/verify-email\?[^\s]+/.exec(mail() ?? '')?.[0] ?? '')
  expect((await page.request.get(link.pathname + link.search, { maxRedirects: 0 })).status()).toBe(302)
  expect((await page.request.post(`/api/user/login?lang=${locale}`, { headers: { Origin: origin }, data: { email, password: visitorPassphrase } })).status()).toBe(200)
  const applied = await page.request.post(`/api/trade/application?lang=${locale}`, { headers: { Origin: origin }, data: { profession: 'architect', company, vatNumber: 'IT01234567890', country: 'IT' } })
  expect(applied.status()).toBe(200)
  return email
}

async function shots(page: Page, name: string) {
  for (const width of [390, 1440]) {
    await page.setViewportSize({ width, height: 900 })
    await screenshot(page, `${name}-${width}`)
  }
}

/** The editor signs in to the admin (the visitor's session stays in its own cookie). */
async function adminSignIn(page: Page) {
  await page.setViewportSize({ width: 1440, height: 900 })
  await page.goto('/admin/login')
  if (!/\/admin\/login/.test(page.url())) return
  await page.locator('#field-email').fill(editor.email)
  await page.locator('#field-password').fill(editor.password)
  await page.getByRole('button', { name: /log ?in/i }).click()
  await expect(page).toHaveURL(/\/admin\/?$/)
}

const choose = async (page: Page, field: string, option: string | RegExp) => {
  await page.locator(`#field-${field} .rs__control`).click()
  await page.locator('.rs__option', { hasText: typeof option === 'string' ? new RegExp(`^${option}$`) : option }).first().click()
}

for (const locale of ['en', 'ru'] as const) {
  test(`a professional asks for a quote, an editor answers with an offer in the admin, the visitor reads and downloads it (${locale})`, async ({ page, baseURL }) => {
    const t = messages(locale)
    const label = (key: string) => t[key] ?? key
    const origin = baseURL ?? ''
    const company = `Studio Requests ${locale.toUpperCase()} ${Date.now()}`
    const email = await applicant(page, origin, locale, company)

    // Pending: the requests page sends to the landing, which explains the standing.
    await page.goto(`/${locale}/access/requests`)
    await expect(page).toHaveURL(new RegExp(`/${locale}/access$`))

    // The editor approves in the admin.
    await adminSignIn(page)
    await page.goto('/admin/collections/trade-applications')
    // The application's own address, opened directly: a click on the list before it is hydrated
    // can be lost, and the edit view then never comes.
    const application = await page.getByRole('link', { name: company }).first().getAttribute('href')
    expect(application).toMatch(/\/admin\/collections\/trade-applications\/[^/]+$/)
    await page.goto(application ?? '')
    await choose(page, 'status', 'approved')
    await choose(page, 'group', 'dealer')
    await choose(page, 'markets', 'eu')
    await page.getByRole('button', { name: 'Save' }).click()
    await expect(page.getByText(/updated successfully/i)).toBeVisible()

    // Access → a new request from the trade list's link.
    await page.goto(`/${locale}/access`)
    await expect(page.getByRole('heading', { level: 2, name: label('tradeRequests.title') })).toBeVisible()
    await expect(page.getByText(label('tradeRequests.card.open').replace('{count}', '0'))).toBeVisible()
    const form = await page.goto(`/${locale}/access/requests/new?version=av-sof-001-236&kind=quote`)
    expect(form?.headers()['cache-control']).toContain('no-store')
    expect(form?.headers()['x-robots-tag']).toBe('noindex, nofollow')
    const version = page.getByLabel(label('tradeRequests.version'))
    await expect(version).toHaveValue('av-sof-001-236')
    await waitForHydration(version)
    await page.getByLabel(label('tradeRequests.quantity')).fill('0')
    await page.getByRole('button', { name: label('tradeRequests.submit') }).click()
    await expect(page.getByText(label('tradeRequests.quantityInvalid').replace('{maxQuantity}', '9999'))).toBeVisible()
    await expect(version).toHaveValue('av-sof-001-236')
    await expectNoAxeViolations(page, 'main')
    await shots(page, `trade-request-new-${locale}`)
    await page.getByLabel(label('tradeRequests.quantity')).fill('6')
    await page.getByLabel(label('tradeRequests.message')).fill('Hotel lobby, Milan')
    await page.getByRole('button', { name: label('tradeRequests.submit') }).click()
    await expect(page).toHaveURL(new RegExp(`/${locale}/access/requests/\\d+$`))
    const id = /\/(\d+)$/.exec(page.url())?.[1] ?? ''
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(label('tradeRequests.number').replace('{number}', id))
    await expect(page.getByText(label('tradeRequests.noAnswer'))).toBeVisible()

    // The editor answers in the admin with an offer file.
    await page.goto('/admin/collections/trade-offers/create')
    await page.locator('input[type="file"]').setInputFiles({ name: `offer-${locale}-${id}.pdf`, mimeType: 'application/pdf', buffer: pdf })
    await page.locator('#field-title').fill(`Offer ${id}`)
    await page.getByRole('button', { name: 'Save' }).click()
    await expect(page.getByText(/successfully/i).first()).toBeVisible()
    await page.goto(`/admin/collections/trade-requests/${id}`)
    await choose(page, 'status', 'answered')
    await page.locator('#field-answer').fill(`Net price 1240 EUR each; delivery in six weeks (${locale}).`)
    await choose(page, 'offers', new RegExp(`offer-${locale}-${id}`))
    await page.getByRole('button', { name: 'Save' }).click()
    await expect(page.getByText(/updated successfully/i)).toBeVisible()
    const subject = label('tradeRequests.mail.answeredSubject').replace('{number}', id)
    await expect.poll(() => outboxMails({ containing: `/${locale}/access/requests/${id}`, to: email }).length).toBe(1)

    // The visitor sees the answer and downloads the offer.
    await page.goto(`/${locale}/access/requests?status=answered`)
    await expect(page.getByText(label('tradeRequests.unread'))).toBeVisible()
    await expectNoAxeViolations(page, 'main')
    await shots(page, `trade-requests-list-${locale}`)
    await page.goto(`/${locale}/access/requests/${id}`)
    await expect(page.getByText(`Net price 1240 EUR each; delivery in six weeks (${locale}).`)).toBeVisible()
    const download = page.waitForEvent('download')
    await page.getByRole('link', { name: label('tradeRequests.download').replace('{name}', `Offer ${id}`) }).click()
    const file = await download
    expect(file.suggestedFilename()).toBe(`offer-${locale}-${id}.pdf`)
    expect(fs.readFileSync(await file.path()).subarray(0, 5).toString()).toBe('%PDF-')
    await expectNoAxeViolations(page, 'main')
    await shots(page, `trade-request-answered-${locale}`)

    // The archive holds the answer's mail, found by a word of it.
    await page.goto(`/${locale}/access/archive?q=1240`)
    await expect(page.getByText(subject)).toBeVisible()
    await expectNoAxeViolations(page, 'main')
    await shots(page, `trade-archive-${locale}`)
  })
}
