import fs from 'node:fs'
import path from 'node:path'
import { expect, test, type Page } from '@playwright/test'
import { expectNoAxeViolations, screenshot, waitForHydration } from './helpers'

const outbox = path.resolve('data/e2e/outbox')
/** Mails in the e2e server's outbox that contain a text, quoted-printable undone. */
function mailsWith(text: string): string[] {
  const mails = fs.existsSync(outbox) ? fs.readdirSync(outbox).sort().map((file) => fs.readFileSync(path.join(outbox, file), 'utf8')) : []
  return mails
    .map((mail) => Buffer.from(mail.replace(/\r\n/g, '\n').replace(/=\n/g, '').replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16))), 'latin1').toString('utf8'))
    .filter((mail) => mail.includes(text))
}

const contactForm = (page: Page) => page.locator('section.form-section')

test('contact form (en): errors beside their fields, focus on the first, the input kept, fixed, sent, thanked', async ({ page }) => {
  const name = `E2E Visitor ${Date.now()}`
  await page.goto('/en/contacts')
  const form = contactForm(page)
  await expect(form.getByRole('heading', { level: 2, name: 'Write to us' })).toBeVisible()
  await expect(form.getByRole('link', { name: /privacy policy/ })).toHaveAttribute('target', '_blank')
  const send = form.getByRole('button', { name: 'Send' })
  await waitForHydration(send)
  await expectNoAxeViolations(page)

  await send.click()
  await expect(form.getByRole('alert')).toHaveText('Please check the highlighted fields.')
  await expect(form.getByLabel('Full name')).toBeFocused()
  await expect(form.getByLabel('Full name')).toHaveAccessibleDescription('This field is required.')
  await expect(form.getByText('You must accept to continue.')).toBeVisible()
  await expectNoAxeViolations(page)

  await form.getByLabel('Full name').fill(name)
  await form.getByLabel('E-mail address').fill('visitor@')
  await form.getByRole('textbox', { name: 'Phone', exact: true }).fill('12')
  await send.click()
  await expect(form.getByLabel('E-mail address')).toBeFocused()
  await expect(form.getByLabel('E-mail address')).toHaveAccessibleDescription('Please enter a valid e-mail address.')
  await expect(form.getByRole('textbox', { name: 'Phone', exact: true })).toHaveAccessibleDescription(/Please enter a valid phone number/)
  await expect(form.getByLabel('Full name')).toHaveValue(name)

  await form.getByLabel('E-mail address').fill('visitor@example.com')
  await form.getByRole('textbox', { name: 'Phone', exact: true }).fill('20 7946 0958')
  await expect(form.getByLabel('Country code')).toHaveValue('+44')
  await form.getByRole('combobox', { name: /^Country/ }).selectOption({ label: 'Italy' })
  await form.getByLabel('Subject').selectOption({ label: 'Contract projects' })
  await form.getByLabel('Message').fill('We are furnishing a hotel in Lisbon.\nCould you send us your contract catalogue?')
  await form.getByRole('checkbox').check()
  await send.click()
  const done = form.getByRole('status')
  await expect(done).toHaveText('Thank you for contacting us! We will respond as soon as possible.')
  await expect(done).toBeFocused()
  await expect.poll(() => mailsWith(name).length).toBe(1)
  const mail = mailsWith(name)[0] ?? ''
  expect(mail).toMatch(/^To: info@ateliervesta\.example$/m)
  expect(mail).toMatch(/^Reply-To: visitor@example\.com$/m)
  expect(mail).toContain('Argomento: Progetti contract')
  expect(mail).toContain('Telefono: +44 20 7946 0958')
})

test('contact form (ru), keyboard only: Tab through the fields, type, tick with Space, send with Enter', async ({ page }) => {
  const name = `Мария Тестова ${Date.now()}`
  await page.goto('/ru/контакты')
  const form = contactForm(page)
  await expect(form.getByRole('heading', { level: 2, name: 'Напишите нам' })).toBeVisible()
  await waitForHydration(form.getByRole('button', { name: 'Отправить' }))
  await form.getByLabel('Имя и фамилия').focus()
  await page.keyboard.type(name)
  await page.keyboard.press('Tab')
  await expect(form.getByLabel('Адрес электронной почты')).toBeFocused()
  await page.keyboard.type('maria@example.ru')
  await page.keyboard.press('Tab')
  await expect(form.getByLabel('Код страны')).toBeFocused()
  await expect(form.getByLabel('Код страны')).toHaveValue('+7')
  await page.keyboard.press('Tab')
  await page.keyboard.type('912 345 67 89')
  await page.keyboard.press('Tab')
  await expect(form.getByLabel('Страна')).toBeFocused()
  // The first country in Russian order (Playwright types Cyrillic as text input, which a select ignores).
  await page.keyboard.press('ArrowDown')
  await expect(form.getByLabel('Страна')).not.toHaveValue('')
  await page.keyboard.press('Tab')
  await expect(form.getByLabel('Тема')).toBeFocused()
  await page.keyboard.press('ArrowDown')
  await page.keyboard.press('Tab')
  await expect(form.getByLabel('Сообщение')).toBeFocused()
  await page.keyboard.type('Здравствуйте! Есть ли диван Arno в льне?')
  await page.keyboard.press('Tab')
  await expect(form.getByRole('checkbox')).toBeFocused()
  await page.keyboard.press('Space')
  await page.keyboard.press('Tab')
  await page.keyboard.press('Tab')
  await expect(form.getByRole('button', { name: 'Отправить' })).toBeFocused()
  await page.keyboard.press('Enter')
  await expect(form.getByRole('status')).toHaveText('Спасибо за обращение! Мы ответим вам в ближайшее время.')
  await expect.poll(() => mailsWith(name).length).toBe(1)
  expect(mailsWith(name)[0]).toMatch(/Paese: \S+/)
  expect(mailsWith(name)[0]).toContain('Telefono: +7 912 345 67 89')
  await expectNoAxeViolations(page)
})

test('contact form without JavaScript: the plain post is answered with a page in the visitor’s language', async ({ browser, baseURL }) => {
  const context = await browser.newContext({ javaScriptEnabled: false, baseURL })
  const page = await context.newPage()
  await page.goto('/en/contacts')
  const form = contactForm(page)
  await form.getByLabel('Full name').fill('No Script')
  await form.getByLabel('E-mail address').fill('noscript@example.com')
  await form.getByRole('combobox', { name: /^Country/ }).selectOption({ label: 'France' })
  await form.getByLabel('Subject').selectOption({ label: 'Press' })
  await form.getByLabel('Message').fill('Hello without JavaScript.')
  await form.getByRole('button', { name: 'Send' }).click()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Write to us')
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  await expect(page.getByText('You must accept to continue.')).toBeVisible()
  await context.close()
})

for (const width of [390, 1440]) {
  test(`contact form at ${width} px, with its errors shown`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 })
    await page.goto('/en/contacts')
    const form = contactForm(page)
    const send = form.getByRole('button', { name: 'Send' })
    await waitForHydration(send)
    await form.scrollIntoViewIfNeeded()
    await form.screenshot({ path: `test-results/screenshots/contact-form-${width}.png` })
    await form.getByLabel('E-mail address').fill('visitor@')
    await send.click()
    await expect(form.getByLabel('Full name')).toBeFocused()
    await expectNoAxeViolations(page)
    await form.screenshot({ path: `test-results/screenshots/contact-form-errors-${width}.png` })
    await screenshot(page, `contact-page-${width}`)
  })
}
