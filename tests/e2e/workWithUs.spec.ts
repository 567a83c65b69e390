import { expect, test } from '@playwright/test'
import { countNumberFormats, expectNoAxeViolations, outboxMails, screenshot, waitForHydration } from './helpers'

const pdf = (text: string) => Buffer.from(`%PDF-1.4\n% ${text}\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n`)

test('work with us (en): a CV required, a text file renamed .pdf refused by the server with its name kept in sight, a real PDF sent, thanked', async ({ page }) => {
  const name = `E2E Applicant ${Date.now()}`
  // The attachment's size limit is written by the server: hydration formats no number.
  const made = await countNumberFormats(page)
  await page.goto('/en/work-with-us')
  const form = page.locator('section.form-section')
  await expect(form.getByRole('heading', { level: 2, name: 'Apply' })).toBeVisible()
  const send = form.getByRole('button', { name: 'Send' })
  await waitForHydration(send)
  expect(await made()).toBe(0)
  const cv = form.getByLabel('CV', { exact: false }).first()
  await expect(cv).toHaveAttribute('type', 'file')
  await expect(cv).toHaveAccessibleDescription(/Accepted formats: PDF, DOC, DOCX, JPEG, PNG\. Maximum size 10 MB\./)
  await expectNoAxeViolations(page)

  await form.getByLabel('Position').selectOption({ label: 'Upholsterer' })
  await form.getByLabel('Full name').fill(name)
  await form.getByLabel('E-mail address').fill('applicant@example.com')
  await form.getByRole('combobox', { name: /^Country/ }).selectOption({ label: 'Italy' })
  await form.getByLabel('City').fill('Monza')
  await form.getByRole('checkbox').check()
  await send.click()
  await expect(form.getByRole('alert')).toHaveText('Please check the highlighted fields.')
  await expect(cv).toBeFocused()
  await expect(cv).toHaveAccessibleDescription(/This field is required\./)

  await cv.setInputFiles({ name: 'cv.pdf', mimeType: 'application/pdf', buffer: Buffer.from('only text, not a PDF') })
  await expect(form.getByText(/^Chosen file: cv\.pdf/)).toBeVisible()
  await send.click()
  await expect(cv).toHaveAccessibleDescription(/File format not allowed\./)
  await expect(form.getByText(/^Chosen file: cv\.pdf/)).toBeVisible()
  await expect(form.getByLabel('Full name')).toHaveValue(name)
  await expectNoAxeViolations(page)

  await cv.setInputFiles({ name: 'CV Applicant.pdf', mimeType: 'application/pdf', buffer: pdf(name) })
  await send.click()
  const done = form.getByRole('status')
  await expect(done).toHaveText('Thank you for contacting us! We will respond as soon as possible.')
  await expect(done).toBeFocused()
  await expect.poll(() => outboxMails({ containing: name, to: 'careers@ateliervesta.example' }).length).toBe(1)
  expect(outboxMails({ containing: name, to: 'careers@ateliervesta.example' })[0]).toContain('CV Applicant.pdf')
})

test('work with us (ru): refused with its reasons, fixed (a date typed in Russian), sent and thanked in Russian', async ({ page }) => {
  const name = `Иван Тестов ${Date.now()}`
  await page.goto('/ru/вакансии')
  const form = page.locator('section.form-section')
  const send = form.getByRole('button', { name: 'Отправить' })
  await waitForHydration(send)
  await send.click()
  await expect(form.getByRole('alert')).toHaveText('Проверьте выделенные поля.')
  await expect(form.getByLabel('Должность')).toBeFocused()

  await form.getByLabel('Должность').selectOption({ label: 'Столяр' })
  await form.getByLabel('Имя и фамилия').fill(name)
  await form.getByLabel('Адрес электронной почты').fill('ivan@example.ru')
  await form.getByRole('combobox', { name: /^Страна/ }).selectOption('IT')
  await form.getByLabel('Город').fill('Монца')
  await form.getByRole('textbox', { name: 'Готов(а) приступить с' }).fill('01.01.2020')
  await form.getByLabel('Резюме', { exact: false }).first().setInputFiles({ name: 'резюме.pdf', mimeType: 'application/pdf', buffer: pdf(name) })
  await form.getByRole('checkbox').check()
  await send.click()
  await expect(form.getByRole('textbox', { name: 'Готов(а) приступить с' })).toHaveAccessibleDescription(/Выберите более позднюю дату/)
  const nextYear = new Date().getFullYear() + 1
  await form.getByRole('textbox', { name: 'Готов(а) приступить с' }).fill(`15.03.${String(nextYear)}`)
  await send.click()
  await expect(form.getByRole('status')).toHaveText('Спасибо за обращение! Мы ответим вам в ближайшее время.')
  await expect.poll(() => outboxMails({ containing: name, to: 'careers@ateliervesta.example' }).length).toBe(1)
  expect(outboxMails({ containing: name, to: 'careers@ateliervesta.example' })[0]).toContain(`${String(nextYear)}-03-15`)
})

for (const width of [390, 1440]) {
  test(`work with us at ${width} px, with its errors shown`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 })
    await page.goto('/ru/вакансии')
    const form = page.locator('section.form-section')
    const send = form.getByRole('button', { name: 'Отправить' })
    await waitForHydration(send)
    await form.getByLabel('Резюме', { exact: false }).first().setInputFiles({ name: 'резюме.pdf', mimeType: 'application/pdf', buffer: pdf('ru') })
    await form.screenshot({ path: `test-results/screenshots/work-with-us-form-${width}.png` })
    await send.click()
    await expect(form.getByRole('alert')).toBeVisible()
    await expectNoAxeViolations(page)
    await form.screenshot({ path: `test-results/screenshots/work-with-us-form-errors-${width}.png` })
    await screenshot(page, `work-with-us-page-${width}`)
  })
}
