import { expect, test, type Locator, type Page } from '@playwright/test'
import { expectNoAxeViolations, keyboardSensorListening, screenshot, waitForHydration } from './helpers'

const liveRegion = (page: Page) => page.locator('[id^="DndLiveRegion"]')
const slotRow = (page: Page, slot: string) => page.locator(`.mixer-composition__row[data-slot="${slot}"]`)
const pickerSample = (page: Page, name: string) => page.locator('.mixer-picker__sample').filter({ has: page.locator(`xpath=self::*[starts-with(@aria-label, "${name},")]`) })

/** A mouse drag in small steps (dnd-kit starts after a few pixels and follows the pointer). */
async function dragWithMouse(page: Page, from: Locator, to: Locator) {
  const start = await from.boundingBox()
  const end = await to.boundingBox()
  if (!start || !end) throw new Error('nothing to drag')
  await page.mouse.move(start.x + start.width / 2, start.y + start.height / 2)
  await page.mouse.down()
  await page.mouse.move(start.x + start.width / 2 + 12, start.y + start.height / 2 + 12, { steps: 4 })
  await page.mouse.move(end.x + end.width / 2, end.y + end.height / 2, { steps: 12 })
  await page.mouse.up()
}

test('the mixer: keyboard and mouse drags, a shared address reopened elsewhere, back and forward, axe clean', async ({ page, browser }) => {
  test.setTimeout(180_000)
  await page.setViewportSize({ width: 1440, height: 900 })
  await page.goto('/en/materials-mixer')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Materials mixer')
  const sand = pickerSample(page, 'Full-Grain Sand')
  await waitForHydration(sand)

  // Keyboard only: pick up, the first arrow jumps to the first slot (upholstery), drop.
  await page.locator('.mixer-stage').evaluate((stage) => window.scrollTo(0, stage.getBoundingClientRect().top + window.scrollY - 16))
  await sand.focus()
  await page.keyboard.press('Space')
  await expect(liveRegion(page)).toHaveText('Picked up Full-Grain Sand.')
  await keyboardSensorListening(page)
  await page.keyboard.press('ArrowRight')
  await expect(liveRegion(page)).toHaveText('Full-Grain Sand is over Upholstery.')
  await page.keyboard.press('Space')
  await expect(liveRegion(page)).toHaveText('Full-Grain Sand placed on Upholstery.')
  await expect(slotRow(page, 'upholstery')).toContainText('Full-Grain Sand')
  await expect(page).toHaveURL(/\?scene=living&slots=upholstery\.ple-01$/)

  // A slot refuses a family it does not take, and says so.
  await sand.focus()
  await page.keyboard.press('Space')
  await keyboardSensorListening(page)
  await page.keyboard.press('ArrowRight')
  await page.keyboard.press('ArrowRight')
  await page.keyboard.press('ArrowRight')
  await expect(liveRegion(page)).toHaveText('Full-Grain Sand is over Legs.')
  await page.keyboard.press('Space')
  await expect(liveRegion(page)).toHaveText('Legs does not take Full-Grain Sand.')
  await expect(page.locator('.mixer-status')).toHaveText('Legs does not take Full-Grain Sand.')

  // Mouse: a wood onto the legs, a fabric onto the board.
  const family = page.getByLabel('Family')
  await family.selectOption({ label: 'Woods' })
  const ash = pickerSample(page, 'Bleached Ash')
  await dragWithMouse(page, ash, page.locator('.mixer-slot[data-slot="legs"] .mixer-slot__target'))
  await expect(slotRow(page, 'legs')).toContainText('Bleached Ash')
  await family.selectOption({ label: 'Fabrics' })
  await dragWithMouse(page, pickerSample(page, 'Oat Bouclé'), page.getByTestId('mixer-board'))
  await expect(page.locator('.mixer-board__name')).toHaveText(['Oat Bouclé'])
  await expect(page).toHaveURL(/\?scene=living&slots=upholstery\.ple-01~legs\.legni-01&board=tess-101$/)
  await expectNoAxeViolations(page)
  await screenshot(page, 'mixer-en-1440')

  // Compare two samples side by side.
  await page.getByRole('button', { name: 'Compare Oat Bouclé' }).click()
  await slotRow(page, 'upholstery').getByRole('button', { name: 'Compare Full-Grain Sand' }).click()
  await expect(page.locator('.mixer-compare__name')).toHaveText(['Oat Bouclé', 'Full-Grain Sand'])

  // The address, opened in another browser, shows the same composition, rendered by the server.
  const shared = page.url()
  const other = await browser.newContext()
  const elsewhere = await other.newPage()
  await elsewhere.goto(shared)
  await expect(slotRow(elsewhere, 'upholstery')).toContainText('Full-Grain Sand')
  await expect(slotRow(elsewhere, 'legs')).toContainText('Bleached Ash')
  await expect(elsewhere.locator('.mixer-board__name')).toHaveText(['Oat Bouclé'])
  await other.close()

  // Back and forward step through the changes.
  await page.goBack()
  await expect(page).toHaveURL(/\?scene=living&slots=upholstery\.ple-01~legs\.legni-01$/)
  await expect(page.locator('.mixer-board__name')).toHaveCount(0)
  await page.goBack()
  await expect(slotRow(page, 'legs')).not.toContainText('Bleached Ash')
  await page.goForward()
  await expect(slotRow(page, 'legs')).toContainText('Bleached Ash')

  // Remove a sample from its slot.
  await slotRow(page, 'legs').getByRole('button', { name: 'Remove Bleached Ash' }).click()
  await expect(page).toHaveURL(/\?scene=living&slots=upholstery\.ple-01$/)
})

