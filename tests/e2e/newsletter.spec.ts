import fs from 'node:fs'
import path from 'node:path'
import { expect, test, type Page } from '@playwright/test'
import { expectNoAxeViolations, screenshot, waitForHydration } from './helpers'
import { ownAddressPerTest } from './visitors'

const outbox = path.resolve('data/e2e/outbox')
/** The newest mail to an address in the e2e server's outbox, with quoted-printable soft breaks undone. */
function mailTo(address: string): string | undefined {
  const mails = fs.existsSync(outbox) ? fs.readdirSync(outbox).sort().map((file) => fs.readFileSync(path.join(outbox, file), 'utf8')) : []
  return mails
    .filter((mail) => mail.includes(`To: ${address}`))
    .map((mail) => mail.replace(/=\r?\n/g, '').replace(/=3D/g, '='))
    .at(-1)
}

const newsletter = (page: Page) => page.locator('section.newsletter')

// Each test subscribes from an address of its own: the newsletter's budget (5 posts in 10 minutes
// per address) is not shared with the other tests and specs posting from this machine.
ownAddressPerTest('100.81')

test('newsletter (en): a bad address and no consent are refused in the page, no browser popup and nothing sent; a summary takes the focus', async ({ page }) => {
  const posts: string[] = []
  page.on('request', (sent) => {
    if (sent.url().includes('/api/newsletter') && sent.method() === 'POST') posts.push(sent.url())
  })
  const dialogs: string[] = []
  page.on('dialog', (dialog) => dialogs.push(dialog.message()))
  await page.goto('/en')
  const block = newsletter(page)
  const submit = block.getByRole('button', { name: 'Subscribe' })
  await waitForHydration(submit)
  await block.getByLabel('E-mail address').fill('giulia@example')
  await submit.click()
  const summary = block.locator('.ctl-summary')
  await expect(summary).toBeFocused()
  await expect(summary.getByRole('link')).toHaveText(['E-mail address: Please enter a valid e-mail address.', 'Personal data processing: You must accept the privacy policy to subscribe.'])
  await expect(block.getByLabel('E-mail address')).toHaveValue('giulia@example')
  await expect(block.getByLabel('E-mail address')).toHaveAccessibleDescription('Please enter a valid e-mail address.')
  await expectNoAxeViolations(page)
  expect(posts).toEqual([])
  expect(dialogs).toEqual([])
  // Side by side, the two boxes stay level when only one of them carries a message.
  await page.setViewportSize({ width: 1440, height: 900 })
  const boxTop = (label: string) => block.getByLabel(label).evaluate((input) => Math.round(input.getBoundingClientRect().top))
  expect(await boxTop('First name')).toBe(await boxTop('E-mail address'))
  await page.setViewportSize({ width: 390, height: 900 })
  await block.screenshot({ path: 'test-results/screenshots/newsletter-errors-390.png' })
})

for (const { lang, heading, email, consent, submit, required, done, confirmed } of [
  { lang: 'en', heading: 'Subscribe to the newsletter', email: 'E-mail address', consent: /privacy policy/, submit: 'Subscribe', required: 'You must accept the privacy policy to subscribe.', done: /open the link in it to confirm/, confirmed: 'Subscription confirmed' },
  { lang: 'it', heading: 'Iscriviti alla newsletter', email: 'Indirizzo e-mail', consent: /informativa sulla privacy/, submit: 'Iscriviti', required: 'Per iscriverti devi accettare l’informativa sulla privacy.', done: /per confermare l’iscrizione/, confirmed: 'Iscrizione confermata' },
]) {
  test(`newsletter on the home (${lang}): refused without consent, keeps the input, then double opt-in through the mailed link`, async ({ page }) => {
    const address = `e2e-${lang}-${Date.now()}@example.com`
    await page.goto(`/${lang}`)
    const block = newsletter(page)
    await expect(block.getByRole('heading', { level: 2, name: heading })).toBeVisible()
    await expect(block.getByRole('link', { name: consent })).toHaveAttribute('target', '_blank')
    // Typed once the form is React's: text typed into the server's HTML before that is lost.
    await waitForHydration(block.getByRole('button', { name: submit }))
    await block.getByLabel(email).fill(address)
    // The browser's own check stops an unticked box; the server's message is what a script gets.
    // From the page's own address (its context's X-Forwarded-For), not the machine's shared one.
    const refused = await page.request.post(`/api/newsletter?lang=${lang}`, { data: { email: address } })
    expect(refused.status()).toBe(400)
    expect(((await refused.json()) as { fields: { consent: string } }).fields.consent).toBe(required)
    await block.getByRole('checkbox').check()
    await expectNoAxeViolations(page)
    await block.getByRole('button', { name: submit }).click()
    await expect(block.getByRole('status')).toHaveText(done)
    await expect(block.getByRole('status')).toBeFocused()

    await expect.poll(() => mailTo(address)).toBeTruthy()
    const link = /https?:\/\/[^\s]+\/api\/newsletter\/confirm\?lang=\w+&token=[\w-]+/.exec(mailTo(address) ?? '')?.[0]
    expect(link).toBeTruthy()
    await page.goto(new URL(link ?? '/').pathname + new URL(link ?? '/').search)
    await expect(page).toHaveURL(new RegExp(`/${lang}/newsletter/confirmed$`))
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(confirmed)
    await expectNoAxeViolations(page)
  })
}

test('newsletter: a used or forged link says so; the answer pages are not indexed', async ({ page, request }) => {
  await page.goto('/de/newsletter/invalid')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Dieser Link ist ungültig')
  const response = await request.get('/api/newsletter/confirm?lang=fr&token=AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA', { maxRedirects: 0 })
  expect(response.status()).toBe(303)
  expect(response.headers().location).toMatch(/\/fr\/newsletter\/invalid$/)
  expect(await (await request.get('/fr/newsletter/confirmed')).text()).toMatch(/<meta name="robots" content="noindex, follow"/)
  expect((await request.get('/fr/newsletter/anything')).status()).toBe(404)
})

test('newsletter without JavaScript: a plain form post answers with a page', async ({ browser, baseURL }) => {
  const context = await browser.newContext({ javaScriptEnabled: false, baseURL, extraHTTPHeaders: { 'X-Forwarded-For': `100.82.${String(Math.floor(Date.now() / 1000) % 250)}.1` } })
  const page = await context.newPage()
  await page.goto('/fr')
  const block = newsletter(page)
  await block.getByLabel('Adresse e-mail').fill(`e2e-nojs-${Date.now()}@example.com`)
  await block.getByRole('checkbox').check()
  await block.getByRole('button', { name: 'S’abonner' }).click()
  await expect(page).toHaveURL(/\/fr\/newsletter\/sent$/)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Consultez votre boîte de réception')
  await context.close()
})

for (const width of [390, 1440]) {
  test(`newsletter block at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 })
    await page.goto('/en')
    await newsletter(page).scrollIntoViewIfNeeded()
    await expectNoAxeViolations(page)
    await newsletter(page).screenshot({ path: `test-results/screenshots/newsletter-${width}.png` })
    await screenshot(page, `newsletter-page-${width}`)
  })
}
