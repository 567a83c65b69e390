import { expect, test, type APIRequestContext, type Page } from '@playwright/test'
import { editorHeaders, expectNoAxeViolations, outboxMails, screenshot, waitForHydration } from './helpers'
import { proofOfWorkHeaders } from './proofOfWork'
import { ownAddressPerTest, visitorPassphrase } from './visitors'

ownAddressPerTest('100.74')
// Registrations, approvals, the admin's edit screen and several renders on a shared two-core machine.
test.describe.configure({ timeout: 300_000 })

const editor = { email: 'editor@ateliervesta.example', password: 'vesta-demo-2026' }
/** The demo's notices (src/seed/data/tradeBulletins.ts): for designers and architects everywhere, for dealers in the UK and US. */
const lago = { en: 'Preview: the Lago collection', zh: '抢先看：Lago 系列' }
const londonEvening = 'Trade evening in London, 22 January'

/** A registered, verified, signed-in professional whose application an editor approved with `group` and `markets`. */
async function approvedProfessional(page: Page, origin: string, tag: string, group: string, markets: string[]): Promise<void> {
  const email = `e2e-notices-${tag}-${Date.now()}@example.com`
  const registered = await page.request.post('/api/user/register?lang=en', {
    headers: { Origin: origin, ...(await proofOfWorkHeaders(page.request)) },
    data: {
      kind: 'professional', name: 'Lena', surname: 'Moretti', email, country: 'IT', province: 'MI', city: 'Milano',
      profession: 'interiorDesigner', company: `Studio ${tag}`, vatNumber: 'IT01234567890',
      password: visitorPassphrase, passwordRepeat: visitorPassphrase, privacy: true, terms: true,
    },
  })
  expect(registered.status()).toBe(200)
  const mail = () => outboxMails({ containing: '/api/user/auth/verify-email', to: email }).at(-1)
  await expect.poll(mail).toBeTruthy()
  const link = new URL(/https?:\/\/[^\s]+\/api\/user\/auth\/verify-email\?[^\s]+/.exec(mail() ?? '')?.[0] ?? '')
  expect((await page.request.get(link.pathname + link.search, { maxRedirects: 0 })).status()).toBe(302)
  expect((await page.request.post('/api/user/login?lang=en', { headers: { Origin: origin }, data: { email, password: visitorPassphrase } })).status()).toBe(200)
  expect((await page.request.post('/api/trade/application?lang=en', { headers: { Origin: origin }, data: { profession: 'architect', company: `Studio ${tag}`, vatNumber: 'IT01234567890', country: 'IT' } })).status()).toBe(200)
  const headers = await editorHeaders(page.request)
  const found = await page.request.get(`/api/trade-applications?where[email][equals]=${encodeURIComponent(email)}&depth=0`, { headers })
  const id = ((await found.json()) as { docs: { id: number }[] }).docs[0]?.id
  expect((await page.request.patch(`/api/trade-applications/${id}`, { headers, data: { status: 'approved', group, markets } })).status()).toBe(200)
}

async function shots(page: Page, name: string) {
  for (const width of [390, 1440]) {
    await page.setViewportSize({ width, height: 900 })
    await screenshot(page, `${name}-${width}`)
  }
}

test('an approved designer reads the notices for their group and opens one; a dealer of another market never sees it (en)', async ({ page, browser, baseURL }) => {
  const origin = baseURL ?? ''
  await page.goto('/en/access/bulletins')
  await expect(page).toHaveURL(/\/en\/user\/login\?next=%2Fen%2Faccess%2Fbulletins$/)

  await approvedProfessional(page, origin, 'designer', 'designer', ['eu'])
  await page.goto('/en/access')
  const card = page.getByRole('region', { name: 'Bulletin board' })
  await expect(card).toContainText('2 unread notices')
  await card.getByRole('link', { name: 'Open the bulletin board' }).click()

  await expect(page).toHaveURL(/\/en\/access\/bulletins$/)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Bulletin board')
  const notice = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: lago.en }) })
  await expect(notice).toContainText('Unread')
  await expect(notice).toContainText('New collection')
  await expect(page.getByRole('main')).toContainText('2027 price list for Europe')
  await expect(page.getByRole('main')).not.toContainText(londonEvening)
  await expectNoAxeViolations(page, 'main')
  await shots(page, 'trade-bulletins')

  const opened = page.waitForURL(/\/en\/access\/bulletins\/\d+$/)
  await notice.getByRole('link', { name: lago.en }).click()
  await opened
  const detail = page.url()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(lago.en)
  await expect(page.getByRole('main')).toContainText('CAD files and material samples can be requested from January.')
  await expectNoAxeViolations(page, 'main')
  await shots(page, 'trade-bulletin')

  await page.getByRole('link', { name: 'All notices' }).click()
  await expect(page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: lago.en }) })).not.toContainText('Unread')
  await page.goto('/zh/access')
  await expect(page.getByRole('region', { name: '公告栏' })).toContainText('1 条未读公告')

  // A dealer of the US market, in their own browser: not on their board, not at its address.
  const dealer = await browser.newContext({ extraHTTPHeaders: { 'X-Forwarded-For': `100.74.${Date.now() % 250}.200` } })
  const dealerPage = await dealer.newPage()
  await approvedProfessional(dealerPage, origin, 'dealer', 'dealer', ['us'])
  await dealerPage.goto('/en/access/bulletins')
  await expect(dealerPage.getByRole('main')).toContainText(londonEvening)
  await expect(dealerPage.getByRole('main')).not.toContainText(lago.en)
  await expect(dealerPage.getByRole('main')).not.toContainText('2027 price list for Europe')
  expect((await dealerPage.goto(new URL(detail).pathname))?.status()).toBe(404)
  await dealer.close()
})

