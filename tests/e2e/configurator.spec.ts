import { expect, test, type Page } from '@playwright/test'
import { pdfText } from '../fixtures/pdfText'
import { countNumberFormats, expectNoAxeViolations, outboxMails, screenshot, waitForHydration } from './helpers'
import { ownAddressPerTest, signedInVisitor } from './visitors'

const price = (page: Page) => page.getByTestId('configurator-price')
const part = (page: Page, name: string) => page.getByRole('group', { name: new RegExp(`^${name}`) })
/** The stage's picture once loaded: the address the browser chose from its srcset ('' until it has loaded). */
const shownPicture = (page: Page) =>
  page.locator('.configurator-stage__image').evaluate((image) => {
    const picture = image as HTMLImageElement
    if (!picture.complete || picture.naturalWidth === 0) return ''
    const address = new URL(picture.currentSrc)
    return `${address.pathname}${address.search}`
  })
const localItems = (page: Page) => page.evaluate(() => JSON.parse(window.localStorage.getItem('vesta.wishlist') ?? '[]') as unknown[])

test('the configurator: choose, the price follows, the shared address reopened elsewhere, back and forward, saved to the wishlist', async ({ page, browser }) => {
  test.setTimeout(180_000)
  await page.setViewportSize({ width: 1440, height: 900 })
  await page.goto('/en/products/astor-sofa')
  await page.getByRole('link', { name: 'Configure Astor sofa' }).click()
  await expect(page).toHaveURL(/\/en\/products\/astor-sofa\/configure$/)
  // admin.spec.ts renames the English Astor sofa (a suffix) in the same database: the name's start is what is checked.
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^Configure Astor sofa/)
  await expect(price(page)).toHaveText('€7,400')
  const threeSeater = page.getByRole('radio', { name: /^3-seater/ })
  await waitForHydration(threeSeater)

  // The sofa-bed exists for the 3-seater only, and says so.
  const sofaBed = page.getByRole('checkbox', { name: /Sofa-bed mechanism/ })
  await expect(sofaBed).toBeDisabled()
  await expect(sofaBed).toHaveAccessibleDescription('Only for: 3-seater')

  // Keyboard only: the layout, then leather on the upholstery (a family that costs more), then options.
  await threeSeater.focus()
  await page.keyboard.press('Space')
  await expect(threeSeater).toBeChecked()
  await expect(price(page)).toHaveText('€8,900')
  await expect(page.getByTestId('configurator-dimensions')).toContainText('236 × 98 × 78')
  // A swatch: its radio is hidden behind the picture; the keyboard walks the radio group, the pointer picks the swatch.
  const upholstery = part(page, 'Upholstery')
  await upholstery.getByRole('radio', { checked: true }).focus()
  await page.keyboard.press('ArrowRight')
  await expect(upholstery.getByRole('radio', { name: 'Peat Bouclé (TESS 102)' })).toBeChecked()
  await upholstery.locator('label[title="Full-Grain Sand (PLE 01)"]').click()
  await expect(upholstery.getByRole('radio', { name: 'Full-Grain Sand (PLE 01)' })).toBeChecked()
  await expect(price(page)).toHaveText('€10,100')
  await expect(sofaBed).toBeEnabled()
  await sofaBed.focus()
  await page.keyboard.press('Space')
  await expect(price(page)).toHaveText('€11,450')
  // Goose down and the sofa-bed do not go together: the reason is given.
  const feather = page.getByRole('checkbox', { name: /Goose-down filling/ })
  await expect(feather).toBeDisabled()
  await expect(feather).toHaveAccessibleDescription('Not with: Sofa-bed mechanism')
  await page.getByRole('checkbox', { name: /Two scatter cushions/ }).check()
  await expect(price(page)).toHaveText('€11,630')
  const value = 'av-sof-001-236_upholstery.ple-01~cushions.tess-101~base.metalli-02_scatter~sofa-bed'
  await expect(page).toHaveURL(new RegExp(`\\?c=${value.replace(/\./g, '\\.')}$`))
  await expect(page.locator('.configurator-stage__image')).toHaveAttribute('src', `/api/configurator/preview?p=${await page.locator('.configurator-stage__image').evaluate((image) => new URL((image as HTMLImageElement).src).searchParams.get('p'))}&c=${encodeURIComponent(value)}`)
  // A desktop's stage loads the full picture.
  await expect.poll(() => shownPicture(page)).toBe(await page.locator('.configurator-stage__image').getAttribute('src'))
  await expectNoAxeViolations(page)

  // The address, opened in another browser, shows the same configuration, rendered by the server, with its share image.
  const shared = page.url()
  const other = await browser.newContext()
  const elsewhere = await other.newPage()
  await elsewhere.goto(shared)
  await expect(price(elsewhere)).toHaveText('€11,630')
  await expect(elsewhere.getByRole('radio', { name: /^3-seater/ })).toBeChecked()
  await expect(part(elsewhere, 'Upholstery').getByRole('radio', { name: 'Full-Grain Sand (PLE 01)' })).toBeChecked()
  await expect(elsewhere.getByRole('checkbox', { name: /Sofa-bed mechanism/ })).toBeChecked()
  const ogImage = await elsewhere.locator('meta[property="og:image"]').getAttribute('content')
  expect(ogImage).toContain(`c=${encodeURIComponent(value)}`)
  const image = await elsewhere.request.get(ogImage ?? '')
  expect(image.status()).toBe(200)
  expect(image.headers()['content-type']).toBe('image/jpeg')
  await other.close()

  // Back steps through the changes; choosing the 2-seater drops the sofa-bed and says why.
  await page.goBack()
  await expect(price(page)).toHaveText('€11,450')
  await page.goForward()
  await expect(price(page)).toHaveText('€11,630')
  await page.getByRole('radio', { name: /^2-seater/ }).check()
  await expect(page.locator('.configurator-actions__message')).toHaveText('Sofa-bed mechanism was removed: it does not exist for this layout.')
  await expect(price(page)).toHaveText('€8,780')

  // Saved to the wishlist as this configuration.
  await page.getByRole('button', { name: 'Save to your wishlist' }).click()
  await expect(page.locator('.configurator-actions__message')).toHaveText('Configuration saved to your wishlist.')
  const saved = await localItems(page)
  expect(saved).toEqual([expect.objectContaining({ kind: 'product', options: { config: 'av-sof-001-196_upholstery.ple-01~cushions.tess-101~base.metalli-02_scatter' } })])
  await screenshot(page, 'configurator-en-1440')
})