test('a tampered address shows the nearest valid composition with notices; an unsuited sample is warned about', async ({ page }) => {
  const response = await page.goto('/en/materials-mixer?scene=garage&slots=legs.tess-101~upholstery.nope-99')
  expect(response?.status()).toBe(200)
  const notices = page.locator('.mixer-notices')
  await expect(notices).toContainText('The scene in this link no longer exists: here is the first scene.')
  await expect(notices).toContainText('A sample in this link does not suit its part: it is on the sample board.')
  await expect(notices).toContainText('A sample in this link is no longer in the library and was left out.')
  await expect(page.locator('.mixer-board__name')).toHaveText(['Oat Bouclé'])

  await page.goto('/en/materials-mixer?scene=terrace&slots=cushions.tess-103')
  await expect(slotRow(page, 'cushions')).toContainText('Emerald Velvet')
  await expect(slotRow(page, 'cushions').locator('.mixer-warning')).toHaveText(['Not made for outdoor use', 'Too delicate for outdoors'])
  await expect(page.getByRole('button', { name: 'Terrace by the sea' })).toHaveAttribute('aria-pressed', 'true')
})

test('the library and every material page lead to the mixer; each language has its own address', async ({ page }) => {
  await page.goto('/en/materials/')
  await page.getByRole('link', { name: 'Combine materials in the mixer' }).click()
  await expect(page).toHaveURL(/\/en\/materials-mixer$/)
  await page.goto('/en/materials/')
  await page.locator('.swatch').first().click()
  await page.getByRole('link', { name: 'Try it in the mixer' }).click()
  await expect(page).toHaveURL(/\/en\/materials-mixer\?board=[a-z0-9-]+$/)
  await expect(page.locator('.mixer-board__name')).toHaveCount(1)
  const response = await page.goto('/de/materials-mixer')
  expect(response?.url()).toMatch(/\/de\/material-mixer$/)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Material-Mixer')
})

test('screenshots at 390 and 1440 px in English and Chinese, axe clean on a phone', async ({ page }) => {
  const composed = '?scene=living&slots=upholstery.tess-103~cushions.tess-101~legs.legni-01~top.pietre-01&board=ple-01~tess-102'
  for (const lang of ['en', 'zh']) {
    for (const width of [390, 1440]) {
      await page.setViewportSize({ width, height: width === 390 ? 844 : 900 })
      await page.goto(`/${lang}/materials-mixer${composed}`)
      await waitForHydration(page.locator('.mixer-picker__sample').first())
      await screenshot(page, `mixer-${lang}-composed-${String(width)}`)
      if (width === 390) await expectNoAxeViolations(page)
    }
  }
})

test('a composition goes onto a moodboard (kept in the browser before sign-in), drawn by the server with its samples', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 })
  const composed = '?scene=living&slots=upholstery.tess-103~legs.legni-01&board=ple-01'
  await page.goto(`/en/materials-mixer${composed}`)
  const panel = page.locator('.board-add')
  const open = panel.getByRole('button', { name: 'Add to a moodboard' })
  await waitForHydration(open)
  await open.click()
  const title = panel.getByLabel('Name of the new moodboard')
  await expect(title).not.toHaveValue('')
  await title.fill('Soggiorno chiaro')
  await panel.getByRole('button', { name: 'Add', exact: true }).click()
  await expect(panel.locator('.board-add__done')).toContainText('Composition added to the moodboard ‘Soggiorno chiaro’.')
  await expectNoAxeViolations(page, '.mixer-actions')
  await panel.scrollIntoViewIfNeeded()
  await screenshot(page, 'mixer-moodboard-1440')

  await panel.getByRole('link', { name: 'Open the moodboard' }).click()
  await expect(page).toHaveURL(/\/en\/user\/moodboards\?board=local-/)
  const piece = page.locator('.board-piece--composition')
  await expect(piece).toHaveCount(1)
  const drawing = piece.locator('img')
  await expect(drawing).toHaveAttribute('src', '/api/mixer/picture?v=living_upholstery.tess-103~legs.legni-01_ple-01')
  await expect.poll(() => drawing.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth)).toBe(1200)
  await expectNoAxeViolations(page)
  await screenshot(page, 'moodboard-composition-1440')
})
