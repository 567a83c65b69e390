import { expect, test, type APIRequestContext, type Page } from '@playwright/test'
import { folders } from '../../src/i18n/folders'
import { editorHeaders, expectNoAxeViolations, screenshot, waitForHydration } from './helpers'

/**
 * A visitor chooses the market whose prices the catalogue quotes: the product page and the
 * product list follow (currency, amounts, price filter), the choice outlives a reload and a new
 * page, a visitor who chose nothing still gets the language's market from the same addresses,
 * and the choice works without JavaScript. English and Italian.
 */

const languages = ['en', 'it'] as const
type Lang = (typeof languages)[number]
const tags: Record<Lang, string> = { en: 'en', it: 'it-IT' }
const marketNames: Record<Lang, { us: string; ch: string; eu: string }> = {
  en: { us: 'United States (USD)', ch: 'Switzerland (CHF)', eu: 'Europe (EUR)' },
  it: { us: 'Stati Uniti (USD)', ch: 'Svizzera (CHF)', eu: 'Europa (EUR)' },
}
const change: Record<Lang, string> = { en: 'Change', it: 'Cambia' }

type Prices = Record<string, number>

/** A priced product and its first version's price in each market, through the public API. */
async function pricedProduct(request: APIRequestContext, lang: Lang): Promise<{ slug: string; prices: Prices }> {
  const response = await request.get(`/api/products?locale=${lang}&depth=0&limit=100&sort=name`, { headers: await editorHeaders(request) })
  expect(response.status()).toBe(200)
  const { docs } = (await response.json()) as { docs: { slug: string; versions?: { prices?: { market: string; amount: number }[] }[] }[] }
  for (const doc of docs) {
    const prices = Object.fromEntries((doc.versions?.[0]?.prices ?? []).map((price) => [price.market, price.amount]))
    if (prices.eu && prices.us && prices.ch) return { slug: doc.slug, prices }
  }
  throw new Error('no product priced in eu, us and ch')
}

function money(amount: number, currency: string, lang: Lang): string {
  const whole = Number.isInteger(amount)
  return new Intl.NumberFormat(tags[lang], { style: 'currency', currency, minimumFractionDigits: whole ? 0 : 2, maximumFractionDigits: whole ? 0 : 2 }).format(amount)
}

const price = (page: Page) => page.locator('.version-picker__price').first()

/** Brings a field into view below the sticky header, for a screenshot a person looks at. */
async function showField(page: Page, selector: string): Promise<void> {
  await page.evaluate((target) => {
    const field = document.querySelector(target)
    if (field) window.scrollTo(0, field.getBoundingClientRect().top + window.scrollY - window.innerHeight / 2)
  }, selector)
}

/** The page the market form comes back to (303 from /api/market), loaded. */
async function backFromMarket(page: Page): Promise<void> {
  await page.waitForResponse((response) => response.request().isNavigationRequest() && response.request().method() === 'GET' && response.request().redirectedFrom() !== null)
  await page.waitForLoadState('load')
}

/** With JavaScript a market applies as soon as it is chosen; without, the form's button (inside `<noscript>`) sends it. */
async function chooseMarket(page: Page, id: string, name: string, lang: Lang, script = true): Promise<void> {
  const select = page.locator(`#${id}`)
  if (script) {
    await expect(select.locator('xpath=ancestor::form').getByRole('button', { name: change[lang] })).toHaveCount(0)
    await waitForHydration(select)
    await Promise.all([backFromMarket(page), select.selectOption({ label: name })])
    return
  }
  await select.selectOption({ label: name })
  await Promise.all([page.waitForLoadState('load'), select.locator('xpath=ancestor::form').getByRole('button', { name: change[lang] }).click()])
}