/** The last demo product with a European price on its first version: its id, name, that version's code and price. */
async function wishedProduct(request: APIRequestContext) {
  const response = await request.get('/api/products?sort=-id&limit=20&depth=0&locale=en', { headers: await editorHeaders(request) })
  type Row = { id: number; name: string; code: string; versions?: { code: string; prices?: { market: string; amount: number }[] }[] }
  const rows = ((await response.json()) as { docs: Row[] }).docs
  const product = rows.find((row) => !row.code.startsWith('AST') && row.versions?.[0]?.prices?.some((price) => price.market === 'eu'))
  const version = product?.versions?.[0]
  const priceIndex = version?.prices?.findIndex((price) => price.market === 'eu') ?? -1
  if (!product || !version || priceIndex < 0) throw new Error('no demo product with a European price')
  return { id: product.id, name: product.name, version: version.code, priceIndex, amount: version.prices?.[priceIndex]?.amount ?? 0 }
}

test('an editor changes the price of a wishlisted version in the admin; the follower sees the warning and acknowledges it (zh)', async ({ page, browser, baseURL }) => {
  const origin = baseURL ?? ''
  await approvedProfessional(page, origin, 'follower', 'architect', ['eu'])
  const product = await wishedProduct(page.request)
  expect((await page.request.post('/api/user/wishlist/add', { headers: { Origin: origin }, data: { kind: 'product', id: String(product.id), options: { version: product.version } } })).status()).toBe(200)
  await page.goto('/en/access')
  await expect(page.getByRole('region', { name: 'Warnings' })).toContainText('Nothing has changed on the items you follow.')

  // The editor, in the admin of their own browser: the first version's European price, published.
  const admin = await browser.newContext({ viewport: { width: 1440, height: 900 } })
  const adminPage = await admin.newPage()
  await adminPage.goto('/admin/login')
  await adminPage.locator('#field-email').fill(editor.email)
  await adminPage.locator('#field-password').fill(editor.password)
  await adminPage.getByRole('button', { name: /log ?in/i }).click()
  await expect(adminPage).toHaveURL(/\/admin\/?$/)
  await adminPage.goto(`/admin/collections/products/${product.id}`)
  await adminPage.getByRole('button', { name: 'Versions', exact: true }).click()
  const amount = adminPage.locator(`#field-versions__0__prices__${product.priceIndex}__amount`)
  if (!(await amount.isVisible())) await adminPage.locator('#versions-row-0 .collapsible__toggle').first().click()
  const raised = product.amount + 150
  await amount.fill(String(raised))
  await adminPage.getByRole('button', { name: /publish changes/i }).click()
  await expect(adminPage.getByText(/updated successfully|published successfully/i).first()).toBeVisible()
  await admin.close()

  await page.goto('/zh/access')
  const warnings = page.getByRole('region', { name: '提醒' })
  const euros = (value: number) => new Intl.NumberFormat('zh-CN', { style: 'currency', currency: 'EUR', maximumFractionDigits: 0 }).format(value)
  await expect(warnings).toContainText(product.version)
  await expect(warnings).toContainText(`${euros(product.amount)} 调整为 ${euros(raised)}`)
  await expect(warnings).toContainText('关注来源：心愿单')
  await expectNoAxeViolations(page, 'main')
  await shots(page, 'trade-warnings')

  const acknowledge = warnings.getByRole('button', { name: new RegExp(`^确认：.*${product.version}`) })
  await waitForHydration(acknowledge)
  await acknowledge.click()
  await expect(warnings).toContainText('您关注的产品没有变化。')
  await page.reload()
  await expect(page.getByRole('region', { name: '提醒' })).toContainText('您关注的产品没有变化。')
  await expectNoAxeViolations(page, 'main')

  // The demo price back as it was (through the REST API, as the admin saves): another warning, acknowledged by the API.
  const headers = await editorHeaders(page.request)
  const stored = (await (await page.request.get(`/api/products/${product.id}?depth=0`, { headers })).json()) as { versions: { prices: { amount: number }[] }[] }
  const versions = stored.versions.map((version, index) => (index === 0 ? { ...version, prices: version.prices.map((price, at) => (at === product.priceIndex ? { ...price, amount: product.amount } : price)) } : version))
  expect((await page.request.patch(`/api/products/${product.id}`, { headers, data: { versions, _status: 'published' } })).status()).toBe(200)
})
