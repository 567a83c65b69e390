import fs from 'node:fs'
import { expect, test, type Page } from '@playwright/test'
import { pdfText } from '../fixtures/pdfText'
import { expectNoAxeViolations, keyboardSensorListening, screenshot, waitForHydration } from './helpers'
import { ownAddressPerTest, registeredVisitor, visitorPassphrase } from './visitors'

ownAddressPerTest('100.64')

type SavedItem = { kind: string; x: number; y: number; text: string }
const localBoards = (page: Page) => page.evaluate(() => JSON.parse(window.localStorage.getItem('vesta.moodboards') ?? '[]') as { title: string; items: SavedItem[] }[])
const savedItems = async (page: Page, id: string) => ((await (await page.request.get(`/api/user/moodboards/${id}`)).json()) as { board: { items: SavedItem[] } }).board.items

test('a board started signed out is merged at sign-in, arranged with the keyboard only, shared, seen by another browser, unshared → 404', async ({ page, browser, baseURL }) => {
  // A long journey on a busy machine: a registration, a sign-in, the editor, a second browser.
  test.setTimeout(300_000)
  await page.setViewportSize({ width: 1440, height: 900 })
  const email = await registeredVisitor(page, baseURL ?? '', 'moodboards')

  // Signed out: the page is open, invites to sign in, and keeps a new board in the browser.
  await page.goto('/en/user/moodboards')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('My moodboards')
  await expect(page.getByText('These moodboards are kept in this browser only.', { exact: false })).toBeVisible()
  const title = page.getByLabel('Moodboard name')
  await waitForHydration(title)
  await title.fill('Lake house')
  await page.getByRole('button', { name: 'New moodboard' }).click()
  await expect(page).toHaveURL(/\/en\/user\/moodboards\?board=local-/)
  const tabs = page.getByRole('group', { name: 'Add to the moodboard' })
  await tabs.getByRole('button', { name: 'Note', exact: true }).click()
  await page.getByLabel('Note text').fill('Linen and oak')
  await page.getByRole('button', { name: 'Add', exact: true }).click()
  await expect(page.getByRole('status').filter({ hasText: 'Saved in this browser' })).toBeVisible()
  await expect.poll(async () => (await localBoards(page))[0]?.items.length).toBe(1)

  // Sign in: the browser's board moves into the account and the local copy is cleared.
  await page.goto('/en/user/login?next=%2Fen%2Fuser%2Fmoodboards')
  const form = page.locator('form.account-form')
  await waitForHydration(form)
  await form.getByLabel('E-mail address').fill(email)
  await form.getByLabel('Password', { exact: true }).fill(visitorPassphrase)
  await form.getByRole('button', { name: 'Sign in' }).click()
  await expect(page).toHaveURL(/\/en\/user\/moodboards$/)
  const boardLink = page.getByRole('link', { name: 'Lake house' })
  await expect(boardLink).toBeVisible()
  await expect(page.getByText('1 item')).toBeVisible()
  expect(await localBoards(page)).toEqual([])
  await expectNoAxeViolations(page)
  await screenshot(page, 'moodboards-list-1440')

  // The editor: add a swatch and a product from the catalogue.
  await boardLink.click()
  await expect(page).toHaveURL(/\?board=[0-9a-f-]{36}$/)
  const id = new URL(page.url()).searchParams.get('board') ?? ''
  await expect(page.getByRole('heading', { level: 2, name: 'Lake house' })).toBeVisible()
  await tabs.getByRole('button', { name: 'Colour swatch' }).click()
  await page.getByLabel('Colour name (optional)').fill('Terracotta')
  await page.getByRole('button', { name: 'Add', exact: true }).click()
  await tabs.getByRole('button', { name: 'Products', exact: true }).click()
  const firstProduct = page.locator('.board-picker__piece').first()
  await expect(firstProduct).toBeVisible()
  await firstProduct.click()
  const saved = page.locator('.board-editor__saved')
  await expect(saved).toHaveAttribute('data-state', 'saved')
  await expect(saved).toHaveText('All changes saved')
  await expect.poll(async () => (await savedItems(page, id)).map((item) => item.kind)).toEqual(['note', 'swatch', 'product'])

  // Keyboard only: focus the note, pick it up, three steps right and two down, drop.
  const before = (await savedItems(page, id))[0] ?? { x: 0, y: 0 }
  const note = page.getByRole('button', { name: 'Move Note: Linen and oak' })
  // The note below the window's middle, where dnd-kit's keyboard sensor moves it by scrolling the
  // page under it: every step still counts once, and the note stays in view.
  await page.locator('.board-canvas').evaluate((canvas) => window.scrollTo(0, canvas.getBoundingClientRect().top + window.scrollY - window.innerHeight * 0.62))
  await note.focus()
  await expect(note).toBeFocused()
  // The item in hand is in front of the others (the swatch and the product were added after it).
  expect(await note.evaluate((element) => getComputedStyle(element).zIndex)).toBe('100000')
  await page.keyboard.press('Space')
  await expect(page.locator('[id^="DndLiveRegion"]')).toHaveText('Picked up Note: Linen and oak.')
  await keyboardSensorListening(page)
  for (const key of ['ArrowRight', 'ArrowRight', 'ArrowRight', 'ArrowDown', 'ArrowDown']) await page.keyboard.press(key)
  await expect(note).toBeInViewport()
  await page.keyboard.press('Space')
  await expect(page.locator('[id^="DndLiveRegion"]')).toHaveText('Note: Linen and oak dropped.')
  await expect.poll(async () => (await savedItems(page, id))[0]).toMatchObject({ kind: 'note', x: before.x + 60, y: before.y + 40 })
  await expect(note).toBeInViewport()
  await expect(saved).toHaveText('All changes saved')
  await expectNoAxeViolations(page)
  await screenshot(page, 'moodboards-editor-1440')

  // The board as a PDF, downloaded from the editor: its title, note and swatch read back.
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: 'Download as PDF' }).click()])
  expect(download.suggestedFilename()).toMatch(/^moodboard-\d{4}-\d{2}-\d{2}\.pdf$/)
  const printed = (await pdfText(fs.readFileSync(await download.path()))).text
  for (const text of ['Lake house', 'Linen and oak', 'Terracotta', 'On this board']) expect(printed).toContain(text)

  // Share: a read-only page another browser opens without signing in.
  await page.getByRole('button', { name: 'Share', exact: true }).click()
  await expect(page.getByText('Shared: anyone with the link can see it')).toBeVisible()
  const link = await page.getByLabel('Link to share').inputValue()
  expect(link).toBe(`${baseURL ?? ''}/en/moodboard/${id}`)
  await page.setViewportSize({ width: 390, height: 844 })
  await screenshot(page, 'moodboards-editor-390')

  const other = await browser.newContext({ extraHTTPHeaders: { 'X-Forwarded-For': '100.64.251.251' } })
  const guest = await other.newPage()
  await guest.setViewportSize({ width: 1440, height: 900 })
  const response = await guest.goto(link)
  expect(response?.status()).toBe(200)
  expect(response?.headers()['cache-control']).toMatch(/no-store/)
  await expect(guest.getByRole('heading', { level: 1 })).toHaveText('Lake house')
  await expect(guest.getByText('A moodboard by Giulia')).toBeVisible()
  await expect(guest.getByText('Rossi')).toHaveCount(0)
  await expect(guest.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/)
  await expect(guest.getByText('Linen and oak')).toBeVisible()
  await expect(guest.getByRole('link', { name: 'Sign in to save a copy' })).toBeVisible()
  await expect(guest.getByRole('button', { name: /^Move / })).toHaveCount(0)
  // The link never writes: the guest's write is refused.
  expect((await guest.request.post(`/api/user/moodboards/${id}/items`, { headers: { Origin: baseURL ?? '' }, data: { items: [] } })).status()).toBe(401)
  // Its PDF, for the guest too, while shared.
  const sharedPdf = await guest.request.get(`/api/moodboards/${id}/pdf?lang=en`)
  expect(sharedPdf.status()).toBe(200)
  expect((await pdfText(await sharedPdf.body())).text).toContain('A moodboard by Giulia')
  await expect(guest.getByRole('link', { name: 'Download as PDF' })).toBeVisible()
  await expectNoAxeViolations(guest)
  await screenshot(guest, 'moodboard-shared-1440')
  await guest.setViewportSize({ width: 390, height: 844 })
  await screenshot(guest, 'moodboard-shared-390')

  // Stop sharing: the link answers 404.
  await page.getByRole('button', { name: 'Stop sharing' }).click()
  await expect(page.getByText('Private: only you can see this moodboard.')).toBeVisible()
  expect((await guest.goto(link))?.status()).toBe(404)
  expect((await guest.request.get(`/api/moodboards/${id}/pdf?lang=en`)).status()).toBe(404)
  await other.close()
})

