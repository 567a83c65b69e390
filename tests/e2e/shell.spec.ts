import { expect, test, type Page } from '@playwright/test'
import { expectNoAxeViolations, screenshot } from './helpers'

const desktop = { width: 1440, height: 900 }
const mobile = { width: 390, height: 844 }

/** The mobile menu swaps its no-JavaScript <details> for a button once React has hydrated the header. */
async function openShell(page: Page, path: string): Promise<void> {
  const response = await page.goto(path)
  expect(response?.status()).toBe(200)
  await expect(page.locator('header .mobile-menu > button')).toBeAttached()
}

const mainNavigation = (page: Page) => page.getByRole('navigation', { name: 'Main navigation' })

test.describe('desktop menu', () => {
  test.use({ viewport: desktop })

  test('keyboard: Tab to the first menu button, Enter opens its panel, Escape closes it and focus returns', async ({ page }) => {
    await openShell(page, '/en')
    const button = mainNavigation(page).getByRole('button').first()
    await expect(button).toHaveText('Products')
    for (let presses = 0; presses < 10 && !(await button.evaluate((element) => element === document.activeElement)); presses++) {
      await page.keyboard.press('Tab')
    }
    await expect(button).toBeFocused()
    await expect(button).toHaveAttribute('aria-expanded', 'false')

    await page.keyboard.press('Enter')
    await expect(button).toHaveAttribute('aria-expanded', 'true')
    const panel = page.locator(`#${await button.getAttribute('aria-controls')}`)
    await expect(panel.getByRole('link', { name: 'Beds' })).toBeVisible()
    await page.keyboard.press('Tab')
    await expect(panel.getByRole('link').first()).toBeFocused()

    await page.keyboard.press('Escape')
    await expect(panel).toBeHidden()
    await expect(button).toHaveAttribute('aria-expanded', 'false')
    await expect(button).toBeFocused()
  })

  test('a click outside closes the panel', async ({ page }) => {
    await openShell(page, '/en')
    const button = mainNavigation(page).getByRole('button', { name: 'Products' })
    await button.click()
    await expect(button).toHaveAttribute('aria-expanded', 'true')
    await page.getByRole('main').click({ position: { x: 20, y: 600 } })
    await expect(button).toHaveAttribute('aria-expanded', 'false')
  })

  test('the current page is marked in the menu', async ({ page }) => {
    await openShell(page, '/en/products/')
    await mainNavigation(page).getByRole('button', { name: 'Products' }).click()
    await expect(mainNavigation(page).getByRole('link', { name: /Products/ })).toHaveAttribute('aria-current', 'page')
    await expect(mainNavigation(page).getByRole('link', { name: 'Materials' })).not.toHaveAttribute('aria-current', 'page')
  })

  test('is accessible with the menu panel and the language list open', async ({ page }) => {
    await openShell(page, '/en')
    await mainNavigation(page).getByRole('button', { name: 'Products' }).click()
    await screenshot(page, 'shell-en-desktop-menu')
    await expectNoAxeViolations(page)
    await page.getByRole('button', { name: /Language/ }).click()
    await expectNoAxeViolations(page)
  })
})

test.describe('language switcher', () => {
  test.use({ viewport: desktop })

  test('lists the seven languages by their own names; German leads to /de', async ({ page }) => {
    await openShell(page, '/en')
    const languageButton = page.getByRole('banner').getByRole('button', { name: /Language/ })
    await languageButton.click()
    const list = page.locator(`#${await languageButton.getAttribute('aria-controls')}`)
    const links = list.getByRole('link')
    await expect(links).toHaveText(['Italiano', 'English', 'Deutsch', 'Español', 'Français', 'Русский', '中文'])
    await expect(list.getByRole('link', { name: 'English' })).toHaveAttribute('aria-current', 'true')
    const german = list.getByRole('link', { name: 'Deutsch' })
    await expect(german).toHaveAttribute('lang', 'de-DE')
    await expect(german).toHaveAttribute('hreflang', 'de-DE')
    await german.click()
    await expect(page).toHaveURL(/\/de$/)
    await expect(page.locator('html')).toHaveAttribute('lang', 'de-DE')
    await expect(page.getByRole('contentinfo').getByRole('link', { name: 'Deutsch' })).toHaveAttribute('aria-current', 'true')
  })
})

test.describe('mobile menu', () => {
  test.use({ viewport: mobile })

  test('opens as a dialog with focus inside, keeps Tab inside, closes on Escape', async ({ page }) => {
    await openShell(page, '/en')
    const menuButton = page.getByRole('button', { name: 'Menu', exact: true })
    await menuButton.click()
    const dialog = page.getByRole('dialog')
    await expect(dialog).toBeVisible()
    await expect(dialog.getByRole('link', { name: 'Materials' })).toBeVisible()
    const focusInDialog = () => page.evaluate(() => Boolean(document.activeElement?.closest('dialog')))
    expect(await focusInDialog()).toBe(true)
    for (let presses = 0; presses < 25; presses++) await page.keyboard.press('Tab')
    expect(await focusInDialog()).toBe(true)
    // The page behind does not scroll while the menu is open.
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).overflow)).toBe('hidden')

    await page.keyboard.press('Escape')
    await expect(dialog).toBeHidden()
    await expect(menuButton).toBeFocused()
    await expect(menuButton).toHaveAttribute('aria-expanded', 'false')
  })

  test('is accessible with the menu and a section open', async ({ page }) => {
    await openShell(page, '/en')
    await page.getByRole('button', { name: 'Menu', exact: true }).click()
    await page.getByRole('dialog').getByRole('button', { name: 'Products' }).click()
    await expect(page.getByRole('dialog').getByRole('link', { name: 'Beds' })).toBeVisible()
    await screenshot(page, 'shell-en-mobile-menu')
    await expectNoAxeViolations(page)
  })

  test('reaches search and the languages from the menu', async ({ page }) => {
    await openShell(page, '/de')
    await page.getByRole('button', { name: 'Menü', exact: true }).click()
    const dialog = page.getByRole('dialog')
    await expect(dialog.getByRole('link', { name: 'Suche' })).toHaveAttribute('href', '/de/search')
    await expect(dialog.getByRole('list', { name: 'Sprache' }).getByRole('link')).toHaveCount(7)
  })
})

test('the default layout: no bar marker on this host, full menu and footer', async ({ page }) => {
  await page.setViewportSize(desktop)
  await openShell(page, '/en')
  await expect(page.locator('html')).not.toHaveAttribute('data-layout', /.*/)
  await expect(mainNavigation(page)).toBeVisible()
  await expect(page.getByRole('contentinfo').getByRole('navigation').first()).toBeVisible()
  await expect(page.getByRole('contentinfo')).toContainText(`Atelier Vesta`)
})