for (const lang of languages) {
  test(`a chosen market sets the prices of product pages and lists (${lang})`, async ({ page, request, browser }) => {
    // English also takes the screenshots and more axe checks: close to a minute on two busy cores.
    if (lang === 'en') test.slow()
    const { slug, prices } = await pricedProduct(request, lang)
    const productUrl = `/${lang}/${folders.products[lang]}/${slug}`
    await page.goto(encodeURI(productUrl))
    await expect(price(page)).toHaveText(money(prices.eu ?? 0, 'EUR', lang))
    await expect(page.locator('#product-market')).toHaveValue('eu')

    await chooseMarket(page, 'product-market', marketNames[lang].us, lang)
    await expect(page).toHaveURL(new RegExp(`${encodeURI(productUrl)}$`))
    await expect(price(page)).toHaveText(money(prices.us ?? 0, 'USD', lang))
    await expect(page.locator('#product-market')).toHaveValue('us')
    await expectNoAxeViolations(page)
    if (lang === 'en') {
      await page.setViewportSize({ width: 390, height: 844 })
      await showField(page, '#product-market')
      await screenshot(page, 'market-product-390')
      await expectNoAxeViolations(page)
      await page.setViewportSize({ width: 1440, height: 900 })
      await showField(page, '#product-market')
      await screenshot(page, 'market-product-1440')
    }

    await page.reload()
    await expect(price(page)).toHaveText(money(prices.us ?? 0, 'USD', lang))

    // The list quotes the same market: its price filter and its market field.
    await page.goto(encodeURI(`/${lang}/${folders.products[lang]}/`))
    await expect(page.locator('#list-market')).toHaveValue('us')
    await expect(page.locator('.facets')).toContainText(lang === 'en' ? '$' : 'USD')
    await expectNoAxeViolations(page)
    if (lang === 'en') {
      await showField(page, '#list-market')
      await screenshot(page, 'market-list-1440')
      await page.setViewportSize({ width: 390, height: 844 })
      await showField(page, '#list-market')
      await screenshot(page, 'market-list-390')
      await page.setViewportSize({ width: 1440, height: 900 })
    }

    // Someone who chose nothing gets the language's market from the same addresses.
    const other = await browser.newContext({ baseURL: new URL(page.url()).origin })
    const stranger = await other.newPage()
    await stranger.goto(encodeURI(productUrl))
    await expect(price(stranger)).toHaveText(money(prices.eu ?? 0, 'EUR', lang))
    await stranger.goto(encodeURI(`/${lang}/${folders.products[lang]}/`))
    await expect(stranger.locator('#list-market')).toHaveValue('eu')
    await other.close()

    // Switzerland from the list, then back to the language's own market.
    await chooseMarket(page, 'list-market', marketNames[lang].ch, lang)
    await expect(page.locator('#list-market')).toHaveValue('ch')
    await page.goto(encodeURI(productUrl))
    await expect(price(page)).toHaveText(money(prices.ch ?? 0, 'CHF', lang))
    await chooseMarket(page, 'product-market', marketNames[lang].eu, lang)
    await expect(price(page)).toHaveText(money(prices.eu ?? 0, 'EUR', lang))
    expect((await page.context().cookies()).map((cookie) => cookie.name)).not.toContain('vesta-market')
  })
}

test('the market is chosen without JavaScript too, and the market copies have no address of their own', async ({ browser, request }) => {
  const { slug, prices } = await pricedProduct(request, 'en')
  const context = await browser.newContext({ javaScriptEnabled: false })
  const page = await context.newPage()
  const productUrl = `/en/products/${slug}`
  await page.goto(productUrl)
  await chooseMarket(page, 'product-market', marketNames.en.us, 'en', false)
  await expect(page).toHaveURL(new RegExp(`${productUrl}$`))
  await expect(price(page)).toHaveText(money(prices.us ?? 0, 'USD', 'en'))
  await context.close()

  expect((await request.get(`/en/priced/us/products/${slug}`)).status()).toBe(404)
})

test('an unknown market is refused in the visitor language and changes nothing', async ({ request }) => {
  const refused = await request.post('/api/market?lang=it', { form: { market: 'mars', back: '/it' }, maxRedirects: 0 })
  expect(refused.status()).toBe(400)
  expect(await refused.text()).toBe('Questo mercato non esiste: scegline uno dall’elenco.')
  expect(refused.headers()['set-cookie']).toBeUndefined()

  const elsewhere = await request.post('/api/market?lang=en', { form: { market: 'us', back: 'https://elsewhere.example/' }, maxRedirects: 0 })
  expect(elsewhere.status()).toBe(303)
  expect(new URL(elsewhere.headers().location ?? '').pathname).toBe('/en')
})
