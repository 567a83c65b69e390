import { expect, test, type Page } from '@playwright/test'

/*
 * The header condenses on scroll (site.css): on a desktop from two rows to one of at most 64 px,
 * with the brand, the menu and the tools all in that row; on a phone it is one row already.
 * Nothing on the page moves while it does (no layout shift), and the keyboard path is the same.
 */

/** The part of the header on screen: its height and whether an element lies inside it. */
async function visibleHeader(page: Page): Promise<{ height: number }> {
  return page.locator('header.header').evaluate((header) => {
    const box = header.getBoundingClientRect()
    return { height: Math.round(box.bottom - Math.max(0, box.top)) }
  })
}

async function insideHeader(page: Page, selector: string): Promise<boolean> {
  return page.evaluate((target) => {
    const header = document.querySelector('header.header')?.getBoundingClientRect()
    const element = document.querySelector(target)?.getBoundingClientRect()
    if (!header || !element || element.width === 0) return false
    return element.top >= Math.max(0, header.top) - 1 && element.bottom <= header.bottom + 1
  }, selector)
}

/**
 * The page's layout-shift score from load until now (buffered entries included). The font swap
 * leaves a few millionths (metric-adjusted fallbacks round differently): under 0.001 is a CLS
 * of 0 as Lighthouse and the Web Vitals report it (three decimals).
 */
async function layoutShift(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        let total = 0
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) if (!entry.hadRecentInput) total += entry.value
        }).observe({ type: 'layout-shift', buffered: true })
        setTimeout(() => resolve(total), 300)
      }),
  )
}

test('on a desktop the header condenses to one row of at most 64 px, without moving the page', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 })
  await page.goto('/en')
  await page.waitForLoadState('load')
  expect((await visibleHeader(page)).height).toBeGreaterThan(100)
  const mainTop = await page.locator('main').evaluate((main) => main.getBoundingClientRect().top + window.scrollY)
  for (const y of [40, 400, 1200]) {
    await page.evaluate((top) => window.scrollTo(0, top), y)
    await page.waitForTimeout(150)
  }
  expect((await visibleHeader(page)).height).toBeLessThanOrEqual(64)
  for (const selector of ['.header__brand', '.header__nav .menu__link', '.header__search', '.languages__button']) expect(await insideHeader(page, selector), selector).toBe(true)
  // The content kept its place in the page: the header kept its height in the flow.
  expect(await page.locator('main').evaluate((main) => main.getBoundingClientRect().top + window.scrollY)).toBe(mainTop)
  expect(await layoutShift(page)).toBeLessThan(0.001)
  // The menu and the language list still open from the condensed header.
  await page.locator('.languages__button').click()
  await expect(page.locator('.languages__panel')).toBeVisible()
  const panel = await page.locator('.languages__panel').boundingBox()
  expect(panel?.y ?? -1).toBeGreaterThanOrEqual(0)
  await page.keyboard.press('Escape')
  await page.evaluate(() => window.scrollTo(0, 0))
  await page.waitForTimeout(150)
  expect((await visibleHeader(page)).height).toBeGreaterThan(100)
})

test('on a phone the header is one row of at most 64 px before and after a scroll', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 })
  await page.goto('/en')
  await page.waitForLoadState('load')
  expect((await visibleHeader(page)).height).toBeLessThanOrEqual(64)
  await page.evaluate(() => window.scrollTo(0, 900))
  await page.waitForTimeout(150)
  expect((await visibleHeader(page)).height).toBeLessThanOrEqual(64)
  for (const selector of ['.header__brand', '.header__search', '.mobile-menu']) expect(await insideHeader(page, selector), selector).toBe(true)
  expect(await layoutShift(page)).toBeLessThan(0.001)
})

test('the skip link still leads keyboard users to the content from a scrolled page', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 })
  await page.goto('/en')
  await page.evaluate(() => window.scrollTo(0, 600))
  await page.keyboard.press('Tab')
  const skip = page.getByRole('link', { name: /skip/i })
  await expect(skip).toBeFocused()
  await expect(skip).toBeInViewport()
  await page.keyboard.press('Enter')
  await expect(page.locator('main')).toBeFocused()
})

/** The boxes of the header's visible parts that overlap one another: brand, menu links, tools. */
async function overlappingHeaderParts(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const parts = [
      ...document.querySelectorAll('.header__brand, .header__nav .menu > li > .menu__link, .header__tools .header__tool, .header__tools .languages__button'),
    ]
      .map((element) => ({ name: element.textContent.trim() || element.className, box: element.getBoundingClientRect() }))
      .filter(({ box }) => box.width > 0 && box.bottom > 0)
    const overlaps: string[] = []
    for (const [index, one] of parts.entries()) {
      for (const other of parts.slice(index + 1)) {
        const apart = one.box.right <= other.box.left || other.box.right <= one.box.left || one.box.bottom <= other.box.top || other.box.bottom <= one.box.top
        if (!apart) overlaps.push(`${one.name} × ${other.name}`)
      }
    }
    return overlaps
  })
}

// Each language's menu and tools differ in length (German's menu is the longest): the header
// condenses only where everything fits in one row, and nothing ever overlaps.
for (const { width, locales, condensed } of [
  { width: 1440, locales: ['it', 'en', 'de', 'es', 'fr', 'ru', 'zh'], condensed: true },
  { width: 1280, locales: ['en', 'zh'], condensed: true },
  { width: 1280, locales: ['de', 'ru'], condensed: false },
  { width: 1024, locales: ['de', 'en'], condensed: false },
]) {
  test(`at ${width} px the scrolled header ${condensed ? 'is one row' : 'keeps two rows'} with nothing overlapping: ${locales.join(', ')}`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 })
    for (const locale of locales) {
      await page.goto(`/${locale}`)
      await page.waitForLoadState('load')
      expect(await overlappingHeaderParts(page), `${locale} at the top`).toEqual([])
      await page.evaluate(() => window.scrollTo(0, 1200))
      await page.waitForTimeout(150)
      const height = (await visibleHeader(page)).height
      if (condensed) expect(height, locale).toBeLessThanOrEqual(64)
      else expect(height, locale).toBeGreaterThan(100)
      expect(await overlappingHeaderParts(page), `${locale} scrolled`).toEqual([])
    }
  })
}