test('boards are renamed, duplicated, deleted and brought back with undo', async ({ page, baseURL }) => {
  test.setTimeout(180_000)
  await page.setViewportSize({ width: 390, height: 844 })
  const email = await registeredVisitor(page, baseURL ?? '', 'moodboards')
  await page.goto('/en/user/login?next=%2Fen%2Fuser%2Fmoodboards')
  const form = page.locator('form.account-form')
  await waitForHydration(form)
  await form.getByLabel('E-mail address').fill(email)
  await form.getByLabel('Password', { exact: true }).fill(visitorPassphrase)
  await form.getByRole('button', { name: 'Sign in' }).click()
  await expect(page).toHaveURL(/\/en\/user\/moodboards$/)
  await expect(page.getByText('You have not created any moodboards yet.')).toBeVisible()
  await page.request.post('/api/user/moodboards/create', { headers: { Origin: baseURL ?? '' }, data: { title: 'Studio' } })
  await page.reload()

  await page.getByRole('button', { name: 'Rename Studio' }).click()
  const rename = page.locator('.moodboard-card__rename').getByLabel('Moodboard name')
  await rename.fill('  ')
  await page.getByRole('button', { name: 'Save' }).click()
  await expect(page.getByText('Give the moodboard a name.')).toBeVisible()
  await rename.fill('Studio in Milan')
  await page.getByRole('button', { name: 'Save' }).click()
  await expect(page.getByRole('link', { name: 'Studio in Milan', exact: true })).toBeVisible()

  await page.getByRole('button', { name: 'Duplicate Studio in Milan' }).click()
  await expect(page.getByRole('link', { name: 'Studio in Milan (copy)' })).toBeVisible()
  await page.getByRole('button', { name: 'Delete Studio in Milan (copy)' }).click()
  await expect(page.getByText('Moodboard “Studio in Milan (copy)” deleted.')).toBeVisible()
  await expect(page.getByRole('link', { name: 'Studio in Milan (copy)' })).toHaveCount(0)
  await page.getByRole('button', { name: 'Undo' }).click()
  await expect(page.getByRole('link', { name: 'Studio in Milan (copy)' })).toBeVisible()
  await expectNoAxeViolations(page)
  await screenshot(page, 'moodboards-list-390')
})
