import { expect, test } from '@playwright/test'
import { expectNoAxeViolations, screenshot } from './helpers'

for (const { lang, path, family } of [
  { lang: 'en', path: '/en/art-of-materials', family: /Explore the .+ family/ },
  { lang: 'de', path: '/de/kunst-der-materialien', family: /Die Familie .+ entdecken/ },
]) {
  test(`the art of materials (${lang}): every family with its story, swatches to the materials and the way to the family`, async ({ page }) => {
    await page.goto(path)
    const families = page.locator('section.art-family')
    expect(await families.count()).toBeGreaterThanOrEqual(6)
    const first = families.first()
    await expect(first.getByRole('heading', { level: 2 })).not.toBeEmpty()
    await expect(first.locator('.art-family__story')).not.toBeEmpty()
    await expect(first.getByRole('link', { name: family })).toHaveAttribute('href', new RegExp(`^/${lang}/`))
    const swatch = first.locator('a.swatch').first()
    const name = ((await swatch.locator('.swatch__name').textContent()) ?? '').trim()
    await swatch.click()
    await expect(page.locator('h1')).toHaveText(name)
    await page.goBack()
    await expect(page).toHaveURL(new RegExp(`${path}$`))
  })
}

for (const { lang, path, kind } of [
  { lang: 'en', path: '/en/products-in-their-settings', kind: 'products' },
  { lang: 'it', path: '/it/ambienti-prodotti', kind: 'prodotti' },
  { lang: 'en', path: '/en/materials-in-their-settings', kind: 'materials' },
  { lang: 'it', path: '/it/materiali-in-ambiente', kind: 'materiali' },
]) {
  test(`panoramics ${path}: ambience pictures by category, each leading to its piece`, async ({ page }) => {
    await page.goto(path)
    const items = page.locator('.panoramics-grid__link')
    expect(await items.count()).toBeGreaterThan(0)
    await expect(page.getByRole('navigation', { name: lang === 'en' ? 'Categories' : 'Categorie' }).getByRole('link').first()).toHaveAttribute('href', /^#panoramics-/)
    const first = items.first()
    await expect(first).toHaveAttribute('href', new RegExp(`^/${lang}/${kind}/`))
    await expect(first.locator('img')).toHaveAttribute('alt', /.+/)
    const name = ((await first.locator('.panoramics-grid__name').textContent()) ?? '').trim()
    await first.click()
    await expect(page.locator('h1')).toHaveText(name)
  })
}

for (const width of [390, 1440]) {
  test(`art of materials and panoramics are accessible at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 })
    for (const [path, name] of [
      ['/en/art-of-materials', 'art-of-materials'],
      ['/en/products-in-their-settings', 'products-panoramics'],
      ['/fr/materiaux-en-situation', 'materials-panoramics'],
    ] as const) {
      await page.goto(path)
      await expectNoAxeViolations(page)
      await page.locator(name === 'art-of-materials' ? 'section.art-family' : '.panoramics-grid').first().scrollIntoViewIfNeeded()
      await screenshot(page, `${name}-${width}`)
    }
  })
}