test('a tampered address shows the nearest valid configuration with notices, never an error', async ({ page }) => {
  const response = await page.goto('/en/products/astor-sofa/configure?c=av-sof-003-228_upholstery.metalli-02~legs.tess-101~cushions.nothing-9_feather~sofa-bed~wings')
  expect(response?.status()).toBe(200)
  const notices = page.locator('.configurator-notices')
  await expect(notices).toContainText('The layout in this link does not exist for this product: here is the first one.')
  await expect(notices).toContainText('A material in this link is not offered for its part: the part shows its first material.')
  await expect(notices).toContainText('A part named in this link does not exist on this product and was ignored.')
  await expect(notices).toContainText('A material in this link is no longer available: its part shows its first material.')
  await expect(notices).toContainText('An option in this link cannot go with this configuration and was left out.')
  await expect(notices).toContainText('An option in this link does not exist and was left out.')
  await expect(page.getByRole('radio', { name: /^2-seater/ })).toBeChecked()
  await expect(page.getByRole('checkbox', { name: /Goose-down filling/ })).toBeChecked()
  await expect(price(page)).toHaveText('€7,850')
  // Another language's segment leads to the language's own; a product that is not configurable has none.
  const german = await page.goto('/de/produkte/sofa-astor/configure')
  expect(german?.url()).toMatch(/\/de\/produkte\/sofa-astor\/konfigurieren$/)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sofa Astor konfigurieren')
  expect((await page.goto('/en/products/onda-daybed/configure'))?.status()).toBe(404)
  expect((await page.goto('/en/configurator/astor-sofa'))?.status()).toBe(404)
})

