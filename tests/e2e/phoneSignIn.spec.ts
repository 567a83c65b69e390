import fs from 'node:fs'
import path from 'node:path'
import { expect, test, type Page } from '@playwright/test'
import { expectNoAxeViolations, screenshot, waitForHydration } from './helpers'
import { ownAddressPerTest, signedInVisitor } from './visitors'

/** The newest text to a number (E.164) in the e2e server's outbox (SMS_TRANSPORT=outbox, the default): its six-digit code. */
function newestCodeTo(number: string): string | undefined {
  const outbox = path.resolve('data/e2e/outbox')
  const texts = fs.existsSync(outbox)
    ? fs
        .readdirSync(outbox)
        .filter((file) => file.endsWith('.sms.txt'))
        .sort()
        .map((file) => fs.readFileSync(path.join(outbox, file), 'utf8'))
        .filter((text) => text.startsWith(`To: ${number}\n`))
    : []
  return /\b(\d{6})\b/.exec(texts.at(-1) ?? '')?.[1]
}

ownAddressPerTest('198.20')
test.describe.configure({ timeout: 240_000 })

const journeys = [
  {
    locale: 'en',
    number: '347 100 2000',
    section: 'Sign-in by text message',
    mobile: 'Mobile number *',
    sendCode: 'Send code',
    code: 'Sign-in code',
    confirm: 'Confirm number',
    proved: 'Number confirmed: from now on you can sign in with a code sent by text message.',
    toggle: 'Sign in without a password',
    bySms: 'By text message',
    prefix: 'Country code',
    signIn: 'Sign in',
  },
  {
    locale: 'ru',
    number: '347 100 3000',
    section: 'Вход по SMS',
    mobile: 'Мобильный номер *',
    sendCode: 'Отправить код',
    code: 'Код для входа',
    confirm: 'Подтвердить номер',
    proved: 'Номер подтверждён: теперь вы можете входить по коду из SMS.',
    toggle: 'Войти без пароля',
    bySms: 'По SMS',
    prefix: 'Код страны',
    signIn: 'Войти',
  },
] as const

async function chooseItaly(scope: ReturnType<Page['getByRole']>, prefix: string) {
  await scope.getByLabel(prefix).selectOption('IT')
  await expect(scope.getByLabel(prefix)).toHaveValue('IT')
}

for (const journey of journeys) {
  test(`a visitor proves a mobile number on edit-profile, then signs in with a texted code (${journey.locale})`, async ({ page, baseURL }, testInfo) => {
    const { locale } = journey
    // A retry proves a number of its own: the first attempt may have proved this one for its visitor.
    const typed = `${journey.number.slice(0, -1)}${String(testInfo.retry)}`
    const number = `+39${typed.replace(/\s+/g, '')}`
    await signedInVisitor(page, baseURL ?? '', `sms-${locale}`)

    await page.setViewportSize({ width: 1440, height: 900 })
    await page.goto(`/${locale}/user/edit-profile`)
    const section = page.getByRole('region', { name: journey.section })
    await expect(section).toBeVisible()
    const send = section.getByRole('button', { name: journey.sendCode })
    await waitForHydration(send)
    await chooseItaly(section, journey.prefix)
    await section.getByLabel(journey.mobile).fill(typed)
    await send.click()
    await expect(section.getByLabel(journey.code)).toBeFocused()
    await expect.poll(() => newestCodeTo(number)).toMatch(/^\d{6}$/)
    await section.getByLabel(journey.code).fill(newestCodeTo(number) ?? '')
    await section.getByRole('button', { name: journey.confirm }).click()
    await expect(section.getByRole('status')).toHaveText(journey.proved)
    await expect(section.getByText(`+39 ${typed}`, { exact: true })).toBeVisible()
    await section.scrollIntoViewIfNeeded()
    await screenshot(page, `phone-sign-in-profile-${locale}-1440`)
    await expectNoAxeViolations(page, '#sms-sign-in')

    // Signed out, on a phone-sized screen: the number alone brings the visitor in.
    await page.context().clearCookies()
    await page.setViewportSize({ width: 390, height: 844 })
    await page.goto(`/${locale}/user/login?next=/${locale}/user/profile`)
    const toggle = page.getByRole('button', { name: journey.toggle })
    await waitForHydration(toggle)
    await toggle.click()
    const panel = page.getByRole('region', { name: journey.toggle })
    await panel.getByLabel(journey.bySms).check()
    await chooseItaly(panel, journey.prefix)
    await panel.getByRole('textbox', { name: journey.mobile.replace(' *', '') }).fill(typed)
    const before = newestCodeTo(number)
    await panel.getByRole('button', { name: journey.sendCode }).click()
    await expect(panel.getByLabel(journey.code)).toBeFocused()
    await expect.poll(() => newestCodeTo(number)).not.toBe(before)
    await screenshot(page, `phone-sign-in-login-${locale}-390`)
    await expectNoAxeViolations(page)
    await panel.getByLabel(journey.code).fill(newestCodeTo(number) ?? '')
    await panel.getByRole('button', { name: journey.signIn }).click()
    await expect(page).toHaveURL(new RegExp(`/${locale}/user/profile$`))
  })
}
