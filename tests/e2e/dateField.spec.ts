import { expect, test, type Page } from '@playwright/test'
import { expectNoAxeViolations, waitForHydration } from './helpers'

/** The visitor's today and a day from it, as the page's language writes them (the browser's own clock). */
async function dayFromToday(page: Page, days: number, tag: string) {
  return page.evaluate(
    ({ days, tag }) => {
      const now = new Date()
      const day = new Date(now.getFullYear(), now.getMonth(), now.getDate() + days)
      const iso = `${String(day.getFullYear())}-${String(day.getMonth() + 1).padStart(2, '0')}-${String(day.getDate()).padStart(2, '0')}`
      const digits = new Intl.DateTimeFormat(tag, { day: '2-digit', month: '2-digit', year: 'numeric' }).format(day)
      const words = new Intl.DateTimeFormat(tag, { dateStyle: 'full' }).format(day)
      return { iso, digits, words }
    },
    { days, tag },
  )
}

test('date field (ru): typed and picked in Russian, whatever the browser’s language; the calendar by keyboard; days before today refused', async ({ page }) => {
  await page.goto('/ru/вакансии')
  const form = page.locator('section.form-section')
  const send = form.getByRole('button', { name: 'Отправить' })
  await waitForHydration(send)
  const available = form.getByRole('textbox', { name: 'Готов(а) приступить с' })
  await expect(available).toHaveAttribute('placeholder', 'ДД.ММ.ГГГГ')

  // Open the calendar from the keyboard: the grid is named in Russian, today's day has the focus.
  const open = form.getByRole('button', { name: 'Выбрать дату в календаре' })
  await open.focus()
  await page.keyboard.press('Enter')
  const calendar = form.getByRole('dialog', { name: 'Выбрать дату в календаре' })
  await expect(calendar).toBeVisible()
  const today = await dayFromToday(page, 0, 'ru-RU')
  const tomorrow = await dayFromToday(page, 1, 'ru-RU')
  await expect(calendar.getByRole('button', { name: /^Сегодня, / })).toBeFocused()
  await expect(calendar.getByRole('button', { name: 'Перейти к следующему месяцу' })).toBeVisible()
  // Yesterday (when it is in this month's grid) cannot be chosen: the field reaches from today.
  const yesterday = await dayFromToday(page, -1, 'ru-RU')
  if (yesterday.iso.slice(0, 7) === today.iso.slice(0, 7)) {
    await expect(calendar.locator('[data-day="' + yesterday.iso + '"] button')).toBeDisabled()
  }
  await expectNoAxeViolations(page)
  await page.keyboard.press('ArrowRight')
  await page.keyboard.press('Enter')
  await expect(calendar).toBeHidden()
  await expect(available).toBeFocused()
  await expect(available).toHaveValue(tomorrow.digits)
  await expect(form.getByText(tomorrow.words)).toBeVisible()

  // Escape closes the calendar and gives the focus back to its button.
  await open.click()
  await expect(calendar).toBeVisible()
  await page.keyboard.press('Escape')
  await expect(calendar).toBeHidden()
  await expect(open).toBeFocused()

  // A day typed that does not exist, then one already past: each refused with its reason, the text kept.
  await available.fill('31.02.2027')
  await send.click()
  await expect(available).toHaveAccessibleDescription(/Введите корректную дату \(ДД\.ММ\.ГГГГ\) или выберите её в календаре\./)
  await expect(available).toHaveValue('31.02.2027')
  await available.fill('1.1.2020')
  await send.click()
  await expect(available).toHaveAccessibleDescription(/Выберите более позднюю дату/)
  await available.fill(tomorrow.digits.replace(/^0/, ''))
  await expect(form.getByText(tomorrow.words)).toBeVisible()
})

test('date field (en, zh): each language’s order, the chosen day marked in the calendar', async ({ page }) => {
  await page.goto('/zh/careers')
  const zhForm = page.locator('section.form-section')
  await waitForHydration(zhForm.getByRole('button', { name: '提交' }))
  const zhAvailable = zhForm.getByRole('textbox', { name: '可到岗日期' })
  await expect(zhAvailable).toHaveAttribute('placeholder', '年年年年/月月/日日')
  const zh = await dayFromToday(page, 2, 'zh-CN')
  await zhAvailable.fill(zh.iso.replaceAll('-', '/'))
  await expect(zhForm.getByText(zh.words)).toBeVisible()
  await zhForm.getByRole('button', { name: '从日历中选择日期' }).click()
  const zhCalendar = zhForm.getByRole('dialog', { name: '从日历中选择日期' })
  await expect(zhCalendar.locator('[aria-selected="true"]')).toHaveAttribute('data-day', zh.iso)
  await expect(zhCalendar.locator('[aria-selected="true"] button')).toHaveAccessibleName(/已选择/)

  await page.goto('/en/work-with-us')
  const form = page.locator('section.form-section')
  await waitForHydration(form.getByRole('button', { name: 'Send' }))
  const available = form.getByRole('textbox', { name: 'Available from' })
  await expect(available).toHaveAttribute('placeholder', 'mm/dd/yyyy')
  const en = await dayFromToday(page, 3, 'en')
  await available.fill(en.digits)
  await expect(form.getByText(en.words)).toBeVisible()

})

for (const width of [390, 1440]) {
  test(`date field at ${width} px: the calendar open in German fits the screen`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 })
    await page.goto('/de/karriere')
    const form = page.locator('section.form-section')
    await waitForHydration(form.getByRole('button', { name: 'Senden' }))
    const available = form.getByRole('textbox', { name: 'Verfügbar ab' })
    await expect(available).toHaveAttribute('placeholder', 'TT.MM.JJJJ')
    await form.getByRole('button', { name: 'Datum im Kalender wählen' }).click()
    const calendar = form.getByRole('dialog', { name: 'Datum im Kalender wählen' })
    await expect(calendar.getByRole('button', { name: /^Heute, / })).toBeFocused()
    const box = await calendar.boundingBox()
    expect(box && box.x >= 0 && box.x + box.width <= width).toBe(true)
    await calendar.scrollIntoViewIfNeeded()
    await page.screenshot({ path: `test-results/screenshots/date-field-${width}.png` })
    await expectNoAxeViolations(page)
  })
}