test('screenshots at 390 and 1440 px in English and Chinese, axe clean on a phone and a desktop', async ({ page }) => {
  test.setTimeout(120_000)
  for (const [lang, slug] of [['en', 'bruma-sofa'], ['zh', 'bruma-沙发']] as const) {
    for (const width of [390, 1440]) {
      await page.setViewportSize({ width, height: width === 390 ? 844 : 900 })
      await page.goto(`/${lang}/products/${encodeURIComponent(slug)}/configure?c=av-sof-003-cl_upholstery.ple-03~cushions.tess-103~legs.legni-05_feather`)
      await expect(page.locator('.configurator-stage__image')).toBeVisible()
      // The phone gets the picture drawn for its width (about half the bytes), the desktop the full
      // one. Once the full one is in the browser's cache (the second language: the same
      // configuration), Chromium shows it on the phone too, at no cost.
      const full = (await page.locator('.configurator-stage__image').getAttribute('src')) ?? ''
      await expect.poll(() => shownPicture(page)).toBe(width === 390 && lang === 'en' ? `${full}&w=828` : full)
      await screenshot(page, `configurator-${lang}-${String(width)}`)
      await expectNoAxeViolations(page)
    }
  }
})

test('the 3D view loads on request only, where WebGL is, and turns by keyboard', async ({ page }) => {
  test.setTimeout(120_000)
  await page.setViewportSize({ width: 1440, height: 900 })
  const threeRequests: string[] = []
  page.on('request', (request) => {
    if (request.url().includes('/_next/static/chunks/')) threeRequests.push(request.url())
  })
  await page.goto('/en/products/lido-armchair/configure')
  const toggle = page.getByRole('button', { name: 'Show in 3D' })
  await waitForHydration(page.getByRole('radio').first())
  const before = threeRequests.length
  const canDraw = await page.evaluate(() => {
    const canvas = document.createElement('canvas')
    return (canvas.getContext('webgl2') ?? canvas.getContext('webgl')) !== null
  })
  test.skip(!canDraw, 'no WebGL in this browser: the server’s picture stays')
  // The button comes once the page is idle and the picture seen (the WebGL probe is not a part of hydration).
  await expect(toggle).toBeVisible()
  await toggle.click()
  const canvas = page.getByRole('img', { name: /3D view/ })
  await expect(canvas).toBeVisible({ timeout: 30_000 })
  expect(threeRequests.length).toBeGreaterThan(before)
  await canvas.focus()
  await page.keyboard.press('ArrowLeft')
  await page.keyboard.press('+')
  await screenshot(page, 'configurator-3d-en-1440')
  await expectNoAxeViolations(page)
  await page.getByRole('button', { name: 'Show the picture' }).click()
  await expect(canvas).toHaveCount(0)
})

test('the configurator hydrates without formatting a number; the first change formats the new price', async ({ page }) => {
  // A page's first Intl.NumberFormat costs 12–60 ms of Chromium's main thread: the server writes
  // the first configuration's amounts, and the browser formats only what a change brings.
  const made = await countNumberFormats(page)
  await page.goto('/en/products/astor-sofa/configure?c=av-sof-001-236_upholstery.ple-01~cushions.tess-101~base.metalli-02_scatter')
  const threeSeater = page.getByRole('radio', { name: /^3-seater/ })
  await waitForHydration(threeSeater)
  await expect(price(page)).toHaveText('€10,280')
  await expect(page.locator('.configurator-summary__lines')).toContainText('+€180')
  expect(await made()).toBe(0)
  await page.getByRole('checkbox', { name: /Two scatter cushions/ }).uncheck()
  await expect(price(page)).toHaveText('€10,100')
  expect(await made()).toBeGreaterThan(0)
})

