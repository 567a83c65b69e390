import { expect, test, type Page } from '@playwright/test'
import { editorHeaders, expectNoAxeViolations, outboxMails, screenshot } from './helpers'
import { proofOfWorkHeaders } from './proofOfWork'
import { ownAddressPerTest, visitorPassphrase } from './visitors'

ownAddressPerTest('100.72')
test.describe.configure({ timeout: 240_000 })

/**
 * The trade catalogue (issue 21, docs/decisions/038): an approved dealer (EU and UK) sees the
 * seeded net prices beside the list prices on the trade list, in English and in Russian, filters
 * it, opens quickship, and finds what they opened on the landing.
 */
async function approvedDealer(page: Page, origin: string): Promise<void> {
  const email = `e2e-tradecat-${Date.now()}@example.com`
  const registered = await page.request.post('/api/user/register?lang=en', {
    headers: { Origin: origin, ...(await proofOfWorkHeaders(page.request)) },
    data: {
      kind: 'professional', name: 'Piet', surname: 'de Vries', email, country: 'NL', city: 'Amsterdam',
      profession: 'retailer', company: 'De Vries Interiors', vatNumber: 'NL123456789B01',
      password: visitorPassphrase, passwordRepeat: visitorPassphrase, privacy: true, terms: true,
    },
  })
  expect(registered.status()).toBe(200)
  const mail = () => outboxMails({ containing: '/api/user/auth/verify-email', to: email }).at(-1)
  await expect.poll(mail).toBeTruthy()
  const link = new URL(/https?:\/\/[^\s]+\/api\/user\/auth\/verify-email\?[^\s]+/.exec(mail() ?? '')?.[0] ?? '')
  expect((await page.request.get(link.pathname + link.search, { maxRedirects: 0 })).status()).toBe(302)
  expect((await page.request.post('/api/user/login?lang=en', { headers: { Origin: origin }, data: { email, password: visitorPassphrase } })).status()).toBe(200)
  expect((await page.request.post('/api/trade/application?lang=en', { headers: { Origin: origin }, data: { profession: 'retailer', company: 'De Vries Interiors', vatNumber: 'NL123456789B01', country: 'NL' } })).status()).toBe(200)
  // The editor approves (Payload's REST API, as the admin's save sends it; the admin's own screen is tradeAccess.spec).
  const headers = await editorHeaders(page.request)
  const found = await page.request.get(`/api/trade-applications?where[email][equals]=${encodeURIComponent(email)}&depth=0`, { headers })
  const id = ((await found.json()) as { docs: { id: number }[] }).docs[0]?.id
  expect(id).toBeTruthy()
  const approved = await page.request.patch(`/api/trade-applications/${String(id)}`, { headers, data: { status: 'approved', group: 'dealer', markets: ['eu', 'uk'] } })
  expect(approved.status()).toBe(200)
}

async function shots(page: Page, name: string) {
  for (const width of [390, 1440]) {
    await page.setViewportSize({ width, height: 900 })
    await screenshot(page, `${name}-${width}`)
  }
  await page.setViewportSize({ width: 1440, height: 900 })
}

test('an approved dealer sees net prices, filters, quickship and recently viewed (en, ru)', async ({ page, baseURL }) => {
  await approvedDealer(page, baseURL ?? '')

  const list = await page.goto('/en/access/products')
  expect(list?.headers()['cache-control']).toContain('no-store')
  expect(list?.headers()['x-robots-tag']).toBe('noindex, nofollow')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Product list')
  // admin.spec may have renamed the English Astor sofa with a suffix: its name's start is what counts.
  const astor = page.locator('.trade-item').filter({ has: page.getByRole('heading', { level: 3, name: /^Astor sofa/ }) }).filter({ hasText: 'AV-SOF-001-236' })
  await expect(page.getByText('Trade price list 2027')).toBeVisible()
  await expectNoAxeViolations(page, 'main')
  await shots(page, 'tradecat-list-en')

  // A facet from the public catalogue (type: sofa) narrows the list to a page that holds the Astor sofa.
  await page.goto('/en/access/products?type=sofa')
  // The seeded dealer net price for the three-seat Astor in Europe, beside its list price.
  await expect(astor.getByText('€4,333')).toBeVisible()
  await expect(astor.getByText('€8,900')).toBeVisible()
  await expect(astor.getByRole('link', { name: /^Request a quote for Astor sofa.* 3-seater$/ }).first()).toHaveAttribute('href', '/en/access/requests/new?version=AV-SOF-001-236&kind=quote')

  // The dealer's second market: the price facet and the price sort follow the market chosen; a
  // price range typed in euros is not carried into pounds.
  const priceFacet = page.locator('fieldset.facet--range', { has: page.locator('legend', { hasText: /^Price$/ }) })
  await expect(priceFacet.locator('.ctl-range__values')).toContainText('€')
  await page.goto('/en/access/products?type=sofa&priceMin=1000&sort=price')
  const marketChoice = page.getByLabel('Market')
  await expect(marketChoice).toHaveValue('eu')
  await expect(priceFacet.getByRole('spinbutton', { name: 'Minimum' })).toHaveValue('1000')
  await marketChoice.selectOption('uk')
  await expect(page).toHaveURL(/market=uk/)
  await expect(priceFacet.locator('.ctl-range__values')).toContainText('£')
  await expect(priceFacet.getByRole('spinbutton', { name: 'Minimum' })).toHaveValue('')
  await expect(page.getByLabel('Market')).toHaveValue('uk')
  await expect(page.locator('#catalogue-sort')).toHaveValue('price')
  await expect(astor.getByText('€4,333')).toBeVisible()
  await expectNoAxeViolations(page, 'main')

  // Russian: the same figures in the visitor's language.
  await page.goto('/ru/access/products?type=sofa')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Список изделий')
  await expect(page.getByText(/4\s333\s€/).first()).toBeVisible()
  await expectNoAxeViolations(page, 'main')
  await shots(page, 'tradecat-list-ru')

  // Quickship in the dealer's markets only (the seeded US item is not theirs).
  await page.goto('/en/access/quickship')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Quickship')
  await expect(page.getByRole('status')).toHaveText('3 items')
  await page.getByLabel('Market').selectOption('uk')
  await page.getByRole('button', { name: 'Apply' }).click()
  await expect(page.getByRole('status')).toHaveText('1 item')
  await expectNoAxeViolations(page, 'main')
  await shots(page, 'tradecat-quickship')

  // Opening a product's trade page puts it at the top of 'recently viewed' on the landing.
  await page.goto('/en/access/products?type=sofa')
  await astor.getByRole('heading', { level: 3 }).getByRole('link').click()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^Astor sofa/)
  // So does a public product page (the same cached page as everybody's; the browser records it).
  const recorded = page.waitForResponse((response) => response.url().endsWith('/api/trade/recently-viewed') && response.request().method() === 'POST')
  await page.goto('/en/products/bruma-sofa')
  expect((await recorded).status()).toBe(204)
  await page.goto('/en/access')
  const recent = page.getByRole('region', { name: 'Recently viewed' })
  await expect(recent.getByRole('link', { name: /^Astor sofa/ }).first()).toBeVisible()
  await expect(recent.getByRole('link').first()).toHaveText(/^Bruma sofa/)
  await expect(page.getByTestId('trade-count-quickship')).toHaveText('3')
  await expectNoAxeViolations(page, 'main')
  await shots(page, 'tradecat-landing')
})