test('a configuration goes onto a moodboard by keyboard alone, kept in the browser before sign-in, drawn on the board', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 })
  const value = 'av-sof-001-236_upholstery.ple-01~cushions.tess-101~base.metalli-02_scatter'
  await page.goto(`/en/products/astor-sofa/configure?c=${value}`)
  const panel = page.locator('.board-add')
  const open = panel.getByRole('button', { name: 'Add to a moodboard' })
  await waitForHydration(open)
  await open.focus()
  await page.keyboard.press('Enter')
  await expect(open).toHaveAttribute('aria-expanded', 'true')
  // No board yet: a new one, named after the product and its layout.
  await expect(panel.getByLabel('Moodboard', { exact: true })).toHaveValue('new')
  const title = panel.getByLabel('Name of the new moodboard')
  // The name may carry a suffix for a moment: admin.spec.ts renames the sofa and back, beside this spec.
  await expect(title).toHaveValue(/^Astor sofa.* · 3-seater$/)
  await screenshot(page, 'configurator-moodboard-panel-390')
  // A board without a name is refused beside the form, which stays as it was.
  await title.fill('')
  await title.press('Enter')
  await expect(panel.locator('.board-add__problem')).toHaveText('Give the moodboard a name.')
  await expect(panel.getByLabel('Moodboard', { exact: true })).toHaveValue('new')
  await title.fill('Living room')
  await title.press('Enter')
  await expect(panel.locator('.board-add__done')).toContainText('Configuration added to the moodboard ‘Living room’.')
  await expect(panel.locator('.board-add__done')).toContainText('Saved in this browser')
  await expectNoAxeViolations(page)
  await screenshot(page, 'configurator-moodboard-390')

  // A second configuration onto the same board: it is now the first choice.
  await page.goto('/en/products/astor-sofa/configure?c=av-sof-001-236_upholstery.ple-03~cushions.tess-103~base.metalli-02')
  await waitForHydration(open)
  await open.click()
  await expect(panel.getByLabel('Moodboard', { exact: true }).locator('option:checked')).toHaveText('Living room')
  await panel.getByRole('button', { name: 'Add', exact: true }).click()
  await expect(panel.locator('.board-add__done')).toContainText('‘Living room’')

  await panel.getByRole('link', { name: 'Open the moodboard' }).click()
  await expect(page).toHaveURL(/\/en\/user\/moodboards\?board=local-/)
  const pieces = page.locator('.board-piece--configuration')
  await expect(pieces).toHaveCount(2)
  await expect(pieces.first().locator('.board-piece__caption')).toHaveText(/^Astor sofa.* · 3-seater$/)
  const drawing = pieces.first().locator('img')
  await expect(drawing).toHaveAttribute('src', new RegExp(`^/api/configurator/preview\\?p=\\d+&c=${value.replace(/\./g, '\\.')}$`))
  await expect.poll(() => drawing.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth)).toBeGreaterThan(0)
  await expectNoAxeViolations(page)
  await page.setViewportSize({ width: 1440, height: 900 })
  await screenshot(page, 'moodboard-configuration-1440')
})

test.describe('a saved configuration', () => {
  ownAddressPerTest('100.74')

  test('spec sheet, saved to the wishlist with its choices and price, sent to a store with its choices', async ({ page, baseURL }) => {
    test.setTimeout(240_000)
    await page.setViewportSize({ width: 1440, height: 900 })
    await signedInVisitor(page, baseURL ?? '', 'configurator-saved')
    const value = 'av-sof-001-236_upholstery.ple-01~cushions.tess-101~base.metalli-02_scatter'
    await page.goto(`/en/products/astor-sofa/configure?c=${value}`)
    await expect(price(page)).toHaveText('€10,280')

    // The spec sheet: the same configuration, in English, with the materials' codes and the price.
    const sheetLink = page.getByRole('link', { name: 'Download the spec sheet' })
    await expect(sheetLink).toHaveAttribute('href', new RegExp(`^/api/configurator/spec-sheet\\?p=\\d+&c=${encodeURIComponent(value).replace(/\./g, '\\.')}&lang=en$`))
    const sheet = await page.request.get((await sheetLink.getAttribute('href')) ?? '')
    expect(sheet.status()).toBe(200)
    expect(sheet.headers()['content-type']).toBe('application/pdf')
    const { text } = await pdfText(new Uint8Array(await sheet.body()))
    for (const expected of ['Spec sheet', 'Astor sofa', '3-seater', 'Full-Grain Sand (PLE 01)', 'Upholstery', 'Two scatter cushions', '€10,280', 'This configuration online']) expect(text).toContain(expected)
    // The long configuration code wraps at the column's edge.
    expect(text.replace(/\s+/g, '')).toContain(`configure?c=${value}`)

    // Saved (signed in: into the account), then shown on the wishlist with its choices, its price and the way back.
    const save = page.getByRole('button', { name: 'Save to your wishlist' })
    await waitForHydration(save)
    await save.click()
    await expect(page.locator('.configurator-actions__message')).toHaveText('Configuration saved to your wishlist.')

    // Onto a moodboard of the account as well; it opens with the configuration on it.
    const boardAdd = page.locator('.board-add')
    await boardAdd.getByRole('button', { name: 'Add to a moodboard' }).click()
    await boardAdd.getByLabel('Name of the new moodboard').fill('Salotto')
    await boardAdd.getByRole('button', { name: 'Add', exact: true }).click()
    await expect(boardAdd.locator('.board-add__done')).toContainText('Configuration added to the moodboard ‘Salotto’.')
    await expect(boardAdd.locator('.board-add__done')).not.toContainText('Saved in this browser')
    const boardHref = (await boardAdd.getByRole('link', { name: 'Open the moodboard' }).getAttribute('href')) ?? ''
    expect(boardHref).toMatch(/^\/en\/user\/moodboards\?board=[0-9a-f-]{36}$/)
    await page.goto(boardHref)
    await expect(page.locator('.board-piece--configuration .board-piece__caption')).toHaveText(/^Astor sofa.* · 3-seater$/)

    await page.goto('/en/user/wishlist')
    const item = page.getByTestId('wishlist-item')
    await expect(item).toHaveCount(1)
    const fact = (label: string) => item.locator('.wishlist-item__facts div', { has: page.locator('dt', { hasText: new RegExp(`^${label}$`) }) }).locator('dd')
    await expect(fact('Layout')).toHaveText('3-seater')
    await expect(fact('Upholstery')).toHaveText('Full-Grain Sand (PLE 01)')
    await expect(fact('Options')).toHaveText('Two scatter cushions')
    await expect(fact('Suggested retail price')).toHaveText('€10,280')
    await expect(item.locator('.wishlist-item__name a')).toHaveAttribute('href', `/en/products/astor-sofa/configure?c=${value}`)
    await expectNoAxeViolations(page)
    await screenshot(page, 'wishlist-configuration-1440')
    await page.setViewportSize({ width: 390, height: 844 })
    await screenshot(page, 'wishlist-configuration-390')

    // The store request lists the configuration's choices, and the store's mail carries them.
    const open = page.getByRole('button', { name: 'Request information at a store' })
    await waitForHydration(open)
    await open.click()
    await page.getByLabel('Store', { exact: true }).selectOption({ index: 1 })
    const form = page.locator('form.store-request-form')
    await waitForHydration(form)
    const choices = 'Layout: 3-seater; Upholstery: Full-Grain Sand (PLE 01)'
    await expect(form.getByLabel(/^Message/)).toHaveValue(new RegExp(`- Astor sofa[^\\n]* \\(AV-SOF-001-236\\)\\n  ${choices.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}; Cushions: `))
    const email = `configured-${Date.now()}@example.com`
    await form.getByLabel(/^First name/).fill('Giulia Rossi')
    await form.getByLabel(/^E-mail address/).fill(email)
    await form.getByRole('checkbox').check()
    await form.getByRole('button', { name: 'Send' }).click()
    await expect(page.locator('.store-request-form__done')).toBeVisible()
    await expect.poll(() => outboxMails({ containing: email }).some((mail) => mail.includes('Full-Grain Sand (PLE 01)') && mail.includes('Two scatter cushions'))).toBe(true)
  })
})

